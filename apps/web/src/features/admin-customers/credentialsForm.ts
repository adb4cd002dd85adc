import {
  EMAIL_FIELD,
  optional,
  PASSWORD_CONFIRMATION_FIELD,
  STRONG_PASSWORD_FIELD,
} from '@atelier/contracts/common';
import type { CredentialsBody } from '../../api/accounts';
import type { FormValues } from '../../shared/forms/formMessages';

/** update-customer-credentials (and an admin user's edit): the shared rules, every field optional. */
export const CREDENTIALS_FIELDS = {
  email: optional(EMAIL_FIELD),
  password: optional(STRONG_PASSWORD_FIELD),
  confirmPassword: optional(PASSWORD_CONFIRMATION_FIELD),
};

export type CredentialsField = keyof typeof CREDENTIALS_FIELDS;

/** Only what changed: a new email, and the password with its confirmation when one was typed. */
export function toCredentialsBody(
  values: FormValues<CredentialsField>,
  currentEmail: string,
): CredentialsBody {
  const body: CredentialsBody = {};
  const email = String(values.email).trim();
  if (email !== '' && email.toLowerCase() !== currentEmail.toLowerCase()) body.email = email;
  const password = String(values.password);
  if (password !== '') {
    body.password = password;
    body.confirmPassword = String(values.confirmPassword);
  }
  return body;
}
