import { AtLeast, AtMost, NumberValue, Required, WholeNumber } from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, ValidateNested } from 'class-validator';
import { CatalogueAdminPageDto } from './catalogue-admin-rules';
import { OneOf, rule, toNumber } from './catalogue.dto';
import {
  MAX_METAL_RATE,
  MAX_METAL_RATE_LINES,
  METAL_RATE_SOURCES,
  type MetalRateSource,
} from './metal-rates.constants';

/** One rate: pounds per gram of a metal in one fineness (the karat, which belongs to the metal). */
export class MetalRateLineDto {
  @ApiProperty({ minimum: 1, example: 1 })
  @Required()
  @WholeNumber()
  @AtLeast(1)
  metalId!: number;

  @ApiProperty({ minimum: 1, example: 3, description: 'the fineness (karat) of the metal' })
  @Required()
  @WholeNumber()
  @AtLeast(1)
  karatId!: number;

  @ApiProperty({ minimum: 0.01, maximum: MAX_METAL_RATE, example: 52.4, description: 'pounds per gram' })
  @Required()
  @NumberValue()
  @AtLeast(0.01)
  @AtMost(MAX_METAL_RATE)
  ratePerGram!: number;
}

/** The day's rates; metals and finenesses left out keep theirs. */
export class SetMetalRatesDto {
  @ApiProperty({ type: [MetalRateLineDto] })
  @Required()
  @IsArray(rule('catalogue.validation.array'))
  @ArrayMinSize(1, rule('catalogue.validation.arrayMin', { min: 1 }))
  @ArrayMaxSize(MAX_METAL_RATE_LINES, rule('catalogue.validation.arrayMax', { max: MAX_METAL_RATE_LINES }))
  @ValidateNested({ each: true })
  @Type(() => MetalRateLineDto)
  rates!: MetalRateLineDto[];
}

/** Rates as the catalogue applies them: from the back office (the caller) or from Sellease. */
export class ApplyMetalRatesMessage extends SetMetalRatesDto {
  @IsOptional()
  @OneOf(METAL_RATE_SOURCES)
  source?: MetalRateSource;
}

export class MetalRateHistoryDto extends CatalogueAdminPageDto {
  @ApiPropertyOptional({ minimum: 1, description: 'only this metal' })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  metalId?: number;
}
