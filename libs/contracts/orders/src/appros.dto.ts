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
import { IsoDate, rule } from './dto-rules';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './orders.constants';

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
