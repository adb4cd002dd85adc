import {
  AtLeast,
  AtMost,
  Bool,
  MaxLen,
  NoEmoji,
  NumberValue,
  PlainObject,
  Required,
  Text,
  WholeNumber,
} from '@atelier/contracts/common';
import { MAX_METAL_RATE } from '@atelier/contracts/catalogue';
import { CustomerAccountDto, CustomerLinkDto } from '@atelier/contracts/identity';
import { MAX_ORDER_UPDATE_LINES, MAX_SE_ORDER_NUMBER, OrderUpdateLineDto } from '@atelier/contracts/orders';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  ValidateNested,
} from 'class-validator';

/** The message types Sellease sends us (the AMQP `type` property of a message on the inbound queue). */
export const SelleaseInboundTypes = {
  StockUpdated: 'stock.updated',
  PriceUpdated: 'price.updated',
  DesignUpserted: 'design.upserted',
  CustomerUpserted: 'customer.upserted',
  /** Sellease opened the account of a company that registered here (its answer to customer.registered). */
  CustomerLinked: 'customer.linked',
  /** Sellease took one of our orders and gave it its SE order number. */
  OrderAcknowledged: 'order.acknowledged',
  /** Pieces of one of our orders invoiced, shipped and cancelled so far, per line. */
  OrderStatusUpdated: 'order.status-updated',
  /** The day's rate per gram of a metal in one fineness (metal-priced designs follow it). */
  MetalRateUpdated: 'metal-rate.updated',
} as const;
export type SelleaseInboundType = (typeof SelleaseInboundTypes)[keyof typeof SelleaseInboundTypes];

/** Largest version Sellease may send: its row version or a millisecond timestamp, both fit. */
export const MAX_SELLEASE_VERSION = Number.MAX_SAFE_INTEGER;

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** What every record message carries: a version growing per record, so an older update never wins. */
export class SelleaseVersionedDto {
  @ApiProperty({ description: 'Sellease row version or change timestamp (ms); grows per record' })
  @Required()
  @WholeNumber()
  @AtLeast(0)
  @AtMost(MAX_SELLEASE_VERSION)
  version!: number;
}

/** `stock.updated`: the counted stock of one variant. */
export class StockUpdatedBodyDto extends SelleaseVersionedDto {
  @ApiProperty({ maxLength: 40, example: 'R1001-18K-YG' })
  @Required()
  @Text()
  @MaxLen(40)
  @Matches(SKU_PATTERN, { message: JSON.stringify({ key: 'catalogue.validation.code' }) })
  sku!: string;

  @ApiProperty({ minimum: 0, maximum: 1_000_000 })
  @Required()
  @WholeNumber()
  @AtLeast(0)
  @AtMost(1_000_000)
  quantity!: number;
}

/** `price.updated`: the trade price of one variant, in pounds. */
export class PriceUpdatedBodyDto extends SelleaseVersionedDto {
  @ApiProperty({ maxLength: 40, example: 'R1001-18K-YG' })
  @Required()
  @Text()
  @MaxLen(40)
  @Matches(SKU_PATTERN, { message: JSON.stringify({ key: 'catalogue.validation.code' }) })
  sku!: string;

  @ApiProperty({ minimum: 0.01, maximum: 9_999_999 })
  @Required()
  @NumberValue()
  @AtLeast(0.01)
  @AtMost(9_999_999)
  tradePrice!: number;
}

const Slug = (): PropertyDecorator => (target, key) => {
  Required()(target, key);
  Text()(target, key);
  MaxLen(100)(target, key);
};

/**
 * A design reaches the catalogue in the import's row format, which joins lists with "|" and a stone's
 * parts with ":". The catalogue trusts this contract's field checks for Sellease designs (it does not
 * check each design's fields again), so a value must not be able to change shape on the way: a name must
 * stay non-blank once trimmed, and a listed value must not carry a separator. A url_path has neither.
 */
const NOT_BLANK = /\S/;
const NO_SEPARATOR = /^[^:|]*$/;
const NoSeparator = (each = false): PropertyDecorator =>
  Matches(NO_SEPARATOR, { each, message: JSON.stringify({ key: 'validation.invalid' }) });

/** `metal-rate.updated`: pounds per gram of a metal in one fineness, both named by their url_path. */
export class MetalRateUpdatedBodyDto extends SelleaseVersionedDto {
  @ApiProperty({ example: 'gold' }) @Slug() metal!: string;
  @ApiProperty({ example: '18k' }) @Slug() karat!: string;

