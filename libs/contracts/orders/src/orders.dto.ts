import {
  AtLeast,
  AtMost,
  type FieldSpec,
  FormField,
  type FormSpec,
  MaxLen,
  NoEmoji,
  Required,
  Text,
  Uuid,
  WholeNumber,
} from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsOptional,
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import {
  APPRO_STATUSES,
  BESPOKE_STATUSES,
  CHANGE_REQUEST_STATUSES,
  ENGRAVING_TEXT_MAX_LENGTH,
  INVOICE_STATUSES,
  isValidSpecialInstructions,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  MAX_ORDERS_PAGE_SIZE,
  MAX_POSTAGE,
  ORDER_LINE_TYPES,
  ORDER_STATUSES,
  type OrderLineType,
  ORDERS_PAGE_SIZE,
  SHIPPING_OPTION_CODES,
  type ShippingOptionCode,
  SPECIAL_INSTRUCTIONS_MAX_LENGTH,
} from './orders.constants';
import type { StockChangedEvent } from './orders.types';

/** Same wire form as the common rules: the i18n key and its parameters, rendered by the gateway. */
function rule(key: string, params?: Record<string, string | number>): ValidationOptions {
  return { message: JSON.stringify({ key, params }) };
}

const OneOf = (values: readonly (string | number)[]): PropertyDecorator =>
  IsIn([...values], rule('validation.oneOf'));

/** Query strings and multipart fields are text; "2" becomes 2, anything else fails the number rule. */
const toNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() !== '' && /^-?\d+(\.\d+)?$/.test(value.trim())
      ? Number(value)
      : value,
  );

/** `Uuid()` on an array checks each item. */
const EachUuid = (): PropertyDecorator =>
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
const SpecialInstructions = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'specialInstructions',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || isValidSpecialInstructions(value),
      },
    },
    rule('validation.specialInstructions'),
  );

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const IsoDate = (): PropertyDecorator =>
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

/** Spec section 5: postage is a number with at most two decimals. */
export const POSTAGE_FIELD: FieldSpec = {
  type: 'number',
  rules: [
    { rule: 'between', min: 0, max: MAX_POSTAGE },
    { rule: 'maxDecimals', places: 2, key: 'validation.postageDecimals' },
  ],
};

