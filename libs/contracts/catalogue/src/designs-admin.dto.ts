import {
  AtLeast,
  AtMost,
  Bool,
  MaxLen,
  NoEmoji,
  NumberValue,
  PlainObject,
  Required,
  Text,
  Uuid,
  WholeNumber,
} from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsObject,
  IsOptional,
  IsUUID,
  Matches,
  ValidateNested,
} from 'class-validator';
import { IdList, OneOf, rule, toBoolean, toNumber } from './catalogue.dto';
import {
  ADMIN_DESIGN_SORTS,
  ADMIN_DESIGN_STATUSES,
  DESIGN_IMPORT_FORMATS,
  MAX_BULK_PRICE_DESIGNS,
  MAX_SET_PRICE_LINES,
  MAX_UPSERT_DESIGNS,
  MAX_DESIGN_STONES,
  MAX_DESIGN_VARIANTS,
  MAX_IMPORT_BYTES,
} from './designs-admin.constants';
import { DESIGN_PRICINGS, type DesignPricing, MAX_MAKING_CHARGE } from './metal-rates.constants';

function apply(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

const List = (max: number, min = 0): PropertyDecorator =>
  apply(
    IsArray(rule('catalogue.validation.array')),
    ArrayMaxSize(max, rule('catalogue.validation.arrayMax', { max })),
    ...(min > 0 ? [ArrayMinSize(min, rule('catalogue.validation.arrayMin', { min }))] : []),
  );

/** Design numbers and SKUs: letters, digits and - _ . / only, so they survive a spreadsheet and a URL. */
const Code = (): PropertyDecorator =>
  apply(
    Required(),
    Text(),
    MaxLen(40),
    Matches(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, rule('catalogue.validation.code')),
  );

const LookupId = (): PropertyDecorator => apply(Required(), WholeNumber(), AtLeast(1));
const OptionalLookupId = (): PropertyDecorator => apply(IsOptional(), WholeNumber(), AtLeast(1));

export class DesignTextDto {
  @ApiProperty({ maxLength: 200 })
  @Required()
  @Text()
  @MaxLen(200)
  @NoEmoji()
  name!: string;

  @ApiPropertyOptional({ maxLength: 4000 })
  @IsOptional()
  @Text()
  @MaxLen(4000)
  @NoEmoji()
  description?: string;
}

/** Name and description per language; English is required, the others fall back to it. */
export class DesignTextsDto {
  @ApiProperty({ type: DesignTextDto })
  @Required()
  @PlainObject()
  @ValidateNested()
  @Type(() => DesignTextDto)
  en!: DesignTextDto;

  @ApiPropertyOptional({ type: DesignTextDto })
  @IsOptional()
  @PlainObject()
  @ValidateNested()
  @Type(() => DesignTextDto)
  sv?: DesignTextDto;

  @ApiPropertyOptional({ type: DesignTextDto })
  @IsOptional()
  @PlainObject()
  @ValidateNested()
  @Type(() => DesignTextDto)
  de?: DesignTextDto;

  @ApiPropertyOptional({ type: DesignTextDto })
  @IsOptional()
  @PlainObject()
  @ValidateNested()
  @Type(() => DesignTextDto)
  es?: DesignTextDto;

  @ApiPropertyOptional({ type: DesignTextDto })
  @IsOptional()
  @PlainObject()
  @ValidateNested()
  @Type(() => DesignTextDto)
  fr?: DesignTextDto;

  @ApiPropertyOptional({ type: DesignTextDto })
  @IsOptional()
  @PlainObject()
  @ValidateNested()
  @Type(() => DesignTextDto)
  no?: DesignTextDto;
}

export class DesignStoneDto {
  @ApiProperty({ minimum: 1 })
  @LookupId()
  stoneId!: number;

  @ApiProperty({ minimum: 1 })
  @LookupId()
  shapeId!: number;

  @ApiProperty({ enum: ['main', 'side'] })
  @Required()
  @OneOf(['main', 'side'])
  role!: 'main' | 'side';

  @ApiProperty({ minimum: 1, maximum: 10_000 })
  @Required()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(10_000)
  count!: number;

  @ApiProperty({ minimum: 0, maximum: 9999 })
  @Required()
  @NumberValue()
  @AtLeast(0)
  @AtMost(9999)
  carat!: number;
}

export class DesignFlagsDto {
  @ApiPropertyOptional() @IsOptional() @Bool() newArrival?: boolean;
  @ApiPropertyOptional() @IsOptional() @Bool() bestSelling?: boolean;
  @ApiPropertyOptional() @IsOptional() @Bool() certified?: boolean;
  @ApiPropertyOptional() @IsOptional() @Bool() labGrown?: boolean;
  @ApiPropertyOptional() @IsOptional() @Bool() clearance?: boolean;
  @ApiPropertyOptional() @IsOptional() @Bool() specialOffer?: boolean;
  @ApiPropertyOptional({ description: 'a certified one-off: each variant carries its certificate' })
  @IsOptional()
  @Bool()
  uniquePiece?: boolean;
}

export class DesignVariantDto {
  @ApiPropertyOptional({ description: 'an existing variant of this design; absent for a new one' })
  @IsOptional()
  @Text()
  @Uuid()
  id?: string;

  @ApiProperty({ maxLength: 40 })
  @Code()
  sku!: string;

  @ApiProperty({ minimum: 1 })
  @LookupId()
  karatId!: number;

  @ApiProperty({ minimum: 1 })
  @LookupId()
  shadeId!: number;

  @ApiProperty({ minimum: 1 })
  @LookupId()
  qualityId!: number;

  @ApiProperty({ minimum: 0, maximum: 9999 })
  @Required()
  @NumberValue()
  @AtLeast(0)
  @AtMost(9999)
  totalCarat!: number;

  @ApiProperty({ description: 'pounds', minimum: 0.01, maximum: 9_999_999 })
  @Required()
  @NumberValue()
  @AtLeast(0.01)
  @AtMost(9_999_999)
  tradePrice!: number;

  @ApiProperty({ description: 'grams', minimum: 0, maximum: 99_999 })
  @Required()
  @NumberValue()
  @AtLeast(0)
  @AtMost(99_999)
  weight!: number;

  @ApiProperty({ minimum: 0, maximum: 1_000_000 })
  @Required()
  @WholeNumber()
  @AtLeast(0)
  @AtMost(1_000_000)
  stock!: number;

  @ApiPropertyOptional({ maxLength: 60 })
  @IsOptional()
  @Text()
  @MaxLen(60)
  @NoEmoji()
  certificateNumber?: string;

  @ApiPropertyOptional({
    description: "pounds: the stones' value, added while priced by the metal",
    minimum: 0,
  })
  @IsOptional()
  @NumberValue()
  @AtLeast(0)
  @AtMost(MAX_MAKING_CHARGE)
  stonesValue?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Bool()
  isDefault?: boolean;
}

/** The design screen's form (/Admin/add-design, manage-design, lab-grown-add-single-design). */
export class SaveDesignDto {
  @ApiProperty({ maxLength: 40, example: 'RG-1001' })
  @Code()
  designNumber!: string;

  @ApiProperty({ type: DesignTextsDto })
  @Required()
  @PlainObject()
  @ValidateNested()
  @Type(() => DesignTextsDto)
  texts!: DesignTextsDto;

  @ApiProperty({ minimum: 1 })
  @LookupId()
  itemId!: number;

  @ApiProperty({ minimum: 1 })
  @LookupId()
  mainGroupId!: number;

  @ApiPropertyOptional({ type: [Number] })
  @IdList()
  subGroupIds?: number[];

  @ApiPropertyOptional({ minimum: 1 })
  @OptionalLookupId()
  styleId?: number;

  @ApiPropertyOptional({ minimum: 1 })
  @OptionalLookupId()
  settingId?: number;

  @ApiPropertyOptional({ minimum: 1 })
  @OptionalLookupId()
  collectionId?: number;

  @ApiPropertyOptional({ type: [DesignStoneDto] })
  @IsOptional()
  @List(MAX_DESIGN_STONES)
  @ValidateNested({ each: true })
  @Type(() => DesignStoneDto)
  stones?: DesignStoneDto[];

  @ApiProperty({ description: 'grams', minimum: 0, maximum: 99_999 })
  @Required()
  @NumberValue()
  @AtLeast(0)
  @AtMost(99_999)
  metalWeight!: number;

  @ApiPropertyOptional({
    enum: DESIGN_PRICINGS,
    description:
      "fixed (default): the variants' trade prices as given; metal: weight x the day's rate + making charge + stones",
  })
  @IsOptional()
  @OneOf(DESIGN_PRICINGS)
  pricing?: DesignPricing;

  @ApiPropertyOptional({
    description: 'pounds per piece, added to the metal while priced by the metal',
    minimum: 0,
  })
  @IsOptional()
  @NumberValue()
  @AtLeast(0)
  @AtMost(MAX_MAKING_CHARGE)
  makingCharge?: number;

  @ApiPropertyOptional({ type: DesignFlagsDto })
  @IsOptional()
  @PlainObject()
  @ValidateNested()
  @Type(() => DesignFlagsDto)
  flags?: DesignFlagsDto;

  @ApiProperty({ type: [DesignVariantDto], description: 'the karat x shade x carat x quality matrix' })
  @Required()
  @List(MAX_DESIGN_VARIANTS, 1)
  @ValidateNested({ each: true })
  @Type(() => DesignVariantDto)
  variants!: DesignVariantDto[];
}

export class UpdateDesignDto extends SaveDesignDto {
  @ApiProperty({ description: 'the version the editor loaded; a newer one on the server answers 409' })
  @Required()
  @WholeNumber()
  @AtLeast(1)
  version!: number;
}

export class UpdateDesignMessage extends UpdateDesignDto {
  @Required()
  @Text()
  @Uuid()
  designId!: string;
}

export class AdminDesignIdDto {
  @ApiProperty()
  @Required()
  @Text()
  @Uuid()
  designId!: string;
}

export class RetireDesignDto {
  @ApiPropertyOptional({ description: 'the version the editor loaded, if any' })
  @IsOptional()
  @WholeNumber()
  @AtLeast(1)
  version?: number;
}

export class RetireDesignMessage extends RetireDesignDto {
  @Required()
  @Text()
  @Uuid()
  designId!: string;
}

/** /Admin/view-list and /Admin/lab-grown-view-list. */
export class AdminListDesignsDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(100_000)
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(200)
  limit: number = 50;

  @ApiPropertyOptional({ description: 'design number prefix or name words', maxLength: 100 })
  @IsOptional()
  @Text()
  @MaxLen(100)
  @NoEmoji()
  search?: string;

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  mainGroupId?: number;

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  subGroupId?: number;

  @ApiPropertyOptional({ description: 'true: lab-grown designs only; false: natural only' })
  @IsOptional()
  @toBoolean()
  @Bool()
  labGrown?: boolean;

  @ApiPropertyOptional({ enum: ADMIN_DESIGN_STATUSES, default: 'active' })
  @IsOptional()
  @OneOf(ADMIN_DESIGN_STATUSES)
  status: (typeof ADMIN_DESIGN_STATUSES)[number] = 'active';

  @ApiPropertyOptional({ enum: ADMIN_DESIGN_SORTS, default: 'number' })
  @IsOptional()
  @OneOf(ADMIN_DESIGN_SORTS)
  sort: (typeof ADMIN_DESIGN_SORTS)[number] = 'number';
}

