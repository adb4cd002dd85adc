import {
  AtLeast,
  Bool,
  MaxLen,
  NoEmoji,
  NumberValue,
  PlainObject,
  Required,
  Text,
  Uuid,
  WholeNumber,
  PageQuery,
} from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsString,
  MaxLength,
  IsOptional,
  IsUUID,
  ValidateBy,
  ValidateNested,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import {
  DESIGN_LISTS,
  type DesignList,
  MAX_SEARCH_PAGE,
  SEARCH_PAGE_SIZE,
  SORT_OPTIONS,
  type SortOption,
  STONE_ORIGINS,
  type StoneOrigin,
} from './catalogue.constants';

/** Same wire form as the common rules: the i18n key and its parameters, rendered by the gateway. */
export function rule(key: string, params?: Record<string, string | number>): ValidationOptions {
  return { message: JSON.stringify({ key, params }) };
}

export const OneOf = (values: readonly string[]): PropertyDecorator =>
  IsIn([...values], rule('catalogue.validation.oneOf', { values: values.join(', ') }));

const MAX_IDS = 50;

/**
 * A list of lookup ids: at most 50, each a whole number of 1 or more. One rule with one message for
 * the first thing wrong, so that a string gets "must be a list" rather than a message about numbers.
 */
export const IdList = (): PropertyDecorator => {
  const problem = (value: unknown): string | null => {
    if (!Array.isArray(value)) return JSON.stringify({ key: 'catalogue.validation.array' });
    if (value.length > MAX_IDS)
      return JSON.stringify({ key: 'catalogue.validation.arrayMax', params: { max: MAX_IDS } });
    if (!value.every((item) => Number.isInteger(item))) return JSON.stringify({ key: 'validation.integer' });
    if (!value.every((item) => (item as number) >= 1))
      return JSON.stringify({ key: 'validation.min', params: { min: 1 } });
    return null;
  };
  const optional = IsOptional();
  const list = ValidateBy({
    name: 'idList',
    validator: {
      validate: (value: unknown) => problem(value) === null,
      defaultMessage: (args?: ValidationArguments) => problem(args?.value) ?? '',
    },
  });
  return (target, key) => {
    optional(target, key);
    list(target, key);
  };
};

/** Query strings and form fields are text; "2" becomes 2, anything else fails the number rule. */
export const toNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
  );

/** Search pages: SEARCH_PAGE_SIZE designs each, up to MAX_SEARCH_PAGE. */
const SEARCH_PAGING = {
  defaultLimit: SEARCH_PAGE_SIZE,
  maxLimit: SEARCH_PAGE_SIZE,
  maxPage: MAX_SEARCH_PAGE,
};

/** Accepts JSON booleans and the query-string forms "true" and "false". */
export const toBoolean = () =>
  Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value));

/**
 * Spec section 7: POST /products/search/design, form-encoded `page`, `limit=50`, `name` (the header's
 * design autocomplete: design number prefix, name words, typo tolerant).
 */
export class AutocompleteDto extends PageQuery({ ...SEARCH_PAGING, fromText: toNumber }) {
  @ApiProperty({ example: 'twisted sol', maxLength: 255 })
  @Required()
  @Text()
  @MaxLen()
  @NoEmoji()
  name!: string;
}

/** Spec section 7: POST /maingroups/get-maingroup-mapped-product. */
export class MainGroupOfDesignDto {
  @ApiProperty({ description: 'design_id of a design' })
  @Required()
  @Text()
  @Uuid()
  designId!: string;
}

export class RangeDto {
  @ApiPropertyOptional({ example: 0.5 })
  @IsOptional()
  @NumberValue()
  @AtLeast(0)
  min?: number;

  @ApiPropertyOptional({ example: 2 })
  @IsOptional()
  @NumberValue()
  @AtLeast(0)
  max?: number;
}

/**
 * The spec's product filters (section 3). Id filters take lookup ids; several ids of one filter mean
 * "any of them", different filters must all hold. Metal, shade, karat, quality, carat and price are
 * properties of variants: a design matches when one of its variants meets all of them together.
 */
