import { AtLeast, AtMost, MaxLen, Required, Text, Uuid, WholeNumber } from '@atelier/contracts/common';
import { ApiProperty } from '@nestjs/swagger';
import type { StockChangedEvent } from './events.types';

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
