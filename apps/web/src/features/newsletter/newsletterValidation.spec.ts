import { validateNewsletter } from './newsletterValidation';

describe('newsletter validation (spec §5)', () => {
  it('accepts a name of letters and spaces and a valid email', () => {
    expect(validateNewsletter({ name: 'Ingrid Åsa Nørgaard', email: 'ingrid@smykker.no' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(validateNewsletter({ name: '  ', email: '' })).toEqual({
      name: { rule: 'required' },
      email: { rule: 'required' },
    });
  });

  it('rejects single quotes, digits and punctuation in the name', () => {
    expect(validateNewsletter({ name: "Mary O'Brien", email: 'mary@shop.ie' }).name).toEqual({
      rule: 'alphaSpaces',
    });
    expect(validateNewsletter({ name: 'Shop 42', email: 'a@b.co' }).name).toEqual({ rule: 'alphaSpaces' });
    expect(validateNewsletter({ name: 'Smith-Jones', email: 'a@b.co' }).name).toEqual({
      rule: 'alphaSpaces',
    });
  });

  it('limits the name to 255 characters', () => {
    expect(validateNewsletter({ name: 'a'.repeat(255), email: 'a@b.co' }).name).toBeUndefined();
    expect(validateNewsletter({ name: 'a'.repeat(256), email: 'a@b.co' }).name).toEqual({
      rule: 'max',
      max: 255,
    });
  });

  it.each(['plain', 'no@tld', 'two@@signs.com', 'space in@mail.com', '@mail.com', 'a@.com'])(
    'rejects the email %s',
    (email) => {
      expect(validateNewsletter({ name: 'Anna', email }).email).toEqual({ rule: 'email' });
    },
  );

  it('limits the email to 255 characters', () => {
    const long = `${'a'.repeat(250)}@b.com`;
    expect(validateNewsletter({ name: 'Anna', email: long }).email).toEqual({ rule: 'max', max: 255 });
  });
});