const MONEY_FIELD: FieldSpec = {
  type: 'number',
  rules: [
    { rule: 'between', min: 0, max: 10_000_000 },
    { rule: 'maxDecimals', places: 2, key: 'validation.moneyDecimals' },
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

// ---- cart ---------------------------------------------------------------------------------------------

export class GetCartDto {
  @Required()
  @Uuid()
  userId!: string;
}

/** Added from the design page (/page3): the selected variant and what the buyer chose for it. */
export class AddToCartDto {
  @ApiProperty({ description: 'variant _id from GET /api/designs/{designId}' })
  @Required()
  @Text()
  @Uuid()
  variantId!: string;

  @ApiProperty({ example: 1, minimum: 1, maximum: MAX_LINE_QUANTITY })
  @Required()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(MAX_LINE_QUANTITY)
  quantity!: number;

  @ApiPropertyOptional({ example: '7.1 in', maxLength: 20 })
  @IsOptional()
  @Text()
  @MaxLen(20)
  @NoEmoji()
  size?: string;

  @ApiPropertyOptional({ example: 'N', maxLength: 10 })
  @IsOptional()
  @Text()
  @MaxLen(10)
  @NoEmoji()
  ringSize?: string;

  @ApiPropertyOptional({ example: 'Forever', maxLength: ENGRAVING_TEXT_MAX_LENGTH })
  @IsOptional()
  @Text()
  @MaxLen(ENGRAVING_TEXT_MAX_LENGTH)
  @NoEmoji()
  engravingText?: string;

  @ApiPropertyOptional({ enum: ORDER_LINE_TYPES, description: 'default: stock when any is available' })
  @IsOptional()
  @OneOf(ORDER_LINE_TYPES)
  orderType?: OrderLineType;
}

/** Only the fields sent change; an empty string clears size, ring size or engraving. */
export class UpdateCartLineDto {
  @ApiPropertyOptional({ example: 2, minimum: 1, maximum: MAX_LINE_QUANTITY })
  @IsOptional()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(MAX_LINE_QUANTITY)
  quantity?: number;

  @ApiPropertyOptional({ maxLength: 20 })
  @IsOptional()
  @Text()
  @MaxLen(20)
  @NoEmoji()
  size?: string;

  @ApiPropertyOptional({ maxLength: 10 })
  @IsOptional()
  @Text()
  @MaxLen(10)
  @NoEmoji()
  ringSize?: string;

  @ApiPropertyOptional({ maxLength: ENGRAVING_TEXT_MAX_LENGTH })
  @IsOptional()
  @Text()
  @MaxLen(ENGRAVING_TEXT_MAX_LENGTH)
  @NoEmoji()
  engravingText?: string;

  @ApiPropertyOptional({ enum: ORDER_LINE_TYPES })
  @IsOptional()
  @OneOf(ORDER_LINE_TYPES)
  orderType?: OrderLineType;
}

export class CartLineIdDto {
  @Required()
  @Text()
  @Uuid()
  lineId!: string;
}

export class UpdateCartLineMessage extends UpdateCartLineDto {
  @Required()
  @Text()
  @Uuid()
  lineId!: string;
}

/** Takes the current price for the lines (all when none are named): "verify before ordering". */
export class AcceptCartPricesDto {
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray(rule('validation.array'))
  @ArrayMaxSize(MAX_CART_LINES, rule('catalogue.validation.arrayMax', { max: MAX_CART_LINES }))
  @EachUuid()
  lineIds?: string[];
}

// ---- checkout -----------------------------------------------------------------------------------------

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

// ---- the customer's orders ----------------------------------------------------------------------------

export class ListOrdersQueryDto {
  @ApiPropertyOptional({ example: 1, minimum: 1 })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(100_000)
  page: number = 1;

  @ApiPropertyOptional({ example: ORDERS_PAGE_SIZE, minimum: 1, maximum: MAX_ORDERS_PAGE_SIZE })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(MAX_ORDERS_PAGE_SIZE)
  limit: number = ORDERS_PAGE_SIZE;

  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @toNumber()
  @OneOf(ORDER_STATUSES)
  status?: number;

  @ApiPropertyOptional({ enum: ORDER_LINE_TYPES, description: 'special: orders with special-order lines' })
  @IsOptional()
  @OneOf(ORDER_LINE_TYPES)
  type?: OrderLineType;

  @ApiPropertyOptional({ description: 'order, reference or SE order number, or a design number' })
  @IsOptional()
  @Text()
  @MaxLen(50)
  @NoEmoji()
  search?: string;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'placed on or after (UTC)' })
  @IsOptional()
  @IsoDate()
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'placed on or before (UTC)' })
  @IsOptional()
  @IsoDate()
  to?: string;
}

export const ORDER_LIST_VIEWS = ['history', 'list'] as const;
export type OrderListView = (typeof ORDER_LIST_VIEWS)[number];

export class ListOrdersMessage extends ListOrdersQueryDto {
  @Required()
  @OneOf(ORDER_LIST_VIEWS)
  view!: OrderListView;
}

export class OrderIdDto {
  @Required()
  @Text()
  @Uuid()
  orderId!: string;
}

export class ConvertToSpecialDto {
  @ApiPropertyOptional({
    type: [String],
    description: 'order line _ids; default: every stock line with pending pieces',
  })
  @IsOptional()
  @IsArray(rule('validation.array'))
  @ArrayMaxSize(MAX_CART_LINES, rule('catalogue.validation.arrayMax', { max: MAX_CART_LINES }))
  @EachUuid()
  lineIds?: string[];
}

export class ConvertToSpecialMessage extends ConvertToSpecialDto {
  @Required()
  @Text()
  @Uuid()
  orderId!: string;
}

/** /order-change-request: what the customer wants changed on an order. */
export class ChangeRequestDto {
  @ApiProperty({ example: 'Please change the ring size of line 2 to N.', maxLength: 1000 })
  @Required()
  @Text()
  @MaxLen(1000)
  @NoEmoji()
  message!: string;

