import {
  type FieldSpec,
  FormField,
  type FormSpec,
  MaxLen,
  NoEmoji,
  Required,
  Text,
} from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { OneOf, SpecialInstructions } from './dto-rules';
import {
  MAX_POSTAGE,
  SHIPPING_OPTION_CODES,
  type ShippingOptionCode,
  SPECIAL_INSTRUCTIONS_MAX_LENGTH,
} from './orders.constants';

/** Spec section 5: postage is a number with at most two decimals. */
export const POSTAGE_FIELD: FieldSpec = {
  type: 'number',
  rules: [
    { rule: 'between', min: 0, max: MAX_POSTAGE },
    { rule: 'maxDecimals', places: 2, key: 'validation.postageDecimals' },
  ],
};

/**
 * The checkout form's rules as data, for the browser's `checkForm` (the special instructions'
 * character rule is `isValidSpecialInstructions`, which the server applies too).
 */
export const CHECKOUT_FIELDS: FormSpec = {
  shippingAddressId: { required: true, type: 'text', rules: [{ rule: 'maxLength', max: 64 }] },
  shippingOption: { required: true, type: 'text', rules: [{ rule: 'oneOf', values: SHIPPING_OPTION_CODES }] },
  postage: POSTAGE_FIELD,
  specialInstructions: {
    type: 'text',
    rules: [{ rule: 'maxLength', max: SPECIAL_INSTRUCTIONS_MAX_LENGTH }, { rule: 'noEmoji' }],
  },
};

/** The confirm tab's totals for a shipping choice. */
export class CheckoutSummaryDto {
  @ApiPropertyOptional({ enum: SHIPPING_OPTION_CODES, default: 'standard' })
  @IsOptional()
  @OneOf(SHIPPING_OPTION_CODES)
  shippingOption?: ShippingOptionCode;

  @ApiPropertyOptional({ example: 4.5, description: 'pounds, at most two decimals' })
  @IsOptional()
  @FormField(POSTAGE_FIELD)
  postage?: number | string;
}

export class PlaceOrderDto {
  @ApiProperty({
    example: 'primary',
    description: '_id of one of GET /api/orders/checkout-options addresses',
  })
  @Required()
  @Text()
  @MaxLen(64)
  shippingAddressId!: string;

  @ApiProperty({ enum: SHIPPING_OPTION_CODES })
  @Required()
  @OneOf(SHIPPING_OPTION_CODES)
  shippingOption!: ShippingOptionCode;

  @ApiPropertyOptional({ example: 4.5, description: 'pounds, at most two decimals' })
  @IsOptional()
  @FormField(POSTAGE_FIELD)
  postage?: number | string;

  @ApiPropertyOptional({ maxLength: SPECIAL_INSTRUCTIONS_MAX_LENGTH })
  @IsOptional()
  @Text()
  @MaxLen(SPECIAL_INSTRUCTIONS_MAX_LENGTH)
  @NoEmoji()
  @SpecialInstructions()
  specialInstructions?: string;
}

/** What the gateway sends: the form plus the Idempotency-Key header, when there was one. */
export class PlaceOrderMessage extends PlaceOrderDto {
  @IsOptional()
  @Text()
  @MaxLen(128)
  idempotencyKey?: string;
}