export class BulkPriceDto {
  @ApiProperty({ type: [String], description: 'designs whose variants are repriced' })
  @Required()
  @List(MAX_BULK_PRICE_DESIGNS, 1)
  @IsUUID('all', { each: true, message: JSON.stringify({ key: 'validation.uuid' }) })
  designIds!: string[];

  @ApiProperty({ description: 'percent: 10 raises by 10 %, -5 lowers by 5 %', minimum: -90, maximum: 1000 })
  @Required()
  @NumberValue()
  @AtLeast(-90)
  @AtMost(1000)
  percent!: number;
}

export class ExportDesignsDto {
  @ApiPropertyOptional({ enum: DESIGN_IMPORT_FORMATS, default: 'csv' })
  @IsOptional()
  @OneOf(DESIGN_IMPORT_FORMATS)
  format: (typeof DESIGN_IMPORT_FORMATS)[number] = 'csv';

  @ApiPropertyOptional({ description: 'true: lab-grown designs only; false: natural only' })
  @IsOptional()
  @toBoolean()
  @Bool()
  labGrown?: boolean;

  @ApiPropertyOptional({ enum: ADMIN_DESIGN_STATUSES, default: 'all' })
  @IsOptional()
  @OneOf(ADMIN_DESIGN_STATUSES)
  status: (typeof ADMIN_DESIGN_STATUSES)[number] = 'all';
}