  @ApiPropertyOptional({ description: 'an order line _id, when the request is about one line' })
  @IsOptional()
  @Text()
  @Uuid()
  lineId?: string;
}

export class ChangeRequestMessage extends ChangeRequestDto {
  @Required()
  @Text()
  @Uuid()
  orderId!: string;
}

export class PageQueryDto {
  @ApiPropertyOptional({ example: 1, minimum: 1 })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(100_000)
  page: number = 1;

  @ApiPropertyOptional({ example: ORDERS_PAGE_SIZE, minimum: 1, maximum: MAX_ORDERS_PAGE_SIZE })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(MAX_ORDERS_PAGE_SIZE)
  limit: number = ORDERS_PAGE_SIZE;

  @ApiPropertyOptional({ description: 'a status of the listed kind' })
  @IsOptional()
  @Text()
  @MaxLen(30)
  status?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Text()
  @MaxLen(50)
  @NoEmoji()
  search?: string;
}

export class IdDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

// ---- bespoke orders -----------------------------------------------------------------------------------

/** The bespoke order form's fields (multipart text fields; the image travels beside them). */
export class CreateBespokeDto {
  @ApiProperty({ example: 'Halo engagement ring with an oval sapphire, pavé band', maxLength: 1000 })
  @Required()
  @Text()
  @MaxLen(1000)
  @NoEmoji()
  description!: string;

  @ApiPropertyOptional({ example: 'R1001', maxLength: 50 })
  @IsOptional()
  @Text()
  @MaxLen(50)
  @NoEmoji()
  designReference?: string;

  @ApiPropertyOptional({ example: 'White Gold', maxLength: 50 })
  @IsOptional()
  @Text()
  @MaxLen(50)
  @NoEmoji()
  metal?: string;

  @ApiPropertyOptional({ example: '18K', maxLength: 20 })
  @IsOptional()
  @Text()
  @MaxLen(20)
  @NoEmoji()
  karat?: string;

  @ApiPropertyOptional({ example: 'N', maxLength: 20 })
  @IsOptional()
  @Text()
  @MaxLen(20)
  @NoEmoji()
  size?: string;

  @ApiProperty({ example: 1, minimum: 1, maximum: MAX_LINE_QUANTITY })
  @FormField({
    required: true,
    type: 'number',
    rules: [{ rule: 'integerBetween', min: 1, max: MAX_LINE_QUANTITY }],
  })
  quantity!: number | string;

  @ApiPropertyOptional({ example: 1500, description: 'pounds, at most two decimals' })
  @IsOptional()
  @FormField(MONEY_FIELD)
  budget?: number | string;

  @ApiPropertyOptional({ example: '2026-09-30' })
  @IsOptional()
  @IsoDate()
  requiredBy?: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @Text()
  @MaxLen(1000)
  @NoEmoji()
  notes?: string;
}

/** The uploaded image as the gateway forwards it: base64 bytes (at most 10 MB before encoding). */
export class UploadedImageDto {
  @Required()
  @Text()
  data!: string;

  @IsOptional()
  @Text()
  @MaxLen(255)
  filename?: string;
}

export class CreateBespokeMessage extends CreateBespokeDto {
  @Required()
  @ValidateNested()
  @Type(() => UploadedImageDto)
  image!: UploadedImageDto;
}

// ---- back office ---------------------------------------------------------------------------------------

export class AdminListOrdersQueryDto extends ListOrdersQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Text()
  @Uuid()
  customerId?: string;

  @ApiPropertyOptional({ description: 'true: only orders whose new prices await the customer' })
  @IsOptional()
  @OneOf(['true', 'false'])
  awaitingCustomer?: 'true' | 'false';
}

/** Cancel (0) the whole remaining order, or complete (2) it: every pending piece is invoiced. */
export class AdminSetOrderStatusDto {
  @ApiProperty({ enum: [0, 2] })
  @Required()
  @OneOf([0, 2])
  status!: number;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @Text()
  @MaxLen(1000)
  @NoEmoji()
  note?: string;
}

