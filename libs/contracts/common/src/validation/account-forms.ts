import { MAX_INPUT_LENGTH } from '../api';
import {
  type FieldRule,
  type FieldSpec,
  LONG_TEXT_MAX_LENGTH,
  MARKUP_DECIMALS,
  MARKUP_MAX,
  MARKUP_MIN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  POST_CODE_MAX_LENGTH,
  VAT_NUMBER_MAX_LENGTH,
} from './form-rules';

/*
 * The account forms (spec §3 Registration, §5 rules), one definition for the storefront's forms and the
 * identity DTOs. They live in contracts/common because that entry point is browser-safe; the identity
 * contracts' DTOs add OpenAPI decorators, which the browser bundle must not load.
 */

const max = (value: number = MAX_INPUT_LENGTH): FieldRule => ({ rule: 'maxLength', max: value });
const NO_EMOJI: FieldRule = { rule: 'noEmoji' };

const text = (required: boolean, ...rules: FieldRule[]): FieldSpec => ({ required, type: 'text', rules });
/** Free text: at most 255 characters (unless said otherwise), no emoji. */
const plain = (required: boolean, length: number = MAX_INPUT_LENGTH): FieldSpec =>
  text(required, max(length), NO_EMOJI);

export const EMAIL_FIELD: FieldSpec = text(true, max(), { rule: 'email' }, NO_EMOJI);
export const PERSON_NAME_FIELD: FieldSpec = text(true, max(), { rule: 'personName' }, NO_EMOJI);
export const STRONG_PASSWORD_FIELD: FieldSpec = text(
  true,
  { rule: 'minLength', min: PASSWORD_MIN_LENGTH },
  { rule: 'maxLength', max: PASSWORD_MAX_LENGTH },
  { rule: 'strongPassword' },
);
export const PASSWORD_CONFIRMATION_FIELD: FieldSpec = text(true, { rule: 'confirms', field: 'password' });
export const PHONE_FIELD: FieldSpec = text(true, max(PHONE_MAX_LENGTH), { rule: 'phone' }, NO_EMOJI);
export const POST_CODE_FIELD: FieldSpec = text(
  true,
  max(POST_CODE_MAX_LENGTH),
  { rule: 'postCode' },
  NO_EMOJI,
);
/** Spec §5: "Markup contain only one digit after Decimal Point". */
export const MARKUP_FIELD: FieldSpec = {
  required: true,
  type: 'number',
  rules: [
    { rule: 'between', min: MARKUP_MIN, max: MARKUP_MAX },
    { rule: 'maxDecimals', places: MARKUP_DECIMALS, key: 'validation.markupDecimals' },
  ],
};

/** /user-registration. */
export const REGISTRATION_FIELDS = {
  companyName: plain(true),
  addressLine1: plain(true),
  addressLine2: plain(false),
  city: plain(true),
  county: plain(false),
  postCode: POST_CODE_FIELD,
  country: plain(true),
  currency: text(true, { rule: 'currency' }),
  companyPhone: PHONE_FIELD,
  website: text(false, max(), { rule: 'website' }, NO_EMOJI),
  mobile: { ...PHONE_FIELD, required: false },
  vatNumber: text(false, max(VAT_NUMBER_MAX_LENGTH), { rule: 'vatNumber' }, NO_EMOJI),
  references: plain(false, LONG_TEXT_MAX_LENGTH),
  comments: plain(false, LONG_TEXT_MAX_LENGTH),
  contactName: PERSON_NAME_FIELD,
  email: EMAIL_FIELD,
  password: STRONG_PASSWORD_FIELD,
  confirmPassword: PASSWORD_CONFIRMATION_FIELD,
} as const satisfies Record<string, FieldSpec>;

/** /forgot-password. */
export const FORGOT_PASSWORD_FIELDS = {
  email: EMAIL_FIELD,
} as const satisfies Record<string, FieldSpec>;

/** /reset-password/{id}: the token is the {id} of the link. */
export const RESET_PASSWORD_FIELDS = {
  token: text(true, max(200)),
  password: STRONG_PASSWORD_FIELD,
  confirmPassword: PASSWORD_CONFIRMATION_FIELD,
} as const satisfies Record<string, FieldSpec>;

/** My Account: change password. The current password is only checked against the stored one. */
export const CHANGE_PASSWORD_FIELDS = {
  currentPassword: text(true, max()),
  password: STRONG_PASSWORD_FIELD,
  confirmPassword: PASSWORD_CONFIRMATION_FIELD,
} as const satisfies Record<string, FieldSpec>;

/** The customer's own retail markup (My Account), and the admin's on approval. */
export const MARKUP_FIELDS = {
  markup: MARKUP_FIELD,
} as const satisfies Record<string, FieldSpec>;

/** Back office: a user added to a customer (add-customer-users) or an admin user (admin-management). */
export const NEW_USER_FIELDS = {
  firstName: PERSON_NAME_FIELD,
  lastName: { ...PERSON_NAME_FIELD, required: false },
  email: EMAIL_FIELD,
  password: STRONG_PASSWORD_FIELD,
  confirmPassword: PASSWORD_CONFIRMATION_FIELD,
} as const satisfies Record<string, FieldSpec>;

/** Back office: approving a pending customer. The account number is made up when left out. */
export const APPROVAL_FIELDS = {
  acNo: text(false, { rule: 'accountNumber' }),
  markup: MARKUP_FIELD,
  isVatApplicable: { required: true, type: 'boolean', rules: [] },
} as const satisfies Record<string, FieldSpec>;

/** Back office: rejecting a pending customer. */
export const REJECTION_FIELDS = {
  reason: plain(true, LONG_TEXT_MAX_LENGTH),
} as const satisfies Record<string, FieldSpec>;
