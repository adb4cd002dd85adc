/** Client-side rules shared by the forms (spec §5). Messages are built from these by the UI, per language. */

export const MAX_INPUT_LENGTH = 255;

export type ValidationIssue =
  { rule: 'required' } | { rule: 'email' } | { rule: 'max'; max: number } | { rule: 'alphaSpaces' };

/** Field names messages can name (keys of `fields` in the locale files). */
export type FieldName = 'email' | 'password' | 'name' | 'priceType' | 'customer';

export type ValidationErrors<F extends string> = Partial<Record<F, ValidationIssue>>;

/** local@domain.tld: the HTML living standard's pattern, with at least one dot in the domain. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Letters of any alphabet and spaces; apostrophes (and everything else) rejected. */
const ALPHA_SPACES_PATTERN = /^[\p{L}\p{M} ]+$/u;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isAlphaSpaces(value: string): boolean {
  return ALPHA_SPACES_PATTERN.test(value);
}

/** required, then a valid email, then at most 255 characters. */
export function checkEmail(value: string): ValidationIssue | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return { rule: 'required' };
  if (!isEmail(trimmed)) return { rule: 'email' };
  if (trimmed.length > MAX_INPUT_LENGTH) return { rule: 'max', max: MAX_INPUT_LENGTH };
  return null;
}

/** required, then at most 255 characters (passwords are not trimmed). */
export function checkPassword(value: string): ValidationIssue | null {
  if (value.length === 0) return { rule: 'required' };
  if (value.length > MAX_INPUT_LENGTH) return { rule: 'max', max: MAX_INPUT_LENGTH };
  return null;
}

/** required, letters and spaces only (no single quotes), at most 255 characters. */
export function checkPersonName(value: string): ValidationIssue | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return { rule: 'required' };
  if (!isAlphaSpaces(trimmed)) return { rule: 'alphaSpaces' };
  if (trimmed.length > MAX_INPUT_LENGTH) return { rule: 'max', max: MAX_INPUT_LENGTH };
  return null;
}

export function collectErrors<F extends string>(
  checks: Record<F, ValidationIssue | null>,
): ValidationErrors<F> {
  const errors: ValidationErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const issue = checks[field];
    if (issue) errors[field] = issue;
  }
  return errors;
}

export function hasErrors(errors: ValidationErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
