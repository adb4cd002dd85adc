import {
  type AdminDiscount,
  DISCOUNT_KINDS,
  type DiscountKind,
  MAX_DISCOUNT_PRICE,
} from '@atelier/contracts/catalogue';
import type { FieldSpec } from '@atelier/contracts/common';
import type { DiscountBody } from '../../api/prices-admin';
import type { FormValues } from '../../shared/forms/formMessages';

export const PRODUCT_KINDS = ['all', 'design', 'group'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** The discount form's rules; the server checks the same and more (the value for its kind, the days). */
export const DISCOUNT_FIELDS = {
  customerId: { type: 'text', rules: [] } satisfies FieldSpec,
  customerGroupId: { type: 'text', rules: [] } satisfies FieldSpec,
  productKind: {
    required: true,
    type: 'text',
    rules: [{ rule: 'oneOf', values: PRODUCT_KINDS }],
  } satisfies FieldSpec,
  designNumber: { type: 'text', rules: [{ rule: 'maxLength', max: 60 }] } satisfies FieldSpec,
  mainGroupId: { type: 'text', rules: [] } satisfies FieldSpec,
  kind: {
    required: true,
    type: 'text',
    rules: [{ rule: 'oneOf', values: DISCOUNT_KINDS }],
  } satisfies FieldSpec,
  value: {
    required: true,
    type: 'number',
    rules: [
      { rule: 'between', min: 0.01, max: MAX_DISCOUNT_PRICE },
      { rule: 'maxDecimals', places: 2, key: 'validation.moneyDecimals' },
    ],
  } satisfies FieldSpec,
  startsOn: { required: true, type: 'text', rules: [] } satisfies FieldSpec,
  endsOn: { required: true, type: 'text', rules: [] } satisfies FieldSpec,
};

export type DiscountValues = FormValues<keyof typeof DISCOUNT_FIELDS>;

const day = (at: Date, offset = 0) => new Date(at.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The form's values: a discount's own, or a new one (every customer, every design, 10 % off for 30
 * days). A customer and a customer group are exclusive; the server names customerGroupId if both come.
 */
export function discountValues(discount: AdminDiscount | null, today: Date): DiscountValues {
  if (!discount) {
    return {
      customerId: '',
      customerGroupId: '',
      productKind: 'all',
      designNumber: '',
      mainGroupId: '',
      kind: 'percent',
      value: '10',
      startsOn: day(today),
      endsOn: day(today, 30),
    };
  }
  return {
    customerId: discount.customerId ?? '',
    customerGroupId: discount.customerGroupId ?? '',
    productKind: discount.designId ? 'design' : discount.mainGroupId !== null ? 'group' : 'all',
    designNumber: discount.designNumber ?? '',
    mainGroupId: discount.mainGroupId === null ? '' : String(discount.mainGroupId),
    kind: discount.kind,
    value: String(discount.value),
    startsOn: discount.startsOn,
    endsOn: discount.endsOn,
  };
}

function isKind(value: string): value is DiscountKind {
  return (DISCOUNT_KINDS as readonly string[]).includes(value);
}

/**
 * The body the server takes: only the product the form's "applies to" names (a blank one is sent as it
 * is, so the server names the field).
 */
export function toDiscountBody(values: DiscountValues): DiscountBody {
  const text = (field: keyof DiscountValues) => String(values[field]).trim();
  const product = text('productKind');
  const group = text('mainGroupId');
  return {
    customerId: text('customerId') || null,
    customerGroupId: text('customerGroupId') || null,
    designNumber: product === 'design' ? text('designNumber') : null,
    mainGroupId: product === 'group' ? (group === '' ? null : Number(group)) : null,
    kind: isKind(text('kind')) ? (text('kind') as DiscountKind) : 'percent',
    value: Number(text('value')),
    startsOn: text('startsOn'),
    endsOn: text('endsOn'),
  };
}
