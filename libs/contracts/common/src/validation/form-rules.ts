import type { FieldIssue } from '../errors';

/*
 * Spec section 5's field rules as plain data and functions. The server's DTOs apply them through the
 * `FormField` decorator (rules.ts) and the browser runs `checkForm` on the same field tables, so both
 * sides accept and refuse exactly the same input with the same i18n keys (the checks themselves are in
 * `form-check.ts`). Browser-safe: nothing here needs Node.
 */

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 100;
/** The characters that count as "special" in a strong password (spec §5 lists both sets; this is their union). */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*#?&^_-';
/** Begins with a letter; holds a digit, a lowercase letter, an uppercase letter and a special character. */
export const STRONG_PASSWORD_PATTERN = /^(?=[A-Za-z])(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[@$!%*#?&^_-]).*$/s;
/** Letters of any alphabet (with their combining marks) and spaces; apostrophes and all else refused. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
/** Digits, spaces and + - ( ), with at least one digit. */
export const PHONE_PATTERN = /^(?=.*\d)[\d +\-()]+$/;
export const PHONE_MAX_LENGTH = 30;
/** Letters, digits, spaces and dashes. */
export const POST_CODE_PATTERN = /^[A-Za-z0-9 -]+$/;
export const POST_CODE_MAX_LENGTH = 20;
/** An ISO 4217 code such as GBP, EUR or SEK. */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;
/** A host name with at least one dot, optionally with http(s):// and a path. */
export const WEBSITE_PATTERN =
  /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;
export const VAT_NUMBER_PATTERN = /^[A-Za-z0-9 .-]+$/;
export const VAT_NUMBER_MAX_LENGTH = 30;
/** Account numbers (acNo) such as LND0042. */
export const ACCOUNT_NUMBER_PATTERN = /^[A-Z0-9]{3,20}$/;
/** Retail markup on trade cost: 1 to 10 with at most one decimal (10 itself only as 10 or 10.0). */
export const MARKUP_MIN = 1;
export const MARKUP_MAX = 10;
export const MARKUP_DECIMALS = 1;
/** Long free-text fields (references, comments, reasons). */
export const LONG_TEXT_MAX_LENGTH = 1000;
/** Spec section 5: no emoji and no text-icon shortcodes (:word:) in any field. */
export const EMOJI_PATTERN = /\p{Extended_Pictographic}|\p{Regional_Indicator}|:[a-z0-9_+-]+:/iu;
const NUMERIC_STRING = /^-?\d+(?:\.\d+)?$/;

export type FieldRule =
  | { rule: 'minLength'; min: number }
  | { rule: 'maxLength'; max: number }
  | { rule: 'email' }
  | { rule: 'noEmoji' }
  | { rule: 'personName' }
  | { rule: 'phone' }
  | { rule: 'postCode' }
  | { rule: 'strongPassword' }
  /** Must equal another field of the same form (password confirmation). */
  | { rule: 'confirms'; field: string }
  | { rule: 'currency' }
  | { rule: 'website' }
  | { rule: 'vatNumber' }
  | { rule: 'accountNumber' }
  | { rule: 'between'; min: number; max: number }
  /** At most `places` digits after the decimal point; `key` names the message (spec: markup, postage). */
  | { rule: 'maxDecimals'; places: number; key: string }
  | { rule: 'integerBetween'; min: number; max: number }
  | { rule: 'oneOf'; values: readonly string[] }
  /** A list whose every item is one of `values`. */
  | { rule: 'eachOneOf'; values: readonly string[] }
  | { rule: 'eachUuid' };

export type FieldType = 'text' | 'number' | 'boolean' | 'list';

/** One field of a form: whether it is required, what type it holds, and its rules in reporting order. */
export interface FieldSpec {
  readonly required?: boolean;
  readonly type: FieldType;
  readonly rules: readonly FieldRule[];
}

export type FormSpec = Readonly<Record<string, FieldSpec>>;

export function hasEmoji(value: string): boolean {
  return EMOJI_PATTERN.test(value);
}

export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    STRONG_PASSWORD_PATTERN.test(value)
  );
}

/** A number, or a numeric string as a form input gives it. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC_STRING.test(value.trim())) return Number(value.trim());
  return null;
}

/** Digits after the decimal point as written (a form's text or a number). */
export function decimalPlaces(value: unknown): number {
  const text = typeof value === 'string' ? value.trim() : String(value);
  const dot = text.indexOf('.');
  // 10.0 written by a person has one decimal even though the number has none.
  return dot < 0 ? 0 : text.length - dot - 1;
}

export function isValidMarkup(value: unknown): boolean {
  const number = toNumber(value);
  return (
    number !== null && number >= MARKUP_MIN && number <= MARKUP_MAX && decimalPlaces(value) <= MARKUP_DECIMALS
  );
}

/** Absent: nothing was entered (undefined, null, or only spaces). */
export function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The message a value of the wrong type gets. */
export const TYPE_ISSUE_KEYS: Readonly<Record<FieldType, string>> = {
  text: 'validation.string',
  number: 'validation.number',
  boolean: 'validation.boolean',
  list: 'validation.array',
};

function hasType(type: FieldType, value: unknown): boolean {
  switch (type) {
    case 'text':
      return typeof value === 'string';
    case 'number':
      return toNumber(value) !== null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'list':
      return Array.isArray(value);
  }
}

export function typeIssue(type: FieldType, value: unknown): FieldIssue | null {
  return hasType(type, value) ? null : { key: TYPE_ISSUE_KEYS[type] };
}

/** The message a broken rule produces. */
export function ruleIssue(rule: FieldRule): FieldIssue {
  switch (rule.rule) {
    case 'minLength':
      return { key: 'validation.minLength', params: { min: rule.min } };
    case 'maxLength':
      return { key: 'validation.maxLength', params: { max: rule.max } };
    case 'email':
      return { key: 'validation.email' };
    case 'noEmoji':
      return { key: 'validation.noEmoji' };
    case 'personName':
      return { key: 'validation.alphaSpaces' };
    case 'phone':
      return { key: 'validation.phone' };
    case 'postCode':
      return { key: 'validation.postCode' };
    case 'strongPassword':
      return { key: 'validation.strongPassword' };
    case 'confirms':
      return { key: 'validation.passwordMismatch' };
    case 'currency':
      return { key: 'validation.currency' };
    case 'website':
      return { key: 'validation.url' };
    case 'vatNumber':
      return { key: 'validation.vatNumber' };
    case 'accountNumber':
      return { key: 'validation.accountNumber' };
    case 'between':
    case 'integerBetween':
      return { key: 'validation.between', params: { min: rule.min, max: rule.max } };
    case 'maxDecimals':
      return { key: rule.key, params: { places: rule.places } };
    case 'oneOf':
    case 'eachOneOf':
      return { key: 'validation.oneOf' };
    case 'eachUuid':
      return { key: 'validation.uuid' };
  }
}

/** The fields whose labels carry the red asterisk. */
export function requiredFields(spec: FormSpec): string[] {
  return Object.entries(spec)
    .filter(([, field]) => field.required === true)
    .map(([name]) => name);
}

/** The same field, optional (for partial updates of data a form created). */
export function optional(spec: FieldSpec): FieldSpec {
  return { ...spec, required: false };
}
