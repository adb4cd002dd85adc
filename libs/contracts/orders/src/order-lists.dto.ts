import {
  AtLeast,
  AtMost,
  MaxLen,
  NoEmoji,
  Required,
  Text,
  Uuid,
  WholeNumber,
} from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, ValidateNested } from 'class-validator';
import { EachUuid, rule } from './dto-rules';
import {
  MAX_LINE_QUANTITY,
  MAX_ORDER_LIST_CSV_LENGTH,
  MAX_ORDER_LIST_LINES,
  ORDER_LIST_NAME_MAX_LENGTH,
} from './orders.constants';

export class OrderListNameDto {
  @ApiProperty({ example: 'Weekly reorder', maxLength: ORDER_LIST_NAME_MAX_LENGTH })
  @Required()
  @Text()
  @MaxLen(ORDER_LIST_NAME_MAX_LENGTH)
  @NoEmoji()
  name!: string;
}

export class OrderListIdDto {
  @Required()
  @Text()
  @Uuid()
  listId!: string;
}

export class RenameOrderListMessage extends OrderListNameDto {
  @Required()
  @Text()
  @Uuid()
  listId!: string;
}

export class OrderListItemDto {
  @ApiProperty()
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
}

/** Added from a design page, the cart or an order: the variants and their quantities. */
export class AddOrderListItemsDto {
  @ApiProperty({ type: [OrderListItemDto] })
  @IsArray(rule('validation.array'))
  @ArrayMinSize(1, rule('validation.required'))
  @ArrayMaxSize(MAX_ORDER_LIST_LINES, rule('catalogue.validation.arrayMax', { max: MAX_ORDER_LIST_LINES }))
  @ValidateNested({ each: true })
  @Type(() => OrderListItemDto)
  items!: OrderListItemDto[];
}

export class AddOrderListItemsMessage extends AddOrderListItemsDto {
  @Required()
  @Text()
  @Uuid()
  listId!: string;
}

export class UpdateOrderListLineDto {
  @ApiProperty({ example: 2, minimum: 1, maximum: MAX_LINE_QUANTITY })
  @Required()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(MAX_LINE_QUANTITY)
  quantity!: number;
}

export class UpdateOrderListLineMessage extends UpdateOrderListLineDto {
  @Required()
  @Text()
  @Uuid()
  listId!: string;

  @Required()
  @Text()
  @Uuid()
  lineId!: string;
}

export class OrderListLineIdDto {
  @Required()
  @Text()
  @Uuid()
  listId!: string;

  @Required()
  @Text()
  @Uuid()
  lineId!: string;
}

/** The whole list, or the lines named, into the cart. */
export class OrderListToCartDto {
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray(rule('validation.array'))
  @ArrayMaxSize(MAX_ORDER_LIST_LINES, rule('catalogue.validation.arrayMax', { max: MAX_ORDER_LIST_LINES }))
  @EachUuid()
  lineIds?: string[];
}

export class OrderListToCartMessage extends OrderListToCartDto {
  @Required()
  @Text()
  @Uuid()
  listId!: string;
}

/** A CSV with a header row naming at least code (or sku / design_number) and quantity. */
export class ImportOrderListDto {
  @ApiProperty({ example: 'code,quantity\nR1001,2\n' })
  @Required()
  @Text()
  @MaxLen(MAX_ORDER_LIST_CSV_LENGTH)
  csv!: string;
}

export class ImportOrderListMessage extends ImportOrderListDto {
  @Required()
  @Text()
  @Uuid()
  listId!: string;
}