  @ApiProperty({ minimum: 0.01, maximum: MAX_METAL_RATE, example: 52.4 })
  @Required()
  @NumberValue()
  @AtLeast(0.01)
  @AtMost(MAX_METAL_RATE)
  ratePerGram!: number;
}

/** A stone of a design, lookups named by their url_path as the import file names them. */
export class SelleaseStoneDto {
  @ApiProperty({ example: 'diamond' }) @Slug() @NoSeparator() stone!: string;
  @ApiProperty({ example: 'round' }) @Slug() @NoSeparator() shape!: string;

  @ApiProperty({ enum: ['main', 'side'] })
  @Required()
  @IsIn(['main', 'side'], { message: JSON.stringify({ key: 'validation.oneOf' }) })
  role!: 'main' | 'side';

  @ApiProperty({ minimum: 1 }) @Required() @WholeNumber() @AtLeast(1) @AtMost(10_000) count!: number;
  @ApiProperty({ minimum: 0 }) @Required() @NumberValue() @AtLeast(0) @AtMost(9999) carat!: number;
}

/** A variant of a design: SKU, the karat x shade x quality x carat cell, price, weight and stock. */
export class SelleaseVariantDto {
  @ApiProperty({ maxLength: 40 })
  @Required()
  @Text()
  @MaxLen(40)
  @Matches(SKU_PATTERN, { message: JSON.stringify({ key: 'catalogue.validation.code' }) })
  sku!: string;

  @ApiProperty({ example: '18k' }) @Slug() karat!: string;
  @ApiProperty({ example: 'white-gold' }) @Slug() shade!: string;
  @ApiProperty({ example: 'vs-gh' }) @Slug() quality!: string;
  @ApiProperty() @Required() @NumberValue() @AtLeast(0) @AtMost(9999) totalCarat!: number;
  @ApiProperty() @Required() @NumberValue() @AtLeast(0.01) @AtMost(9_999_999) tradePrice!: number;
  @ApiProperty() @Required() @NumberValue() @AtLeast(0) @AtMost(99_999) weight!: number;
  @ApiProperty() @Required() @WholeNumber() @AtLeast(0) @AtMost(1_000_000) stock!: number;

  @ApiPropertyOptional({ maxLength: 60 })
  @IsOptional()
  @Text()
  @MaxLen(60)
  @NoEmoji()
  certificateNumber?: string;

  @ApiPropertyOptional() @IsOptional() @Bool() isDefault?: boolean;
}

export class SelleaseDesignFlagsDto {
  @ApiPropertyOptional() @IsOptional() @Bool() newArrival?: boolean;
  @ApiPropertyOptional() @IsOptional() @Bool() bestSelling?: boolean;
  @ApiPropertyOptional() @IsOptional() @Bool() certified?: boolean;
  @ApiPropertyOptional() @IsOptional() @Bool() labGrown?: boolean;
  @ApiPropertyOptional() @IsOptional() @Bool() clearance?: boolean;
  @ApiPropertyOptional() @IsOptional() @Bool() specialOffer?: boolean;
  @ApiPropertyOptional() @IsOptional() @Bool() uniquePiece?: boolean;
}

/** `design.upserted`: a design created or changed in Sellease, with all its variants. */
export class DesignUpsertedBodyDto extends SelleaseVersionedDto {
  @ApiProperty({ maxLength: 40, example: 'R1001' })
  @Required()
  @Text()
  @MaxLen(40)
  @Matches(SKU_PATTERN, { message: JSON.stringify({ key: 'catalogue.validation.code' }) })
  designNumber!: string;

  @ApiProperty({ maxLength: 200 })
  @Required()
  @Text()
  @MaxLen(200)
  @NoEmoji()
  @Matches(NOT_BLANK, { message: JSON.stringify({ key: 'validation.required' }) })
  name!: string;

  @ApiPropertyOptional({ maxLength: 4000 })
  @IsOptional()
  @Text()
  @MaxLen(4000)
  @NoEmoji()
  description?: string;

