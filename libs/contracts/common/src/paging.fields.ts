import type { FieldSpec } from './validation/form-rules';

/** The highest page number any list query accepts. */
export const MAX_PAGE_NUMBER = 100_000;

/** The page number as a form rule, for list queries the browser checks with the same spec. */
export const PAGE_FIELD: FieldSpec = {
  type: 'number',
  rules: [{ rule: 'integerBetween', min: 1, max: MAX_PAGE_NUMBER }],
};

/** The page size as a form rule, up to the list's own maximum. */
export const limitField = (max: number): FieldSpec => ({
  type: 'number',
  rules: [{ rule: 'integerBetween', min: 1, max }],
});
