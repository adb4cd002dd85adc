import type { FieldSpec } from '@atelier/contracts/common';
import type { AdminCollection } from '@atelier/contracts/catalogue';
import type { CollectionBody } from '../../api/catalogue-admin';
import type { FormValues } from '../../shared/forms/formMessages';
import { TITLE_FIELDS, wholeNumber } from '../admin-menus';

export const COLLECTION_FIELDS = {
  name: TITLE_FIELDS.title,
  sortOrder: {
    required: false,
    type: 'number',
    rules: [{ rule: 'integerBetween', min: 0, max: 100_000 }],
  } satisfies FieldSpec,
};

export type CollectionValues = FormValues<keyof typeof COLLECTION_FIELDS>;

export function collectionValues(collection: AdminCollection | null): CollectionValues {
  return { name: collection?.name ?? '', sortOrder: String(collection?.sort_order ?? 0) };
}

export function toCollectionBody(values: CollectionValues): CollectionBody {
  return { name: String(values.name).trim(), sortOrder: wholeNumber(values.sortOrder) };
}
