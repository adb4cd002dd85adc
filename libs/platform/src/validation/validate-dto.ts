import { CommonErrorCode, type FieldIssue, parseIssue } from '@atelier/contracts/common';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { CommonException } from '../errors';
import { screenInput } from './input-screen';
import { cacheValidationMetadata } from './metadata-cache';
import { quickAccepts } from './quick-accept';

cacheValidationMetadata();

/** A missing value or a wrong type makes every other rule on that field noise, so it is reported alone. */
const DECISIVE = [
  'validation.required',
  'validation.string',
  'validation.number',
  'validation.integer',
  'validation.boolean',
  'validation.object',
];

function mostRelevant(issues: FieldIssue[]): FieldIssue[] {
  for (const key of DECISIVE) {
    const decisive = issues.find((issue) => issue.key === key);
    if (decisive) return [decisive];
  }
  return issues;
}

function collect(errors: ValidationError[], prefix: string, into: Record<string, FieldIssue[]>): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      into[path] = mostRelevant(
        Object.entries(error.constraints).map(([name, raw]) =>
          name === 'whitelistValidation' ? { key: 'validation.unknownField' } : parseIssue(raw),
        ),
      );
    }
    if (error.children?.length) collect(error.children, path, into);
  }
}

export function validationException(fields: Record<string, FieldIssue[]>): CommonException {
  return new CommonException(CommonErrorCode.ValidationFailed, 'error.validation', {}, fields);
}

/**
 * An optional field sent as null counts as absent (class-validator's IsOptional), so it gets its default
 * too, rather than reaching the service as null where a number was promised.
 */
function withDefaultsForNulls<T extends object>(type: ClassConstructor<T>, input: object): object {
  const defaults = new Map(Object.entries(new type()));
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => !(value === null && defaults.get(key) !== undefined)),
  );
}

/**
 * Builds a DTO from untrusted input and checks it. Unknown properties are refused so that a typo in a
 * field name is reported instead of silently ignored.
 */
export async function validateDto<T extends object>(type: ClassConstructor<T>, input: unknown): Promise<T> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw validationException({ body: [{ key: 'validation.object' }] });
  }
  const unsafe = screenInput(input);
  if (Object.keys(unsafe).length > 0) throw validationException(unsafe);
  // Input that certainly passes stands for the DTO as it is; anything else is checked in full, so a
  // refusal always names its fields.
  if (quickAccepts(type, input as Record<string, unknown>)) return input as T;
  return validateInFull(type, input);
}

/** class-transformer's instance of screened input, checked by class-validator (what validateDto falls back to). */
export async function validateInFull<T extends object>(type: ClassConstructor<T>, input: object): Promise<T> {
  const instance = plainToInstance(type, withDefaultsForNulls(type, input));
  const errors = await validate(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    validationError: { target: false, value: false },
  });
  if (errors.length > 0) {
    const fields: Record<string, FieldIssue[]> = {};
    collect(errors, '', fields);
    throw validationException(fields);
  }
  return instance;
}
