import type { LanguageCode } from '@atelier/contracts/common';

export interface MailText {
  subject: string;
  /** Paragraphs; `{link}` stands where the link goes, on its own line. */
  paragraphs: string[];
}

type Params = Record<string, string>;
type Template = (p: Params) => MailText;

/** The mail the identity service sends, in English and Swedish; other languages get English for now. */
const TEMPLATES: Record<'en' | 'sv', Record<MailKind, Template>> = {
  en: {
    verifyEmail: (p) => ({
      subject: 'Please verify your email address',
      paragraphs: [
        `Hello ${p['name']},`,
        `Thank you for registering ${p['company']} with ${p['brand']}. Please verify your email address by opening this link within 24 hours:`,
        '{link}',
        'We will write to you as soon as your trade account has been reviewed.',
      ],
    }),
    verifyEmailAgain: (p) => ({
      subject: 'Please verify your email address',
      paragraphs: [
        `Hello ${p['name']},`,
        `Please verify your email address for ${p['brand']} by opening this link within 24 hours:`,
        '{link}',
      ],
    }),
    approved: (p) => ({
      subject: 'Your trade account is approved',
      paragraphs: [
        `Hello ${p['name']},`,
        `Good news: ${p['company']} is approved. Your account number is ${p['acNo']}.`,
        p['verify'] === 'yes'
          ? 'Before you log in, please verify your email address by opening this link within 24 hours:'
          : 'You can log in here:',
        '{link}',
      ],
    }),
    rejected: (p) => ({
      subject: 'Your trade account application',
      paragraphs: [
        `Hello ${p['name']},`,
        `Thank you for your interest in ${p['brand']}. We are sorry, but we cannot open a trade account for ${p['company']}.`,
        `Reason: ${p['reason']}`,
      ],
    }),
    resetPassword: (p) => ({
      subject: 'Reset your password',
      paragraphs: [
        `Hello ${p['name']},`,
        `Someone asked to reset the password of your ${p['brand']} account. Open this link within one hour to choose a new password:`,
        '{link}',
        'If it was not you, ignore this email: your password stays as it is.',
      ],
    }),
  },
  sv: {
    verifyEmail: (p) => ({
      subject: 'Bekräfta din e-postadress',
      paragraphs: [
        `Hej ${p['name']},`,
        `Tack för att du registrerade ${p['company']} hos ${p['brand']}. Bekräfta din e-postadress genom att öppna den här länken inom 24 timmar:`,
        '{link}',
        'Vi hör av oss så snart ditt handelskonto har granskats.',
      ],
    }),
    verifyEmailAgain: (p) => ({
      subject: 'Bekräfta din e-postadress',
      paragraphs: [
        `Hej ${p['name']},`,
        `Bekräfta din e-postadress hos ${p['brand']} genom att öppna den här länken inom 24 timmar:`,
        '{link}',
      ],
    }),
    approved: (p) => ({
      subject: 'Ditt handelskonto är godkänt',
      paragraphs: [
        `Hej ${p['name']},`,
        `Goda nyheter: ${p['company']} är godkänt. Ert kundnummer är ${p['acNo']}.`,
        p['verify'] === 'yes'
          ? 'Innan du loggar in, bekräfta din e-postadress genom att öppna den här länken inom 24 timmar:'
          : 'Du kan logga in här:',
        '{link}',
      ],
    }),
    rejected: (p) => ({
      subject: 'Din ansökan om handelskonto',
      paragraphs: [
        `Hej ${p['name']},`,
        `Tack för ditt intresse för ${p['brand']}. Tyvärr kan vi inte öppna ett handelskonto för ${p['company']}.`,
        `Anledning: ${p['reason']}`,
      ],
    }),
    resetPassword: (p) => ({
      subject: 'Återställ ditt lösenord',
      paragraphs: [
        `Hej ${p['name']},`,
        `Någon har bett om att återställa lösenordet till ditt konto hos ${p['brand']}. Öppna den här länken inom en timme för att välja ett nytt lösenord:`,
        '{link}',
        'Om det inte var du kan du bortse från det här meddelandet: ditt lösenord ändras inte.',
      ],
    }),
  },
};

export type MailKind = 'verifyEmail' | 'verifyEmailAgain' | 'approved' | 'rejected' | 'resetPassword';

export function mailText(language: LanguageCode, kind: MailKind, params: Params): MailText {
  const templates = language === 'sv' ? TEMPLATES.sv : TEMPLATES.en;
  return templates[kind](params);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text and its HTML alternative; the link is the same in both. */
export function renderMail(
  text: MailText,
  link: string | null,
): { subject: string; text: string; html: string } {
  const paragraphs = text.paragraphs.filter((p) => p !== '{link}' || link !== null);
  return {
    subject: text.subject,
    text: `${paragraphs.map((p) => (p === '{link}' ? (link ?? '') : p)).join('\n\n')}\n`,
    html: paragraphs
      .map((p) =>
        p === '{link}'
          ? `<p><a href="${escapeHtml(link ?? '')}">${escapeHtml(link ?? '')}</a></p>`
          : `<p>${escapeHtml(p)}</p>`,
      )
      .join('\n'),
  };
}
