import { AtLeast, AtMost, MaxLen, Required, Text, WholeNumber } from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, ValidateNested } from 'class-validator';

/** Orders per order-updates call; the sync splits a larger batch. */
export const MAX_ORDER_UPDATES = 1000;
export const MAX_ORDER_UPDATE_LINES = 500;
/** Largest SE order number Sellease may give. */
export const MAX_SE_ORDER_NUMBER = 2_147_483_647;

/** A line of an order as the ERP has it: pieces invoiced, shipped and cancelled so far (running totals). */
export class OrderUpdateLineDto {
  @ApiProperty({ minimum: 1 })
  @Required()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(10_000)
  lineNumber!: number;

  @ApiProperty({ minimum: 0 })
  @Required()
  @WholeNumber()
  @AtLeast(0)
  @AtMost(1_000_000)
  invoicedQty!: number;

  @ApiProperty({ minimum: 0 })
  @Required()
  @WholeNumber()
  @AtLeast(0)
  @AtMost(1_000_000)
  shippedQty!: number;

  @ApiProperty({ minimum: 0 })
  @Required()
  @WholeNumber()
  @AtLeast(0)
  @AtMost(1_000_000)
  canceledQty!: number;
}

/** What the ERP says about one of our orders: its SE order number, and/or its lines' quantities. */
export class OrderUpdateDto {
  @ApiProperty({ maxLength: 40, example: 'AT00042' })
  @Required()
  @Text()
  @MaxLen(40)
  orderNumber!: string;

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(MAX_SE_ORDER_NUMBER)
  seOrderNumber?: number;

  @ApiPropertyOptional({ type: [OrderUpdateLineDto] })
  @IsOptional()
  @IsArray({ message: JSON.stringify({ key: 'validation.array' }) })
  @ArrayMaxSize(MAX_ORDER_UPDATE_LINES, {
    message: JSON.stringify({
      key: 'catalogue.validation.arrayMax',
      params: { max: MAX_ORDER_UPDATE_LINES },
    }),
  })
  @ValidateNested({ each: true })
  @Type(() => OrderUpdateLineDto)
  lines?: OrderUpdateLineDto[];
}

/** Sellease acknowledgements and status updates of many orders at once (sent by the sync only). */
export class OrderUpdatesDto {
  @IsArray({ message: JSON.stringify({ key: 'validation.array' }) })
  @ArrayMaxSize(MAX_ORDER_UPDATES, {
    message: JSON.stringify({ key: 'catalogue.validation.arrayMax', params: { max: MAX_ORDER_UPDATES } }),
  })
  @ValidateNested({ each: true })
  @Type(() => OrderUpdateDto)
  orders!: OrderUpdateDto[];
}

/** Per order number: applied, unknown (no such order), or refused with a reason (an i18n key). */
export interface OrderUpdatesResult {
  applied: string[];
  unknown: string[];
  refused: Array<{ orderNumber: string; key: string; params: Record<string, string | number> }>;
}
