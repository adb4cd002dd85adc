import {
  IsBoolean,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { MAX_INPUT_LENGTH } from '../api';
import type { FieldIssue } from '../errors';
import { breaksRule } from './form-check';
import {
  EMOJI_PATTERN,
  type FieldSpec,
  isAbsent,
  PERSON_NAME_PATTERN,
  ruleIssue,
  TYPE_ISSUE_KEYS,
  typeIssue,
} from './form-rules';

/**
 * class-validator only carries a string per failed rule, so each rule's message is its i18n key and
 * parameters as JSON; whoever answers the caller renders it in the caller's language.
 */
function message(key: string, params?: Record<string, string | number>): ValidationOptions {
  return { message: JSON.stringify({ key, params }) };
}

export function parseIssue(raw: string): FieldIssue {
  if (raw.startsWith('{')) {
    try {
      const parsed = JSON.parse(raw) as FieldIssue;
      if (typeof parsed.key === 'string') return parsed;
    } catch {
      // A rule written without our helpers; fall through to the generic message.
    }
  }
  return { key: 'validation.invalid' };
}

export const Required = (): PropertyDecorator => IsNotEmpty(message('validation.required'));
export const Text = (): PropertyDecorator => IsString(message('validation.string'));
export const Email = (): PropertyDecorator => IsEmail({}, message('validation.email'));
export const MaxLen = (max: number = MAX_INPUT_LENGTH): PropertyDecorator =>
  MaxLength(max, message('validation.maxLength', { max }));
export const MinLen = (min: number): PropertyDecorator =>
  MinLength(min, message('validation.minLength', { min }));
export const AlphaSpaces = (): PropertyDecorator =>
  Matches(PERSON_NAME_PATTERN, message('validation.alphaSpaces'));
/** A name in URLs and headers (a tenant's x-tenant): lower-case letters, digits and hyphens. */
export const Slug = (): PropertyDecorator => Matches(/^[a-z0-9][a-z0-9-]{1,62}$/, message('validation.slug'));
export const Uuid = (): PropertyDecorator => IsUUID('all', message('validation.uuid'));
export const WholeNumber = (): PropertyDecorator => IsInt(message('validation.integer'));
export const NumberValue = (): PropertyDecorator => IsNumber({}, message('validation.number'));
export const AtLeast = (min: number): PropertyDecorator => Min(min, message('validation.min', { min }));
export const AtMost = (max: number): PropertyDecorator => Max(max, message('validation.max', { max }));
export const Bool = (): PropertyDecorator => IsBoolean(message('validation.boolean'));
export const PlainObject = (): PropertyDecorator => IsObject(message('validation.object'));

/** Spec section 5: no emoji and no text-icon shortcodes (:word:) in any field. */
export const NoEmoji = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'noEmoji',
      validator: { validate: (value: unknown) => typeof value !== 'string' || !EMOJI_PATTERN.test(value) },
    },
    message('validation.noEmoji'),
  );

function formObject(args: ValidationArguments): Readonly<Record<string, unknown>> {
  return args.object as Readonly<Record<string, unknown>>;
}

/**
 * Applies a shared field definition (form-rules.ts, account-forms.ts) to a DTO property: one
 * class-validator constraint per check, each keeping its own i18n key, so the server reports exactly
 * what `checkForm` reports in the browser for the same input.
 */
export function FormField(spec: FieldSpec): PropertyDecorator {
  return (target: object, property: string | symbol) => {
    ValidateBy(
      {
        name: 'form-required',
        validator: { validate: (value: unknown) => !(spec.required === true && isAbsent(value)) },
      },
      message('validation.required'),
    )(target, property);
    ValidateBy(
      {
        name: `form-type-${spec.type}`,
        validator: { validate: (value: unknown) => isAbsent(value) || typeIssue(spec.type, value) === null },
      },
      message(TYPE_ISSUE_KEYS[spec.type]),
    )(target, property);
    for (const rule of spec.rules) {
      const issue = ruleIssue(rule);
      ValidateBy(
        {
          name: `form-${rule.rule}`,
          validator: {
            validate: (value: unknown, args?: ValidationArguments) =>
              !breaksRule(spec, rule, value, args ? formObject(args) : {}),
          },
        },
        message(issue.key, issue.params),
      )(target, property);
    }
  };
}
