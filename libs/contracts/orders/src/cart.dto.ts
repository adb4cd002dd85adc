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
import { ArrayMaxSize, IsArray, IsOptional } from 'class-validator';
import { EachUuid, OneOf, rule } from './dto-rules';
import {
  ENGRAVING_TEXT_MAX_LENGTH,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  ORDER_LINE_TYPES,
  type OrderLineType,
} from './orders.constants';

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
