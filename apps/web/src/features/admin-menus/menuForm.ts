import type { FieldSpec } from '@atelier/contracts/common';
import type { AdminMenuNode, SortOption, UpdateMenuItemDto } from '@atelier/contracts/catalogue';
import { SORT_OPTIONS } from '../../api/catalogue';
import type { FormValues } from '../../shared/forms/formMessages';
import { TITLE_FIELDS, textField, titleValues, toTitles } from './titleFields';

const flag: FieldSpec = { required: false, type: 'boolean', rules: [] };

export const MENU_FIELDS = {
  ...TITLE_FIELDS,
  urlPath: textField(true, 100),
  url: textField(false),
  sortBy: {
    required: false,
    type: 'text',
    rules: [{ rule: 'oneOf', values: ['', ...SORT_OPTIONS] }],
  } satisfies FieldSpec,
  isSubmenu1Clickable: flag,
  isStyle: flag,
  isNew: flag,
};

export type MenuField = keyof typeof MENU_FIELDS;
export type MenuValues = FormValues<MenuField>;

export function menuValues(node: AdminMenuNode | null): MenuValues {
  return {
    ...titleValues(node?.title ?? '', node?.titles ?? {}),
    urlPath: node?.url_path ?? '',
    url: node?.url ?? '',
    sortBy: node?.sort_by ?? '',
    isSubmenu1Clickable: node?.is_submenu1_clickable ?? false,
    isStyle: node?.is_style ?? false,
    isNew: node?.is_new ?? false,
  };
}

function isSortOption(value: string): value is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value);
}

/** Every field of the entry (an empty link or sort clears it). */
export function toMenuBody(values: MenuValues): UpdateMenuItemDto & { title: string; urlPath: string } {
  const url = String(values.url).trim();
  const sortBy = String(values.sortBy);
  return {
    title: String(values.title).trim(),
    titles: toTitles(values),
    urlPath: String(values.urlPath).trim(),
    url: url === '' ? null : url,
    sortBy: isSortOption(sortBy) ? sortBy : null,
    isSubmenu1Clickable: values.isSubmenu1Clickable === true,
    isStyle: values.isStyle === true,
    isNew: values.isNew === true,
  };
}
