import { Bool, FormField, MaxLen, NoEmoji, Required, Text, Uuid } from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { IsoDate, MONEY_FIELD, OneOf, toBooleanField } from './dto-rules';
import {
  BESPOKE_LINE_STATUSES,
  BESPOKE_QUOTE_ANSWERS,
  BESPOKE_STATUSES,
  MAX_LINE_QUANTITY,
  SHIPPING_OPTION_CODES,
  type ShippingOptionCode,
} from './orders.constants';

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

/** Staff's quote for a bespoke request (multipart text fields; a sketch or photo may travel beside them). */
export class AdminQuoteBespokeDto {
  @ApiProperty({ example: 1850, description: 'pounds per piece, at most two decimals' })
  @FormField({ ...MONEY_FIELD, required: true })
  price!: number | string;

  @ApiProperty({ example: '18K white gold', maxLength: 50 })
  @Required()
  @Text()
  @MaxLen(50)
  @NoEmoji()
  metal!: string;

  @ApiProperty({ example: '2026-10-15' })
  @Required()
  @IsoDate()
  deliveryDate!: string;

  @ApiPropertyOptional({
    description: 'the piece is quoted with lab-grown stones: the quote and its special order line say so',
  })
  @IsOptional()
  @toBooleanField()
  @Bool()
  labGrown?: boolean;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @Text()
  @MaxLen(1000)
  @NoEmoji()
  note?: string;
}

export class AdminQuoteBespokeMessage extends AdminQuoteBespokeDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => UploadedImageDto)
  image?: UploadedImageDto;
}

/** A message on a bespoke request's thread, from the buyer or from staff. */
export class BespokeMessageDto {
  @ApiProperty({ maxLength: 2000 })
  @Required()
  @Text()
  @MaxLen(2000)
  @NoEmoji()
  body!: string;
}

export class BespokeMessageMessage extends BespokeMessageDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

/**
 * Accepting a quote places its special order: where it goes and how, as the checkout's address tab
 * asks (both optional: the primary address and standard delivery).
 */
export class AcceptBespokeQuoteDto {
  @ApiPropertyOptional({
    example: 'primary',
    description: '_id of one of GET /api/orders/checkout-options addresses (default: the primary one)',
  })
  @IsOptional()
  @Text()
  @MaxLen(64)
  shippingAddressId?: string;

  @ApiPropertyOptional({ enum: SHIPPING_OPTION_CODES, description: 'default: standard' })
  @IsOptional()
  @OneOf(SHIPPING_OPTION_CODES)
  shippingOption?: ShippingOptionCode;
}

/** The buyer's answer to a quote: accepted, it becomes a special order in the order history. */
export class AnswerBespokeQuoteMessage extends AcceptBespokeQuoteDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;

  @Required()
  @Text()
  @Uuid()
  quoteId!: string;

  @Required()
  @OneOf(BESPOKE_QUOTE_ANSWERS)
  answer!: (typeof BESPOKE_QUOTE_ANSWERS)[number];

  /** The Idempotency-Key header of an acceptance, when there was one. */
  @IsOptional()
  @Text()
  @MaxLen(128)
  idempotencyKey?: string;
}

/** An id and a quote id (a quote's image). */
export class BespokeQuoteIdDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;

  @Required()
  @Text()
  @Uuid()
  quoteId!: string;
}

export class AdminSetBespokeLineStatusDto {
  @ApiProperty({ enum: BESPOKE_LINE_STATUSES })
  @Required()
  @OneOf(BESPOKE_LINE_STATUSES)
  status!: (typeof BESPOKE_LINE_STATUSES)[number];
}

export class AdminSetBespokeLineStatusMessage extends AdminSetBespokeLineStatusDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}
