import { AtLeast, AtMost, MaxLen, Required, Text, Uuid, WholeNumber } from '@atelier/contracts/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, ValidateNested } from 'class-validator';
import type { StockChangedEvent, StockLevelsChangedEvent } from './events.types';

/** Lines per stock-take call; the sync splits a larger batch. */
export const MAX_STOCK_TAKE_LINES = 5000;

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

/** The orders.stock.levels-changed payload: a stock take's variants, each as orders.stock.changed. */
export class StockLevelsChangedEventDto implements StockLevelsChangedEvent {
  @IsArray({ message: JSON.stringify({ key: 'validation.array' }) })
  @ArrayMaxSize(MAX_STOCK_TAKE_LINES, {
    message: JSON.stringify({ key: 'catalogue.validation.arrayMax', params: { max: MAX_STOCK_TAKE_LINES } }),
  })
  @ValidateNested({ each: true })
  @Type(() => StockChangedEventDto)
  levels!: StockChangedEventDto[];
}

/** One counted line of a stock take from the ERP, by SKU. */
export class StockTakeLineDto {
  @ApiProperty({ maxLength: 100 })
  @Required()
  @Text()
  @MaxLen(100)
  sku!: string;

  @ApiProperty({ minimum: 0, maximum: 1_000_000 })
  @Required()
  @WholeNumber()
  @AtLeast(0)
  @AtMost(1_000_000)
  onHand!: number;
}

/** A stock take of many variants at once (the Sellease sync applies a batch in one call). */
export class StockTakeDto {
  @IsArray({ message: JSON.stringify({ key: 'validation.array' }) })
  @ArrayMaxSize(MAX_STOCK_TAKE_LINES, {
    message: JSON.stringify({ key: 'catalogue.validation.arrayMax', params: { max: MAX_STOCK_TAKE_LINES } }),
  })
  @ValidateNested({ each: true })
  @Type(() => StockTakeLineDto)
  lines!: StockTakeLineDto[];
}
