import type { MailOptions } from '@atelier/platform';

/** What the identity service needs beyond the platform's runtime options; built by the hosting app's config. */
export interface IdentityOptions {
  mail: MailOptions;
  /** Where the storefront is reached; links in mail point here (no trailing slash). */
  publicUrl: string;
  refreshTokenTtlSeconds: number;
}

export const IDENTITY_OPTIONS = Symbol('IDENTITY_OPTIONS');

/** Email verification links live 24 hours, password reset links 1 hour (issue 4). */
export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;
export const RESET_PASSWORD_TTL_SECONDS = 60 * 60;
/** At most this many reset mails per user per hour; further requests answer the same and send nothing. */
export const RESET_MAILS_PER_HOUR = 5;
