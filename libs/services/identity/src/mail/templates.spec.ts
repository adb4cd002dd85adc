import { languagePrefix } from './account-mailer';
import { mailText, renderMail } from './templates';

describe('account mail', () => {
  it('uses the storefront route prefix of the language', () => {
    expect(languagePrefix('en')).toBe('');
    expect(languagePrefix('sv')).toBe('/swe');
    expect(languagePrefix('de')).toBe('/de');
  });

  it('writes Swedish for Swedish users and English for the languages without texts', () => {
    const params = { name: 'Åsa', company: 'Guld AB', brand: 'Atelier', acNo: 'GUL0001', reason: 'x' };
    expect(mailText('sv', 'resetPassword', params).subject).toBe('Återställ ditt lösenord');
    expect(mailText('de', 'resetPassword', params).subject).toBe('Reset your password');
    expect(mailText('en', 'approved', { ...params, verify: 'yes' }).paragraphs.join(' ')).toContain(
      'please verify your email address',
    );
  });

  it('puts the link on its own line in the text and as an anchor in the HTML, escaping the rest', () => {
    const mail = renderMail(
      { subject: 'S', paragraphs: ['Hello <b>Bea</b> & co,', '{link}', 'Bye'] },
      'http://localhost:3000/reset-password/abc',
    );
    expect(mail.text).toBe('Hello <b>Bea</b> & co,\n\nhttp://localhost:3000/reset-password/abc\n\nBye\n');
    expect(mail.html).toContain('<p>Hello &#60;b&#62;Bea&#60;/b&#62; &#38; co,</p>');
    expect(mail.html).toContain('<a href="http://localhost:3000/reset-password/abc">');
  });

  it('leaves the link paragraph out when there is no link', () => {
    const mail = renderMail({ subject: 'S', paragraphs: ['One', '{link}'] }, null);
    expect(mail.text).toBe('One\n');
  });
});
