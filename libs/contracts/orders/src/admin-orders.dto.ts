import {
  AtLeast,
  AtMost,
  FormField,
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
import { MONEY_FIELD, OneOf, rule } from './dto-rules';
import { CHANGE_REQUEST_STATUSES, MAX_CART_LINES, MAX_LINE_QUANTITY } from './orders.constants';
import { ListOrdersQueryDto } from './orders.dto';

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
