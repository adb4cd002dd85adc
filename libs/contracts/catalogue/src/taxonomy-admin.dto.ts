import {
  AtLeast,
  AtMost,
  Bool,
  MaxLen,
  NoEmoji,
  Required,
  Slug,
  Text,
  Uuid,
  WholeNumber,
} from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ID_FILTERS, type IdFilter } from './catalogue.constants';
import {
  CatalogueAdminPageDto,
  Checked,
  idProblem,
  listProblem,
  localisedTextProblem,
  uuidProblem,
} from './catalogue-admin-rules';
import { toNumber } from './catalogue.dto';
import type { LocalisedTexts } from './taxonomy-admin.types';
import {
  CHANGE_LOG_ENTITIES,
  type ChangeLogEntity,
  LOOKUP_NAME_KINDS,
  type LookupNameKind,
  MAX_BULK_DESIGNS,
} from './catalogue-admin.constants';

const oneOf = (values: readonly string[]): PropertyDecorator =>
  IsIn([...values], {
    message: JSON.stringify({ key: 'catalogue.validation.oneOf', params: { values: values.join(', ') } }),
  });

const Ids = (max: number, optional = true) =>
  Checked((value) => listProblem(value, max, idProblem), optional);
const DesignIds = (optional = false) =>
  Checked((value) => listProblem(value, MAX_BULK_DESIGNS, uuidProblem), optional);
const Texts = () => Checked(localisedTextProblem);
/** Lookup ids in bodies and query strings: whole numbers in PostgreSQL's integer range. */
const LookupId = () => (target: object, key: string | symbol) => {
  toNumber()(target, key);
  WholeNumber()(target, key);
  AtLeast(1)(target, key);
  AtMost(2_147_483_647)(target, key);
};
const SortOrder = () => (target: object, key: string | symbol) => {
  IsOptional()(target, key);
  WholeNumber()(target, key);
  AtLeast(0)(target, key);
  AtMost(100_000)(target, key);
};

// ---- main and sub groups (manage-group) --------------------------------------------------------------

export class GroupFieldsDto {
  @ApiPropertyOptional({ example: { sv: 'Ringar' }, description: 'name per language code' })
  @Texts()
  names?: LocalisedTexts;

  @ApiPropertyOptional({ example: 10 })
  @SortOrder()
  sortOrder?: number;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @Bool()
  active?: boolean;
}

export class CreateMainGroupDto extends GroupFieldsDto {
  @ApiProperty({ example: 'Rings', maxLength: 255 })
  @Required()
  @Text()
  @MaxLen()
  @NoEmoji()
  name!: string;

  @ApiPropertyOptional({
    example: 'rings',
    description: 'lower-case letters, digits and hyphens; made from the name when absent',
  })
  @IsOptional()
  @Text()
  @Slug()
  urlPath?: string;
}

export class CreateSubGroupDto extends GroupFieldsDto {
  @ApiProperty({ example: 'Solitaire', maxLength: 255 })
  @Required()
  @Text()
  @MaxLen()
  @NoEmoji()
  name!: string;

  @ApiProperty({ example: 1, description: 'the main group (lookup id from categories)' })
  @Required()
  @LookupId()
  mainGroupId!: number;

  @ApiPropertyOptional({
    example: 'solitaire',
    description: 'lower-case letters, digits and hyphens; made from the name when absent',
  })
  @IsOptional()
  @Text()
  @Slug()
  urlPath?: string;
}

export class UpdateGroupDto extends GroupFieldsDto {
  @ApiPropertyOptional({ example: 'Rings', maxLength: 255 })
  @IsOptional()
  @Text()
  @MaxLen()
  @NoEmoji()
  name?: string;

  @ApiPropertyOptional({
    example: 'rings',
    description: 'lower-case letters, digits and hyphens; made from the name when absent',
  })
  @IsOptional()
  @Text()
  @Slug()
  urlPath?: string;
}

export class UpdateGroupMessage extends UpdateGroupDto {
  @Required()
  @LookupId()
  id!: number;
}

export class IdMessage {
  @Required()
  @LookupId()
  id!: number;
}

export class ListGroupsDto extends CatalogueAdminPageDto {
  @ApiPropertyOptional({ example: 1, description: 'sub groups: only those of this main group' })
  @IsOptional()
  @LookupId()
  mainGroupId?: number;
}

// ---- designs in groups (mapped-design, unassigned-design, non-group-design, design-map) ---------------

export class DesignListQueryDto extends CatalogueAdminPageDto {
  @ApiPropertyOptional({ example: 'R10', description: 'design number prefix or words of the name' })
  @IsOptional()
  @Text()
  @MaxLen()
  @NoEmoji()
  search?: string;
}

export class GroupDesignsQueryDto extends DesignListQueryDto {
  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @LookupId()
  mainGroupId?: number;

  @ApiPropertyOptional({ example: 3 })
  @IsOptional()
  @LookupId()
  subGroupId?: number;
}

export class AssignDesignsDto {
  @ApiProperty({ type: [String], description: 'design ids (at most 500)' })
  @Required()
  @DesignIds()
  designIds!: string[];

  @ApiPropertyOptional({ example: 1, description: 'moves the designs to this main group' })
  @IsOptional()
  @LookupId()
  mainGroupId?: number;

  @ApiPropertyOptional({ example: 3, description: 'adds this sub group (its main group too)' })
  @IsOptional()
  @LookupId()
  subGroupId?: number;
}

export class UnassignDesignsDto {
  @ApiProperty({ type: [String] })
  @Required()
  @DesignIds()
  designIds!: string[];

  @ApiProperty({ example: 3 })
  @Required()
  @LookupId()
  subGroupId!: number;
}

