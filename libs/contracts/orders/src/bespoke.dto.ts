import { FormField, MaxLen, NoEmoji, Required, Text, Uuid } from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { IsoDate, MONEY_FIELD, OneOf } from './dto-rules';
import { BESPOKE_STATUSES, MAX_LINE_QUANTITY } from './orders.constants';

/** The bespoke order form's fields (multipart text fields; the image travels beside them). */
export class CreateBespokeDto {
  @ApiProperty({ example: 'Halo engagement ring with an oval sapphire, pavé band', maxLength: 1000 })
  @Required()
  @Text()
  @MaxLen(1000)
  @NoEmoji()
  description!: string;

  @ApiPropertyOptional({ example: 'R1001', maxLength: 50 })
  @IsOptional()
  @Text()
  @MaxLen(50)
  @NoEmoji()
  designReference?: string;

  @ApiPropertyOptional({ example: 'White Gold', maxLength: 50 })
  @IsOptional()
  @Text()
  @MaxLen(50)
  @NoEmoji()
  metal?: string;

  @ApiPropertyOptional({ example: '18K', maxLength: 20 })
  @IsOptional()
  @Text()
  @MaxLen(20)
  @NoEmoji()
  karat?: string;

  @ApiPropertyOptional({ example: 'N', maxLength: 20 })
  @IsOptional()
  @Text()
  @MaxLen(20)
  @NoEmoji()
  size?: string;

  @ApiProperty({ example: 1, minimum: 1, maximum: MAX_LINE_QUANTITY })
  @FormField({
    required: true,
    type: 'number',
    rules: [{ rule: 'integerBetween', min: 1, max: MAX_LINE_QUANTITY }],
  })
  quantity!: number | string;

  @ApiPropertyOptional({ example: 1500, description: 'pounds, at most two decimals' })
  @IsOptional()
  @FormField(MONEY_FIELD)
  budget?: number | string;

  @ApiPropertyOptional({ example: '2026-09-30' })
  @IsOptional()
  @IsoDate()
  requiredBy?: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @Text()
  @MaxLen(1000)
  @NoEmoji()
  notes?: string;
}

/** The uploaded image as the gateway forwards it: base64 bytes (at most 10 MB before encoding). */
export class UploadedImageDto {
  @Required()
  @Text()
  data!: string;

  @IsOptional()
  @Text()
  @MaxLen(255)
  filename?: string;
}

export class CreateBespokeMessage extends CreateBespokeDto {
  @Required()
  @ValidateNested()
  @Type(() => UploadedImageDto)
  image!: UploadedImageDto;
}

export class AdminSetBespokeStatusDto {
  @ApiProperty({ enum: BESPOKE_STATUSES })
  @Required()
  @OneOf(BESPOKE_STATUSES)
  status!: (typeof BESPOKE_STATUSES)[number];

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @Text()
  @MaxLen(1000)
  @NoEmoji()
  note?: string;
}

export class AdminSetBespokeStatusMessage extends AdminSetBespokeStatusDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}
