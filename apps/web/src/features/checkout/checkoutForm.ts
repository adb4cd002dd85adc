import {
  checkForm,
  toNumber,
  type FieldIssue,
  type FormSpec,
  type LanguageCode,
} from '@atelier/contracts/common';
import {
  isValidSpecialInstructions,
  MAX_POSTAGE,
  SHIPPING_OPTION_CODES,
  SPECIAL_INSTRUCTIONS_MAX_LENGTH,
  type CheckoutOptions,
  type ShippingOptionCode,
} from '@atelier/contracts/orders';
import type { CheckoutSummaryBody, PlaceOrderBody } from '../../api/orders';
import { issueMessage } from '../../shared/forms/formMessages';
import { newIdempotencyKey as newSharedKey } from '../../shared/orders/idempotencyKey';

export type CheckoutValues = {
  shippingAddressId: string;
  shippingOption: ShippingOptionCode | '';
  /** As typed (pounds); empty for none. */
  postage: string;
  specialInstructions: string;
};

export type CheckoutField = keyof CheckoutValues;

export const CHECKOUT_FIELD_NAMES: readonly CheckoutField[] = [
  'shippingAddressId',
  'shippingOption',
  'postage',
  'specialInstructions',
];

/**
 * The checkout form's rules: a copy of `CHECKOUT_FIELDS` (and `POSTAGE_FIELD`) of
 * libs/contracts/orders/src/orders.dto.ts, which cannot be imported here because that file also holds
 * the Nest DTO classes. Keep them in step. The special instructions' character rule is the contract's own
 * `isValidSpecialInstructions` (constants file), which the server's DTO applies too.
 */
export const CHECKOUT_FIELDS: FormSpec = {
  shippingAddressId: { required: true, type: 'text', rules: [{ rule: 'maxLength', max: 64 }] },
  shippingOption: { required: true, type: 'text', rules: [{ rule: 'oneOf', values: SHIPPING_OPTION_CODES }] },
  postage: {
    type: 'number',
    rules: [
      { rule: 'between', min: 0, max: MAX_POSTAGE },
      { rule: 'maxDecimals', places: 2, key: 'validation.postageDecimals' },
    ],
  },
  specialInstructions: {
    type: 'text',
    rules: [{ rule: 'maxLength', max: SPECIAL_INSTRUCTIONS_MAX_LENGTH }, { rule: 'noEmoji' }],
  },
};

/** Every broken rule per field, in the server's order (the character rule last, as in PlaceOrderDto). */
export function checkoutIssues(values: CheckoutValues): Partial<Record<CheckoutField, FieldIssue[]>> {
  const issues = checkForm(CHECKOUT_FIELDS, values) as Partial<Record<CheckoutField, FieldIssue[]>>;
  if (!isValidSpecialInstructions(values.specialInstructions)) {
    issues.specialInstructions = [
      ...(issues.specialInstructions ?? []),
      { key: 'validation.specialInstructions' },
    ];
  }
  return issues;
}

/**
 * The messages of the checkout form in the page's language, worded exactly as the server words them
 * (the shared message catalogue): "Postage contain only two digit after Decimal Point", ...
 */
export function checkoutMessages(
  values: CheckoutValues,
  language: LanguageCode,
  localName?: (field: CheckoutField) => string,
): Partial<Record<CheckoutField, string[]>> {
  const messages: Partial<Record<CheckoutField, string[]>> = {};
  for (const [field, issues] of Object.entries(checkoutIssues(values)) as Array<
    [CheckoutField, FieldIssue[]]
  >) {
    messages[field] = issues.map((issue) => issueMessage(language, field, issue, localName?.(field)));
  }
  return messages;
}

/** The postage as a number of pounds, or undefined when none was entered. */
export function postageValue(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return toNumber(text) ?? undefined;
}

/**
 * The primary address (else the first) and the first shipping option stay chosen until the buyer picks
 * others; a choice the options no longer offer falls back the same way. The same object when nothing changes.
 */
export function withDefaultChoices(values: CheckoutValues, options: CheckoutOptions): CheckoutValues {
  let next = values;
  if (!options.shipping_addresses.some((address) => address._id === values.shippingAddressId)) {
    const primary = options.shipping_addresses.find((address) => address.is_primary);
    next = { ...next, shippingAddressId: (primary ?? options.shipping_addresses[0])?._id ?? '' };
  }
  if (!options.shipping_options.some((option) => option.code === values.shippingOption)) {
    next = { ...next, shippingOption: options.shipping_options[0]?.code ?? '' };
  }
  return next;
}

/** The body of POST /orders/order-summary (the confirm tab). */
export function summaryBody(values: CheckoutValues): CheckoutSummaryBody {
  const body: CheckoutSummaryBody = {};
  if (values.shippingOption) body.shippingOption = values.shippingOption;
  const postage = postageValue(values.postage);
  if (postage !== undefined) body.postage = postage;
  return body;
}

/** The body of POST /orders/place-order; valid values only (see `checkoutIssues`). */
export function placeOrderBody(values: CheckoutValues): PlaceOrderBody {
  const body: PlaceOrderBody = {
    shippingAddressId: values.shippingAddressId,
    shippingOption: values.shippingOption === '' ? 'standard' : values.shippingOption,
  };
  const postage = postageValue(values.postage);
  if (postage !== undefined) body.postage = postage;
  const instructions = values.specialInstructions.trim();
  if (instructions) body.specialInstructions = instructions;
  return body;
}

/** Same order request: the same fields with the same values (key order aside). */
export function sameOrderBody(a: PlaceOrderBody, b: PlaceOrderBody): boolean {
  return (
    a.shippingAddressId === b.shippingAddressId &&
    a.shippingOption === b.shippingOption &&
    a.postage === b.postage &&
    a.specialInstructions === b.specialInstructions
  );
}

/** A fresh Idempotency-Key for one checkout (retries of it send the same). */
export function newIdempotencyKey(): string {
  return newSharedKey('checkout');
}
