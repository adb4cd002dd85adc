import type { FieldSpec } from '@atelier/contracts/common';
import type { AdminFilter, FilterOptions, IdFilter, UpdateFilterDto } from '@atelier/contracts/catalogue';
import { ID_FILTERS } from '../../api/catalogue';
import type { FormValues } from '../../shared/forms/formMessages';
import { optionRows } from '../search';
import { TITLE_FIELDS, titleValues, toTitles, wholeNumber } from './titleFields';

export const FILTER_FIELDS = {
  kind: { required: true, type: 'text', rules: [{ rule: 'oneOf', values: ID_FILTERS }] } satisfies FieldSpec,
  ...TITLE_FIELDS,
  sortOrder: {
    required: false,
    type: 'number',
    rules: [{ rule: 'integerBetween', min: 0, max: 100_000 }],
  } satisfies FieldSpec,
  active: { required: false, type: 'boolean', rules: [] } satisfies FieldSpec,
};

export type FilterField = keyof typeof FILTER_FIELDS;
export type FilterValues = FormValues<FilterField>;

export function filterValues(filter: AdminFilter | null, kind: IdFilter | ''): FilterValues {
  return {
    kind: filter?.kind ?? kind,
    ...titleValues(filter?.title ?? '', filter?.titles ?? {}),
    sortOrder: String(filter?.sort_order ?? 0),
    active: filter?.active ?? true,
  };
}

/** The body of a save; a new filter adds its kind (which never changes afterwards). */
export function toFilterBody(
  values: FilterValues,
  valueIds: readonly number[],
): UpdateFilterDto & { title: string } {
  return {
    title: String(values.title).trim(),
    titles: toTitles(values),
    valueIds: [...valueIds],
    sortOrder: wholeNumber(values.sortOrder),
    active: values.active === true,
  };
}

/** The kinds not configured yet (one filter per kind), plus the one being edited. */
export function freeKinds(filters: readonly AdminFilter[], editing: AdminFilter | null): IdFilter[] {
  const taken = new Set(filters.map((filter) => filter.kind));
  return ID_FILTERS.filter((kind) => !taken.has(kind) || kind === editing?.kind);
}

/** The lookup values a filter of this kind may offer, in lookup order. */
export function valuesOfKind(
  options: FilterOptions | undefined,
  kind: string,
): { id: number; name: string }[] {
  if (!options || !(ID_FILTERS as readonly string[]).includes(kind)) return [];
  return optionRows(options)[kind as IdFilter].map(({ id, name }) => ({ id, name }));
}