export class SearchFiltersDto {
  @ApiPropertyOptional({ type: [Number], description: 'metal ids (metal/show-filters-options)' })
  @IdList()
  metal?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'shade ids (shades)' })
  @IdList()
  shade?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'karat ids (karates)' })
  @IdList()
  karat?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'quality ids (products/filter-options)' })
  @IdList()
  quality?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'stone ids (stones/stone-stonegroups-list)' })
  @IdList()
  gemstone?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'shape ids of the main stone (shapes)' })
  @IdList()
  shape?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'item (product type) ids (items)' })
  @IdList()
  item?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'category (main group) ids' })
  @IdList()
  category?: number[];

  @ApiPropertyOptional({ type: [Number] })
  @IdList()
  style?: number[];

  @ApiPropertyOptional({ type: [Number] })
  @IdList()
  setting?: number[];

  @ApiPropertyOptional({ type: [Number] })
  @IdList()
  collection?: number[];

  @ApiPropertyOptional({ type: [Number] })
  @IdList()
  size?: number[];

  @ApiPropertyOptional({ type: [Number] })
  @IdList()
  initial?: number[];

  @ApiPropertyOptional({ type: [Number] })
  @IdList()
  number?: number[];

  @ApiPropertyOptional({ type: [Number] })
  @IdList()
  colour?: number[];

  @ApiPropertyOptional({ type: [Number] })
  @IdList()
  colourDiamond?: number[];

  @ApiPropertyOptional({ type: [Number] })
  @IdList()
  shoulder?: number[];

  @ApiPropertyOptional({ type: [Number] })
  @IdList()
  stoneSize?: number[];

  @ApiPropertyOptional({ type: [Number] })
  @IdList()
  sideStoneShape?: number[];

  @ApiPropertyOptional({ type: RangeDto, description: 'total carat weight of a variant, inclusive' })
  @IsOptional()
  @PlainObject()
  @ValidateNested()
  @Type(() => RangeDto)
  carat?: RangeDto;

  @ApiPropertyOptional({
    type: RangeDto,
    description: 'in the price the caller sees (RRP at status 1, trade at 2); refused at status 0',
  })
  @IsOptional()
  @PlainObject()
  @ValidateNested()
  @Type(() => RangeDto)
  price?: RangeDto;

  @ApiPropertyOptional({
    enum: STONE_ORIGINS,
    description: 'natural (the default), lab_grown or both; the lab-grown list is always lab_grown',
  })
  @IsOptional()
  @OneOf(STONE_ORIGINS)
  origin?: StoneOrigin;

  @ApiPropertyOptional({ description: 'only designs with a variant in stock' })
  @IsOptional()
  @toBoolean()
  @Bool()
  inStock?: boolean;
}

/**
 * POST /products/search-designs: the listing behind /search-designs/{list} and /search-designs/menu.
 * `list` picks a fixed list; `category`, `subCategory` and `style` are menu url_paths (top item, its
 * submenu, the submenu's entry) and narrow it further; `viewAll` lists the whole category and
 * `viewAllSubCategory` the whole submenu.
 */
export class SearchDesignsDto extends PageQuery(SEARCH_PAGING) {
  @ApiPropertyOptional({ enum: DESIGN_LISTS })
  @IsOptional()
  @OneOf(DESIGN_LISTS)
  list?: DesignList;

  @ApiPropertyOptional({ example: 'rings', description: 'url_path of a top menu item' })
  @IsOptional()
  @Text()
  @MaxLen()
  @NoEmoji()
  category?: string;

  @ApiPropertyOptional({ example: 'rings-by-style', description: 'url_path of a submenu of the category' })
  @IsOptional()
  @Text()
  @MaxLen()
  @NoEmoji()
  subCategory?: string;

  @ApiPropertyOptional({ example: 'solitaire', description: 'url_path of an entry of the submenu' })
  @IsOptional()
  @Text()
  @MaxLen()
  @NoEmoji()
  style?: string;

  @ApiPropertyOptional({ enum: SORT_OPTIONS, description: "default: the menu entry's sort_by, else newest" })
  @IsOptional()
  @OneOf(SORT_OPTIONS)
  sort_by?: SortOption;

  @ApiPropertyOptional()
  @IsOptional()
  @toBoolean()
  @Bool()
  viewAll?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @toBoolean()
  @Bool()
  viewAllSubCategory?: boolean;

  @ApiPropertyOptional({ example: 'halo', description: 'words or a design number within the listing' })
  @IsOptional()
  @Text()
  @MaxLen()
  @NoEmoji()
  q?: string;

  @ApiPropertyOptional({ type: SearchFiltersDto })
  @IsOptional()
  @PlainObject()
  @ValidateNested()
  @Type(() => SearchFiltersDto)
  filters?: SearchFiltersDto;