export class AdminSetOrderStatusMessage extends AdminSetOrderStatusDto {
  @Required()
  @Text()
  @Uuid()
  orderId!: string;
}

export class PricingLineDto {
  @ApiProperty()
  @Required()
  @Text()
  @Uuid()
  lineId!: string;

  @ApiProperty({ example: 1250.5, description: 'new net unit price, pounds' })
  @FormField({ ...MONEY_FIELD, required: true })
  unitPrice!: number | string;
}

export class AdminUpdatePricingDto {
  @ApiProperty({ type: [PricingLineDto] })
  @IsArray(rule('validation.array'))
  @ArrayMinSize(1, rule('validation.required'))
  @ArrayMaxSize(MAX_CART_LINES, rule('catalogue.validation.arrayMax', { max: MAX_CART_LINES }))
  @ValidateNested({ each: true })
  @Type(() => PricingLineDto)
  lines!: PricingLineDto[];

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @Text()
  @MaxLen(1000)
  @NoEmoji()
  note?: string;
}

export class AdminUpdatePricingMessage extends AdminUpdatePricingDto {
  @Required()
  @Text()
  @Uuid()
  orderId!: string;
}

export class QuantityLineDto {
  @ApiProperty()
  @Required()
  @Text()
  @Uuid()
  lineId!: string;

  @ApiProperty({ example: 1, minimum: 1 })
  @Required()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(MAX_LINE_QUANTITY)
  quantity!: number;
}

/** Invoices the pieces named, or every pending piece when `lines` is left out. */
export class AdminInvoiceOrderDto {
  @ApiPropertyOptional({ type: [QuantityLineDto] })
  @IsOptional()
  @IsArray(rule('validation.array'))
  @ArrayMinSize(1, rule('validation.required'))
  @ArrayMaxSize(MAX_CART_LINES, rule('catalogue.validation.arrayMax', { max: MAX_CART_LINES }))
  @ValidateNested({ each: true })
  @Type(() => QuantityLineDto)
  lines?: QuantityLineDto[];
}

export class AdminInvoiceOrderMessage extends AdminInvoiceOrderDto {
  @Required()
  @Text()
  @Uuid()
  orderId!: string;
}

export class AdminCancelLinesDto {
  @ApiProperty({ type: [QuantityLineDto] })
  @IsArray(rule('validation.array'))
  @ArrayMinSize(1, rule('validation.required'))
  @ArrayMaxSize(MAX_CART_LINES, rule('catalogue.validation.arrayMax', { max: MAX_CART_LINES }))
  @ValidateNested({ each: true })
  @Type(() => QuantityLineDto)
  lines!: QuantityLineDto[];
}

export class AdminCancelLinesMessage extends AdminCancelLinesDto {
  @Required()
  @Text()
  @Uuid()
  orderId!: string;
}

export class AdminResolveChangeRequestDto {
  @ApiProperty({ enum: ['resolved', 'rejected'] })
  @Required()
  @OneOf(CHANGE_REQUEST_STATUSES.filter((s) => s !== 'open'))
  status!: 'resolved' | 'rejected';

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @Text()
  @MaxLen(1000)
  @NoEmoji()
  response?: string;
}

export class AdminResolveChangeRequestMessage extends AdminResolveChangeRequestDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

export class AdminPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Text()
  @Uuid()
  customerId?: string;
}

export class AdminSetBespokeStatusDto {
  @ApiProperty({ enum: BESPOKE_STATUSES })
  @Required()
  @OneOf(BESPOKE_STATUSES)
  status!: (typeof BESPOKE_STATUSES)[number];

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @Text()
  @MaxLen(1000)
  @NoEmoji()
  note?: string;
}

export class AdminSetBespokeStatusMessage extends AdminSetBespokeStatusDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

export class ApproLineInputDto {
  @ApiProperty({ description: 'variant _id' })
  @Required()
  @Text()
  @Uuid()
  variantId!: string;

  @ApiProperty({ example: 1, minimum: 1 })
  @Required()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(MAX_LINE_QUANTITY)
  quantity!: number;
}

