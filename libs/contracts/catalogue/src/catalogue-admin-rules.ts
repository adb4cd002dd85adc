import { AtLeast, AtMost, LANGUAGE_CODES, MAX_INPUT_LENGTH, WholeNumber } from '@atelier/contracts/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { toNumber } from './catalogue.dto';
import { IsOptional, ValidateBy, type ValidationArguments } from 'class-validator';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from './catalogue-admin.constants';

const issue = (key: string, params?: Record<string, string | number>): string =>
  JSON.stringify({ key, params });
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|:[a-z0-9_+-]+:/iu;

/** One rule per property whose message (an i18n key with parameters) says the first thing wrong. */
export function Checked(problem: (value: unknown) => string | null, optional = true): PropertyDecorator {
  const rule = ValidateBy({
    name: 'checked',
    validator: {
      validate: (value: unknown) => problem(value) === null,
      defaultMessage: (args?: ValidationArguments) => problem(args?.value) ?? '',
    },
  });
  return (target, key) => {
    if (optional) IsOptional()(target, key);
    rule(target, key);
  };
}

/** Text per language: an object whose keys are language codes and whose values are short texts. */
export function localisedTextProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return issue('validation.object');
  for (const [language, text] of Object.entries(value)) {
    if (!(LANGUAGE_CODES as readonly string[]).includes(language)) {
      return issue('catalogue.validation.oneOf', { values: LANGUAGE_CODES.join(', ') });
    }
    if (typeof text !== 'string') return issue('validation.string');
    if (text.length > MAX_INPUT_LENGTH) return issue('validation.maxLength', { max: MAX_INPUT_LENGTH });
    if (EMOJI.test(text)) return issue('validation.noEmoji');
  }
  return null;
}

/** A list of at most `max` distinct items, each passing `each`. */
export function listProblem(
  value: unknown,
  max: number,
  each: (item: unknown) => string | null,
): string | null {
  if (!Array.isArray(value)) return issue('catalogue.validation.array');
  if (value.length > max) return issue('catalogue.validation.arrayMax', { max });
  for (const item of value) {
    const wrong = each(item);
    if (wrong) return wrong;
  }
  if (new Set(value).size !== value.length) return issue('catalogue.validation.duplicates');
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuidProblem = (item: unknown): string | null =>
  typeof item === 'string' && UUID.test(item) ? null : issue('validation.uuid');
export const idProblem = (item: unknown): string | null =>
  !Number.isInteger(item)
    ? issue('validation.integer')
    : (item as number) < 1 || (item as number) > 2_147_483_647
      ? issue('validation.min', { min: 1 })
      : null;

/** Page and page size of a back-office list. */
export class CatalogueAdminPageDto {
  @ApiPropertyOptional({ example: 1, minimum: 1 })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(100_000)
  page: number = 1;

  @ApiPropertyOptional({ example: ADMIN_PAGE_SIZE, minimum: 1, maximum: MAX_ADMIN_PAGE_SIZE })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(MAX_ADMIN_PAGE_SIZE)
  limit: number = ADMIN_PAGE_SIZE;
}

/** A page of a back-office list. */
export interface AdminPage<T> {
  rows: T[];
  count: number;
  page: number;
  limit: number;
  pages: number;
}
