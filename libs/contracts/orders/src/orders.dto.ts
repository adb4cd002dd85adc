import { MaxLen, NoEmoji, Required, Text, Uuid } from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional } from 'class-validator';
import { EachUuid, IsoDate, OneOf, OrdersPageQuery, rule, toNumber } from './dto-rules';
import { MAX_CART_LINES, ORDER_LINE_TYPES, ORDER_STATUSES, type OrderLineType } from './orders.constants';

export class ListOrdersQueryDto extends OrdersPageQuery {
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

export class IdDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}