/** Goods out on approval to a customer. */
export class AdminCreateApproDto {
  @ApiProperty()
  @Required()
  @Text()
  @Uuid()
  customerId!: string;

  @ApiProperty({ type: [ApproLineInputDto] })
  @IsArray(rule('validation.array'))
  @ArrayMinSize(1, rule('validation.required'))
  @ArrayMaxSize(MAX_CART_LINES, rule('catalogue.validation.arrayMax', { max: MAX_CART_LINES }))
  @ValidateNested({ each: true })
  @Type(() => ApproLineInputDto)
  lines!: ApproLineInputDto[];

  @ApiPropertyOptional({ example: '2026-04-30', description: 'default: 14 days from today' })
  @IsOptional()
  @IsoDate()
  dueDate?: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @Text()
  @MaxLen(1000)
  @NoEmoji()
  notes?: string;
}

export class ApproReturnLineDto {
  @ApiProperty()
  @Required()
  @Text()
  @Uuid()
  lineId!: string;

  @ApiPropertyOptional({ description: 'pieces come back now' })
  @IsOptional()
  @WholeNumber()
  @AtLeast(0)
  @AtMost(MAX_LINE_QUANTITY)
  returned?: number;

  @ApiPropertyOptional({ description: 'pieces the customer keeps (invoiced) now' })
  @IsOptional()
  @WholeNumber()
  @AtLeast(0)
  @AtMost(MAX_LINE_QUANTITY)
  invoiced?: number;
}

export class AdminRecordApproReturnsDto {
  @ApiProperty({ type: [ApproReturnLineDto] })
  @IsArray(rule('validation.array'))
  @ArrayMinSize(1, rule('validation.required'))
  @ArrayMaxSize(MAX_CART_LINES, rule('catalogue.validation.arrayMax', { max: MAX_CART_LINES }))
  @ValidateNested({ each: true })
  @Type(() => ApproReturnLineDto)
  lines!: ApproReturnLineDto[];
}

export class AdminRecordApproReturnsMessage extends AdminRecordApproReturnsDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

export class AdminSetInvoiceStatusDto {
  @ApiProperty({ enum: INVOICE_STATUSES })
  @Required()
  @OneOf(INVOICE_STATUSES)
  status!: (typeof INVOICE_STATUSES)[number];
}

export class AdminSetInvoiceStatusMessage extends AdminSetInvoiceStatusDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

export class VariantIdDto {
  @Required()
  @Text()
  @Uuid()
  variantId!: string;
}

/** Counted stock of a variant (a stock take); what is reserved by open orders stays reserved. */
export class AdminSetInventoryDto {
  @ApiProperty({ example: 5, minimum: 0 })
  @Required()
  @WholeNumber()
  @AtLeast(0)
  @AtMost(1_000_000)
  onHand!: number;
}

export class AdminSetInventoryMessage extends AdminSetInventoryDto {
  @Required()
  @Text()
  @Uuid()
  variantId!: string;
}

/** Statuses a list of each kind may be filtered by (PageQueryDto.status). */
export const LIST_STATUS_VALUES = {
  bespoke: BESPOKE_STATUSES,
  appros: APPRO_STATUSES,
  invoices: INVOICE_STATUSES,
  changeRequests: CHANGE_REQUEST_STATUSES,
} as const;

/** The orders.stock.changed payload, validated by whoever consumes it (the catalogue). */
export class StockChangedEventDto implements StockChangedEvent {
  @Required()
  @Text()
  @Uuid()
  variantId!: string;

  @Required()
  @Text()
  @MaxLen(100)
  sku!: string;

  @WholeNumber()
  @AtLeast(0)
  onHand!: number;

  @WholeNumber()
  @AtLeast(0)
  reserved!: number;

  @WholeNumber()
  @AtLeast(0)
  available!: number;

  @WholeNumber()
  @AtLeast(1)
  version!: number;
}

/** A page of orders for the reporting rebuild, in id order after `after` (keyset, so pages never shift). */
export class ReportingOrdersQueryDto {
  @IsOptional()
  @Text()
  @Uuid()
  after?: string;

  @Required()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(500)
  limit!: number;
}
