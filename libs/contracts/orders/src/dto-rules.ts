import { PageQuery } from '@atelier/contracts/common';
import type { FieldSpec } from '@atelier/contracts/common';
import { isValidSpecialInstructions, MAX_ORDERS_PAGE_SIZE, ORDERS_PAGE_SIZE } from './orders.constants';
import { Transform } from 'class-transformer';
import { IsIn, ValidateBy, type ValidationOptions } from 'class-validator';

/** Same wire form as the common rules: the i18n key and its parameters, rendered by the gateway. */
export function rule(key: string, params?: Record<string, string | number>): ValidationOptions {
  return { message: JSON.stringify({ key, params }) };
}

export const OneOf = (values: readonly (string | number)[]): PropertyDecorator =>
  IsIn([...values], rule('validation.oneOf'));

/** Query strings and multipart fields are text; "2" becomes 2, anything else fails the number rule. */
export const toNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() !== '' && /^-?\d+(\.\d+)?$/.test(value.trim())
      ? Number(value)
      : value,
  );

/** Multipart fields are text: "true" and "false" become booleans, anything else fails the boolean rule. */
export const toBooleanField = () =>
  Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value));

/** `Uuid()` on an array checks each item. */
export const EachUuid = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'eachUuid',
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) &&
          value.every(
            (item) =>
              typeof item === 'string' &&
              /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(item),
          ),
      },
    },
    rule('validation.uuid'),
  );

/** Spec section 5, special instruction: letters, digits, underscore, whitespace and * @ = + ; ( ) , / - & # ' ". */
export const SpecialInstructions = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'specialInstructions',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || isValidSpecialInstructions(value),
      },
    },
    rule('validation.specialInstructions'),
  );

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const IsoDate = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isoDate',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          ISO_DATE.test(value) &&
          !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
      },
    },
    rule('validation.date'),
  );

export const MONEY_FIELD: FieldSpec = {
  type: 'number',
  rules: [
    { rule: 'between', min: 0, max: 10_000_000 },
    { rule: 'maxDecimals', places: 2, key: 'validation.moneyDecimals' },
  ],
};

/** Page and limit of every orders list: text in query strings, ORDERS_PAGE_SIZE rows by default. */
export const OrdersPageQuery = PageQuery({
  defaultLimit: ORDERS_PAGE_SIZE,
  maxLimit: MAX_ORDERS_PAGE_SIZE,
  fromText: toNumber,
});
