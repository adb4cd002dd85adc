import type { FieldSpec } from '@atelier/contracts/common';
import type { AdminGroup } from '@atelier/contracts/catalogue';
import type { GroupBody, GroupLevel } from '../../api/catalogue-admin';
import type { FormValues } from '../../shared/forms/formMessages';
import { TITLE_FIELDS, titleValues, toTitles, wholeNumber } from '../admin-menus';

export const GROUP_FIELDS = {
  ...TITLE_FIELDS,
  sortOrder: {
    required: false,
    type: 'number',
    rules: [{ rule: 'integerBetween', min: 0, max: 100_000 }],
  } satisfies FieldSpec,
  active: { required: false, type: 'boolean', rules: [] } satisfies FieldSpec,
  mainGroupId: { required: false, type: 'text', rules: [] } satisfies FieldSpec,
};

export type GroupValues = FormValues<keyof typeof GROUP_FIELDS>;

export function groupValues(group: AdminGroup | null, mainGroupId: number | undefined): GroupValues {
  return {
    ...titleValues(group?.name ?? '', group?.names ?? {}),
    sortOrder: String(group?.sort_order ?? 0),
    active: group?.active ?? true,
    mainGroupId: String(group?.main_group_id ?? mainGroupId ?? ''),
  };
}

/** The body of a save: a sub group names its main group, a main group does not. */
export function toGroupBody(level: GroupLevel, values: GroupValues): GroupBody {
  const body: GroupBody = {
    name: String(values.title).trim(),
    names: toTitles(values),
    sortOrder: wholeNumber(values.sortOrder),
    active: values.active === true,
  };
  if (level === 'sub') body.mainGroupId = wholeNumber(values.mainGroupId);
  return body;
}