// ---- similar designs (map-similar-designs) -------------------------------------------------------------

export class SimilarDesignsQueryMessage extends CatalogueAdminPageDto {
  @Required()
  @Text()
  @Uuid()
  designId!: string;
}

export class MapSimilarDesignsDto {
  @ApiProperty({ format: 'uuid' })
  @Required()
  @Text()
  @Uuid()
  designId!: string;

  @ApiProperty({ type: [String], description: 'shown on the design and the design on each of them' })
  @Required()
  @Checked((value) => listProblem(value, 50, uuidProblem), false)
  similarDesignIds!: string[];
}

export class UnmapSimilarDesignDto {
  @ApiProperty({ format: 'uuid' })
  @Required()
  @Text()
  @Uuid()
  designId!: string;

  @ApiProperty({ format: 'uuid' })
  @Required()
  @Text()
  @Uuid()
  similarDesignId!: string;
}

// ---- collections (collection-designs) ----------------------------------------------------------------

export class CreateCollectionDto {
  @ApiProperty({ example: 'Heritage', maxLength: 255 })
  @Required()
  @Text()
  @MaxLen()
  @NoEmoji()
  name!: string;

  @ApiPropertyOptional({ example: 'heritage' })
  @IsOptional()
  @Text()
  @Slug()
  urlPath?: string;

  @ApiPropertyOptional({ example: 0 })
  @SortOrder()
  sortOrder?: number;
}

export class UpdateCollectionDto {
  @ApiPropertyOptional({ example: 'Eternity', maxLength: 255 })
  @IsOptional()
  @Text()
  @MaxLen()
  @NoEmoji()
  name?: string;

  @ApiPropertyOptional({ example: 'eternity' })
  @IsOptional()
  @Text()
  @Slug()
  urlPath?: string;

  @ApiPropertyOptional({ example: 0 })
  @SortOrder()
  sortOrder?: number;
}

export class UpdateCollectionMessage extends UpdateCollectionDto {
  @Required()
  @LookupId()
  id!: number;
}

export class CollectionDesignsQueryMessage extends DesignListQueryDto {
  @Required()
  @LookupId()
  id!: number;
}

export class CollectionDesignsDto {
  @ApiProperty({ type: [String] })
  @Required()
  @DesignIds()
  designIds!: string[];
}

export class CollectionDesignsMessage extends CollectionDesignsDto {
  @Required()
  @LookupId()
  id!: number;
}

// ---- storefront filters (create-multi-filter, dynamic-multi-filter, map-multiFilter, map-sub-filter) ------

export class FilterGroupsDto {
  @ApiPropertyOptional({
    type: [Number],
    description: 'main groups whose listings show the filter; empty: all',
  })
  @Ids(200)
  mainGroupIds?: number[];

  @ApiPropertyOptional({
    type: [Number],
    example: [],
    description: 'sub groups whose listings show the filter',
  })
  @Ids(500)
  subGroupIds?: number[];
}

export class FilterFieldsDto extends FilterGroupsDto {
  @ApiPropertyOptional({ example: { sv: 'Metall' } })
  @Texts()
  titles?: LocalisedTexts;

  @ApiPropertyOptional({
    type: [Number],
    example: [],
    description: 'lookup ids of the values offered; empty: all',
  })
  @Ids(500)
  valueIds?: number[];

  @ApiPropertyOptional({ example: 0 })
  @SortOrder()
  sortOrder?: number;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @Bool()
  active?: boolean;
}

export class UpdateFilterDto extends FilterFieldsDto {
  @ApiPropertyOptional({ example: 'Metal', maxLength: 255 })
  @IsOptional()
  @Text()
  @MaxLen()
  @NoEmoji()
  title?: string;
}

export class CreateFilterDto extends FilterFieldsDto {
  @ApiProperty({ enum: ID_FILTERS, example: 'initial' })
  @Required()
  @oneOf(ID_FILTERS)
  kind!: IdFilter;

  @ApiProperty({ example: 'Initial', maxLength: 255 })
  @Required()
  @Text()
  @MaxLen()
  @NoEmoji()
  title!: string;
}

export class UpdateFilterMessage extends UpdateFilterDto {
  @Required()
  @LookupId()
  id!: number;
}

export class MapFilterGroupsMessage extends FilterGroupsDto {
  @Required()
  @LookupId()
  id!: number;
}

// ---- change log ------------------------------------------------------------------------------------------

export class ChangeLogQueryDto extends CatalogueAdminPageDto {
  @ApiPropertyOptional({
    enum: CHANGE_LOG_ENTITIES,
    description: 'one kind of entity; every kind when absent',
  })
  @IsOptional()
  @oneOf(CHANGE_LOG_ENTITIES)
  entityType?: ChangeLogEntity;

  @ApiPropertyOptional({ example: '12', maxLength: 64, description: 'one entity; every entity when absent' })
  @IsOptional()
  @Text()
  @MaxLen(64)
  @NoEmoji()
  entityId?: string;
}

// ---- lookup names per language (lookup-names) ----------------------------------------------------------

export class LookupNamesQueryDto {
  @ApiProperty({ enum: LOOKUP_NAME_KINDS })
  @Required()
  @oneOf(LOOKUP_NAME_KINDS)
  kind!: LookupNameKind;
}

/** A lookup's names in the other languages; the set given replaces the old one (empty: English only). */
export class SetLookupNamesDto extends LookupNamesQueryDto {
  @ApiProperty({ example: 3 })
  @Required()
  @LookupId()
  id!: number;

  @ApiProperty({ example: { sv: 'Guld' }, description: 'name per language code' })
  @Required()
  @Checked(localisedTextProblem, false)
  names!: LocalisedTexts;
}
