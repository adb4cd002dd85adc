import type { LanguageCode } from '@atelier/contracts/common';
import { getLogger, MAILER, type Mailer } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity.options';
import { type MailKind, type MailText, mailText, renderMail } from './templates';

/** The storefront's route prefix of a language: none for English, /swe for Swedish, /de and so on. */
export function languagePrefix(language: LanguageCode): string {
  if (language === 'en') return '';
  return language === 'sv' ? '/swe' : `/${language}`;
}

export interface Recipient {
  email: string;
  name: string;
  language: LanguageCode;
}

/**
 * Writes and sends the account mail. Sending never holds up or fails the request that caused it: a
 * slow or broken SMTP server is logged, and the user can ask again (log in, or forgot-password).
 */
@Injectable()
export class AccountMailer {
  private readonly log = getLogger('account-mail');

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {}

  /** A storefront link in the recipient's language, such as /swe/reset-password/{token}. */
  link(language: LanguageCode, path: string): string {
    return `${this.options.publicUrl}${languagePrefix(language)}${path}`;
  }

  send(to: Recipient, kind: MailKind, params: Record<string, string>, link: string | null): void {
    this.sendText(to, mailText(to.language, kind, { ...params, name: to.name }), link, kind);
  }

  /** Mail written elsewhere (the appro reminders), sent the same way. */
  sendText(to: Recipient, text: MailText, link: string | null, kind: string): void {
    const message = renderMail(text, link);
    this.mailer.send({ to: to.email, ...message }).catch((error: unknown) => {
      this.log.error({ err: error, kind }, 'account mail not sent');
    });
  }
}
