import { AtLeast, AtMost, Bool, MaxLen, Required, Text, Uuid, WholeNumber } from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { Checked, CatalogueAdminPageDto, listProblem, uuidProblem } from './catalogue-admin-rules';
import { OneOf, rule, toBoolean, toNumber } from './catalogue.dto';
import { DESIGN_IMPORT_FORMATS, MAX_IMPORT_BYTES } from './designs-admin.constants';
import {
  CURATED_LISTS,
  type CuratedListKind,
  MAX_CURATED_DESIGNS,
  MAX_OFFER_PRICE,
  MAX_OFFER_QUANTITY,
  MAX_SALES_DAYS,
  OFFER_KINDS,
  OFFER_LIST_STATUSES,
  type OfferKind,
} from './offers-admin.constants';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const Day = (): PropertyDecorator => Matches(DAY, rule('validation.date'));

export class ListOffersDto extends CatalogueAdminPageDto {
  @ApiProperty({ enum: OFFER_KINDS })
  @Required()
  @OneOf(OFFER_KINDS)
  kind!: OfferKind;

  @ApiPropertyOptional({ enum: OFFER_LIST_STATUSES, description: 'current (default): scheduled or active' })
  @IsOptional()
  @OneOf(OFFER_LIST_STATUSES)
  status: (typeof OFFER_LIST_STATUSES)[number] = 'current';

  @ApiPropertyOptional({ description: 'SKU or design number prefix' })
  @IsOptional()
  @Text()
  @MaxLen(60)
  search?: string;
}

export class ImportOffersQueryDto {
  @ApiProperty({ enum: OFFER_KINDS })
  @Required()
  @OneOf(OFFER_KINDS)
  kind!: OfferKind;

  @ApiPropertyOptional({ description: 'true (default): only check the file and report every bad row' })
  @IsOptional()
  @toBoolean()
  @Bool()
  dryRun: boolean = true;
}

/** The uploaded offer file, as the gateway hands it to the catalogue. */
export class ImportOffersMessage extends ImportOffersQueryDto {
  @Required()
  @OneOf(DESIGN_IMPORT_FORMATS)
  format!: (typeof DESIGN_IMPORT_FORMATS)[number];

  @Required()
  @Text()
  @MaxLen(Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 4)
  contentBase64!: string;
}

/** An offer's terms as staff edit them; `version` is the one the editor loaded. */
export class UpdateOfferDto {
  @ApiProperty({ example: 199.5 })
  @Required()
  @toNumber()
  @Checked(
    (value) =>
      typeof value !== 'number' || !Number.isFinite(value)
        ? JSON.stringify({ key: 'validation.number' })
        : value <= 0
          ? JSON.stringify({ key: 'catalogue.offers.pricePositive' })
          : value > MAX_OFFER_PRICE || Math.round(value * 100) !== value * 100
            ? JSON.stringify({ key: 'validation.moneyDecimals' })
            : null,
    false,
  )
  offerPrice!: number;

  @ApiProperty({ example: 3 })
  @Required()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(MAX_OFFER_QUANTITY)
  maxQuantity!: number;

  @ApiProperty({ example: '2026-01-01' })
  @Required()
  @Text()
  @Day()
  startsOn!: string;

  @ApiProperty({ example: '2026-01-31' })
  @Required()
  @Text()
  @Day()
  endsOn!: string;

  @ApiProperty()
  @Required()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  version!: number;
}

export class UpdateOfferMessage extends UpdateOfferDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

export class EndOfferDto {
  @ApiProperty()
  @Required()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  version!: number;
}

export class EndOfferMessage extends EndOfferDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

export class OfferIdDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

export class CuratedListDto {
  @ApiProperty({ enum: CURATED_LISTS })
  @Required()
  @OneOf(CURATED_LISTS)
  list!: CuratedListKind;
}

/** The list's designs in the order the storefront shows them. */
export class SetCuratedListDto {
  @ApiProperty({ type: [String] })
  @Checked((value) => listProblem(value, MAX_CURATED_DESIGNS, uuidProblem), false)
  designIds!: string[];
}

export class SetCuratedListMessage extends SetCuratedListDto {
  @ApiProperty({ enum: CURATED_LISTS })
  @Required()
  @OneOf(CURATED_LISTS)
  list!: CuratedListKind;
}

/** Fill a list from the most ordered designs of the last `days` days. */
export class FillCuratedListDto {
  @ApiProperty({ example: 90 })
  @Required()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(MAX_SALES_DAYS)
  days!: number;

  @ApiProperty({ example: 24 })
  @Required()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(500)
  limit!: number;
}

export class FillCuratedListMessage extends FillCuratedListDto {
  @ApiProperty({ enum: CURATED_LISTS })
  @Required()
  @OneOf(CURATED_LISTS)
  list!: CuratedListKind;
}
