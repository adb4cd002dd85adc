import { isEmail, isUUID } from 'class-validator';
import type { FieldIssue } from '../errors';
import {
  ACCOUNT_NUMBER_PATTERN,
  CURRENCY_CODE_PATTERN,
  decimalPlaces,
  type FieldRule,
  type FieldSpec,
  type FormSpec,
  hasEmoji,
  isAbsent,
  PERSON_NAME_PATTERN,
  PHONE_PATTERN,
  POST_CODE_PATTERN,
  ruleIssue,
  STRONG_PASSWORD_PATTERN,
  toNumber,
  typeIssue,
  VAT_NUMBER_PATTERN,
  WEBSITE_PATTERN,
} from './form-rules';

/*
 * Checking values against the field tables of `form-rules.ts`. Apart from the tables because the checks
 * use class-validator's email and UUID tests: a page that only reads a table or a pattern (the storefront's
 * first load) does not carry them; the forms that check load them with their own code.
 */

/** Whether a present value of the right type keeps the rule; `form` holds the other fields. */
export function keepsRule(rule: FieldRule, value: unknown, form: Readonly<Record<string, unknown>>): boolean {
  const text = typeof value === 'string' ? value : '';
  switch (rule.rule) {
    case 'minLength':
      return text.length >= rule.min;
    case 'maxLength':
      return text.length <= rule.max;
    case 'email':
      return isEmail(text.trim());
    case 'noEmoji':
      return !hasEmoji(text);
    case 'personName':
      return PERSON_NAME_PATTERN.test(text.trim());
    case 'phone':
      return PHONE_PATTERN.test(text.trim());
    case 'postCode':
      return POST_CODE_PATTERN.test(text.trim());
    case 'strongPassword':
      return STRONG_PASSWORD_PATTERN.test(text);
    case 'confirms':
      return value === form[rule.field];
    case 'currency':
      return CURRENCY_CODE_PATTERN.test(text.trim());
    case 'website':
      return WEBSITE_PATTERN.test(text.trim());
    case 'vatNumber':
      return VAT_NUMBER_PATTERN.test(text.trim());
    case 'accountNumber':
      return ACCOUNT_NUMBER_PATTERN.test(text.trim());
    case 'between': {
      const number = toNumber(value);
      return number !== null && number >= rule.min && number <= rule.max;
    }
    case 'maxDecimals':
      return decimalPlaces(value) <= rule.places;
    case 'integerBetween': {
      const number = toNumber(value);
      return number !== null && Number.isInteger(number) && number >= rule.min && number <= rule.max;
    }
    case 'oneOf':
      return rule.values.includes(text);
    case 'eachOneOf':
      return (
        Array.isArray(value) && value.every((item) => typeof item === 'string' && rule.values.includes(item))
      );
    case 'eachUuid':
      return Array.isArray(value) && value.every((item) => isUUID(item));
  }
}

/**
 * Whether a value breaks one rule of its field. Only present values of the right type are checked,
 * except a confirmation: left empty while the field it confirms is filled, it does not match.
 */
export function breaksRule(
  spec: FieldSpec,
  rule: FieldRule,
  value: unknown,
  form: Readonly<Record<string, unknown>>,
): boolean {
  if (isAbsent(value)) return rule.rule === 'confirms' && !isAbsent(form[rule.field]);
  if (typeIssue(spec.type, value) !== null) return false;
  return !keepsRule(rule, value, form);
}

/**
 * Every problem of one field, in the order the server reports them: a missing required value or a
 * wrong type alone (the other rules would only be noise), otherwise each rule it breaks.
 */
export function checkField(
  spec: FieldSpec,
  value: unknown,
  form: Readonly<Record<string, unknown>> = {},
): FieldIssue[] {
  const absent = isAbsent(value);
  if (absent && spec.required) return [{ key: 'validation.required' }];
  const wrongType = absent ? null : typeIssue(spec.type, value);
  if (wrongType) return [wrongType];
  return spec.rules.filter((rule) => breaksRule(spec, rule, value, form)).map(ruleIssue);
}

/** The problems of a whole form by field name; fields without problems are left out. */
export function checkForm(
  spec: FormSpec,
  values: Readonly<Record<string, unknown>>,
): Record<string, FieldIssue[]> {
  const problems: Record<string, FieldIssue[]> = {};
  for (const [field, fieldSpec] of Object.entries(spec)) {
    const issues = checkField(fieldSpec, values[field], values);
    if (issues.length > 0) problems[field] = issues;
  }
  return problems;
}
