import { MaxLen, Text, Uuid } from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, ValidateNested } from 'class-validator';
import { rule } from './dto-rules';
import { MAX_QUICK_ORDER_ROWS } from './orders.constants';

/**
 * One row of a quick order as the buyer typed, pasted or uploaded it. Every cell is text: the server
 * checks each row and answers the row's problem in the buyer's language instead of refusing the request.
 */
export class QuickOrderRowDto {
  @ApiProperty({ example: 'R1001', description: 'a design number or a SKU' })
  @Text()
  @MaxLen(100)
  code!: string;

  @ApiProperty({ example: '2', description: 'as typed: a whole number from 1' })
  @Text()
  @MaxLen(12)
  quantity!: string;

  @ApiPropertyOptional({ example: '18K' })
  @IsOptional()
  @Text()
  @MaxLen(40)
  karat?: string;

  @ApiPropertyOptional({ example: 'Yellow' })
  @IsOptional()
  @Text()
  @MaxLen(40)
  shade?: string;

  @ApiPropertyOptional({ example: 'VS GH' })
  @IsOptional()
  @Text()
  @MaxLen(40)
  quality?: string;

  @ApiPropertyOptional({ example: '0.5' })
  @IsOptional()
  @Text()
  @MaxLen(12)
  carat?: string;

  @ApiPropertyOptional({
    description: 'the variant chosen in the row (wins over karat, shade, quality, carat)',
  })
  @IsOptional()
  @Text()
  @Uuid()
  variantId?: string;
}

export class QuickOrderDto {
  @ApiProperty({ type: [QuickOrderRowDto] })
  @IsArray(rule('validation.array'))
  @ArrayMinSize(1, rule('validation.required'))
  @ArrayMaxSize(MAX_QUICK_ORDER_ROWS, rule('catalogue.validation.arrayMax', { max: MAX_QUICK_ORDER_ROWS }))
  @ValidateNested({ each: true })
  @Type(() => QuickOrderRowDto)
  rows!: QuickOrderRowDto[];
}