  @ApiProperty({ example: 'rings' }) @Slug() item!: string;
  @ApiProperty({ example: 'rings' }) @Slug() mainGroup!: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: JSON.stringify({ key: 'validation.array' }) })
  @ArrayMaxSize(50, {
    message: JSON.stringify({ key: 'catalogue.validation.arrayMax', params: { max: 50 } }),
  })
  @IsString({ each: true, message: JSON.stringify({ key: 'validation.string' }) })
  @NoSeparator(true)
  subGroups?: string[];

  @ApiPropertyOptional() @IsOptional() @Text() @MaxLen(100) style?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @MaxLen(100) setting?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @MaxLen(100) collection?: string;

  @ApiPropertyOptional({ type: [SelleaseStoneDto] })
  @IsOptional()
  @IsArray({ message: JSON.stringify({ key: 'validation.array' }) })
  @ArrayMaxSize(20, {
    message: JSON.stringify({ key: 'catalogue.validation.arrayMax', params: { max: 20 } }),
  })
  @ValidateNested({ each: true })
  @Type(() => SelleaseStoneDto)
  stones?: SelleaseStoneDto[];

  @ApiProperty({ description: 'grams' })
  @Required()
  @NumberValue()
  @AtLeast(0)
  @AtMost(99_999)
  metalWeight!: number;

  @ApiPropertyOptional({ type: SelleaseDesignFlagsDto })
  @IsOptional()
  @PlainObject()
  @ValidateNested()
  @Type(() => SelleaseDesignFlagsDto)
  flags?: SelleaseDesignFlagsDto;

  @ApiProperty({ type: [SelleaseVariantDto] })
  @Required()
  @IsArray({ message: JSON.stringify({ key: 'validation.array' }) })
  @ArrayMinSize(1, { message: JSON.stringify({ key: 'catalogue.validation.arrayMin', params: { min: 1 } }) })
  @ArrayMaxSize(500, {
    message: JSON.stringify({ key: 'catalogue.validation.arrayMax', params: { max: 500 } }),
  })
  @ValidateNested({ each: true })
  @Type(() => SelleaseVariantDto)
  variants!: SelleaseVariantDto[];
}

/** `customer.upserted`: a customer account created or changed in Sellease, named by its account number. */
export class CustomerUpsertedBodyDto extends CustomerAccountDto {
  @ApiProperty({ description: 'Sellease row version or change timestamp (ms); grows per record' })
  @Required()
  @WholeNumber()
  @AtLeast(0)
  @AtMost(MAX_SELLEASE_VERSION)
  version!: number;
}

/** `customer.linked`: the account Sellease opened for one of our registrations, named by our customer id. */
export class CustomerLinkedBodyDto extends CustomerLinkDto {
  @ApiProperty({ description: 'Sellease row version or change timestamp (ms); grows per record' })
  @Required()
  @WholeNumber()
  @AtLeast(0)
  @AtMost(MAX_SELLEASE_VERSION)
  version!: number;
}

const OrderNumber = (): PropertyDecorator => (target, key) => {
  ApiProperty({
    maxLength: 40,
    example: 'AT00042',
    description: 'our order number, as sent in order.placed',
  })(target, key);
  Required()(target, key);
  Text()(target, key);
  MaxLen(40)(target, key);
};

/** `order.acknowledged`: Sellease took our order and numbers it so. */
export class OrderAcknowledgedBodyDto extends SelleaseVersionedDto {
  @OrderNumber() orderNumber!: string;

  @ApiProperty({ minimum: 1, description: 'shown as SE00042' })
  @Required()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(MAX_SE_ORDER_NUMBER)
  seOrderNumber!: number;
}

/** `order.status-updated`: running totals per line of pieces invoiced, shipped and cancelled. */
export class OrderStatusUpdatedBodyDto extends SelleaseVersionedDto {
  @OrderNumber() orderNumber!: string;

  @ApiProperty({ type: [OrderUpdateLineDto] })
  @Required()
  @IsArray({ message: JSON.stringify({ key: 'validation.array' }) })
  @ArrayMinSize(1, { message: JSON.stringify({ key: 'catalogue.validation.arrayMin', params: { min: 1 } }) })
  @ArrayMaxSize(MAX_ORDER_UPDATE_LINES, {
    message: JSON.stringify({
      key: 'catalogue.validation.arrayMax',
      params: { max: MAX_ORDER_UPDATE_LINES },
    }),
  })
  @ValidateNested({ each: true })
  @Type(() => OrderUpdateLineDto)
  lines!: OrderUpdateLineDto[];
}