/** One page of the export, after the design number given (service to gateway). */
export class ExportPageMessage extends ExportDesignsDto {
  @IsOptional()
  @Text()
  @MaxLen(40)
  after?: string;

  @WholeNumber()
  @AtLeast(1)
  @AtMost(5000)
  limit: number = 1000;
}

export class ImportDesignsQueryDto {
  @ApiPropertyOptional({ description: 'true (default): only check the file and report every bad row' })
  @IsOptional()
  @toBoolean()
  @Bool()
  dryRun: boolean = true;
}

/** The uploaded file, as the gateway hands it to the catalogue. */
export class ImportDesignsMessage extends ImportDesignsQueryDto {
  @Required()
  @OneOf(DESIGN_IMPORT_FORMATS)
  format!: (typeof DESIGN_IMPORT_FORMATS)[number];

  @Required()
  @Text()
  @MaxLen(Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 4)
  contentBase64!: string;
}

export class ImportJobIdDto {
  @ApiProperty()
  @Required()
  @Text()
  @Uuid()
  jobId!: string;
}

/** One variant's new trade price, by SKU (the ERP names variants by SKU). */
export class SetPriceLineDto {
  @ApiProperty({ maxLength: 40 })
  @Code()
  sku!: string;

  @ApiProperty({ description: 'pounds', minimum: 0.01, maximum: 9_999_999 })
  @Required()
  @NumberValue()
  @AtLeast(0.01)
  @AtMost(9_999_999)
  tradePrice!: number;
}