  @ApiPropertyOptional({ default: true, description: 'false skips the facet counts (later pages)' })
  @IsOptional()
  @Bool()
  facets: boolean = true;
}

/**
 * GET /designs/{designId}: the query of /page3 (spec section 2). karate, shade, totalCarate and
 * quality choose the selected variant (the closest one when no variant has all of them).
 */
export class DesignDetailQueryDto {
  @ApiPropertyOptional({ description: 'karate_id' })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  karate?: number;

  @ApiPropertyOptional({ description: 'shade_id' })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  shade?: number;

  @ApiPropertyOptional({ example: 0.5 })
  @IsOptional()
  @toNumber()
  @NumberValue()
  @AtLeast(0)
  totalCarate?: number;

  @ApiPropertyOptional({ description: 'quality_id' })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  quality?: number;

  @ApiPropertyOptional({ description: 'main group (category) id the page was opened under' })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  mainGroupId?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @toBoolean()
  @Bool()
  isFixedDesign?: boolean;
}

/** The message behind GET /designs/{designId}. */
export class GetDesignDto extends DesignDetailQueryDto {
  @Required()
  @Text()
  @Uuid()
  designId!: string;
}

/** The message behind GET /images/{key}?w=. */
export class GetImageDto {
  @Required()
  @Text()
  @MaxLen(128)
  key!: string;

  /** Any whole width from 1; served at the next of 200, 400, 800 (800 at most). */
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  w?: number;
}

const MAX_VARIANTS_PER_CALL = 200;
/** SKUs per by-SKU lookup (a stock take from the ERP comes in batches). */
export const MAX_SKUS_PER_CALL = 5000;

/** The variants of a cart or an order (orders asks; see VariantForOrder). */
export class VariantsForOrderDto {
  @IsArray({ message: JSON.stringify({ key: 'catalogue.validation.array' }) })
  @ArrayMaxSize(MAX_VARIANTS_PER_CALL, {
    message: JSON.stringify({ key: 'catalogue.validation.arrayMax', params: { max: MAX_VARIANTS_PER_CALL } }),
  })
  @IsUUID('all', { each: true, message: JSON.stringify({ key: 'validation.uuid' }) })
  variantIds!: string[];
}

export class VariantsBySkuDto {
  @IsArray({ message: JSON.stringify({ key: 'catalogue.validation.array' }) })
  @ArrayMaxSize(MAX_SKUS_PER_CALL, {
    message: JSON.stringify({ key: 'catalogue.validation.arrayMax', params: { max: MAX_SKUS_PER_CALL } }),
  })
  @IsString({ each: true, message: JSON.stringify({ key: 'validation.string' }) })
  @MaxLength(100, {
    each: true,
    message: JSON.stringify({ key: 'validation.maxLength', params: { max: 100 } }),
  })
  skus!: string[];
}

/** SKUs or design numbers (a quick order's rows); a design number answers all its variants. */
export class VariantsByCodeDto {
  @IsArray({ message: JSON.stringify({ key: 'catalogue.validation.array' }) })
  @ArrayMaxSize(MAX_SKUS_PER_CALL, {
    message: JSON.stringify({ key: 'catalogue.validation.arrayMax', params: { max: MAX_SKUS_PER_CALL } }),
  })
  @IsString({ each: true, message: JSON.stringify({ key: 'validation.string' }) })
  @MaxLength(100, {
    each: true,
    message: JSON.stringify({ key: 'validation.maxLength', params: { max: 100 } }),
  })
  codes!: string[];
}

export class PriceLineDto {
  /** A variant: its current trade price is priced, unless `tradePence` gives the amount to price. */
  @IsOptional()
  @Text()
  @Uuid()
  variantId?: string;

  /** A trade amount in pence (a price captured earlier, an engraving charge). */
  @IsOptional()
  @WholeNumber()
  @AtLeast(0)
  tradePence?: number;
}

/** Prices a list of variants (or trade amounts) for the caller's price status and customer. */
export class PriceVariantsDto {
  @IsArray({ message: JSON.stringify({ key: 'catalogue.validation.array' }) })
  @ArrayMaxSize(MAX_VARIANTS_PER_CALL, {
    message: JSON.stringify({ key: 'catalogue.validation.arrayMax', params: { max: MAX_VARIANTS_PER_CALL } }),
  })
  @ValidateNested({ each: true })
  @Type(() => PriceLineDto)
  lines!: PriceLineDto[];
}