/** Trade prices of many variants in one transaction (the Sellease sync applies a batch at once). */
export class SetPricesDto {
  @ApiProperty({ type: [SetPriceLineDto] })
  @Required()
  @List(MAX_SET_PRICE_LINES, 1)
  @ValidateNested({ each: true })
  @Type(() => SetPriceLineDto)
  lines!: SetPriceLineDto[];
}

/**
 * One design in the import file's columns (lookups named by url_path, one row per variant), so the ERP's
 * designs go through the very checks and writes of an import.
 */
export class DesignRowsDto {
  @ApiProperty({ maxLength: 40 })
  @Code()
  designNumber!: string;

  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: { type: 'string' } } })
  @Required()
  @List(MAX_DESIGN_VARIANTS, 1)
  @IsObject({ each: true, message: JSON.stringify({ key: 'validation.object' }) })
  rows!: Array<Record<string, string>>;
}

/**
 * Designs created or changed in bulk by the Sellease sync, whose contract already checked each design's
 * fields: each design's rules are checked alone, the valid ones written at once.
 */
export class UpsertDesignsDto {
  @ApiProperty({ type: [DesignRowsDto] })
  @Required()
  @List(MAX_UPSERT_DESIGNS, 1)
  @ValidateNested({ each: true })
  @Type(() => DesignRowsDto)
  designs!: DesignRowsDto[];
}
