import { Bool, MaxLen, NoEmoji, Required, Text, Uuid } from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches, ValidateIf } from 'class-validator';
import { SORT_OPTIONS, type SortOption } from './catalogue.constants';
import { Checked, idProblem, listProblem, localisedTextProblem, uuidProblem } from './catalogue-admin-rules';
import type { LocalisedTexts } from './taxonomy-admin.types';

const issue = (key: string, params?: Record<string, string | number>): string =>
  JSON.stringify({ key, params });
/** A menu url_path: lower-case letters, digits, hyphens and underscores (the spec's "new_arrival", "lab-grown"). */
const URL_PATH = /^[a-z0-9][a-z0-9_-]{0,99}$/;
/** A storefront path the entry links to. */
const LINK = /^\/[A-Za-z0-9/_?=&%.-]{0,254}$/;

export class MenuItemFieldsDto {
  @ApiPropertyOptional({ example: { sv: 'Ringar' } })
  @Checked(localisedTextProblem)
  titles?: LocalisedTexts;

  @ApiPropertyOptional({ example: false, description: 'the submenu heading itself opens a listing' })
  @IsOptional()
  @Bool()
  isSubmenu1Clickable?: boolean;

  @ApiPropertyOptional({ example: false, description: 'entries are styles (searched with style=<url_path>)' })
  @IsOptional()
  @Bool()
  isStyle?: boolean;

  @ApiPropertyOptional({ example: '/search-designs/new_arrival', nullable: true })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @Text()
  @Matches(LINK, { message: issue('catalogue.menu.link') })
  url?: string | null;

  @ApiPropertyOptional({ enum: SORT_OPTIONS, nullable: true })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @IsIn([...SORT_OPTIONS], {
    message: issue('catalogue.validation.oneOf', { values: SORT_OPTIONS.join(', ') }),
  })
  sortBy?: SortOption | null;

  @ApiPropertyOptional({ example: true, description: 'shows the NEW badge' })
  @IsOptional()
  @Bool()
  isNew?: boolean;
}

export class CreateMenuItemDto extends MenuItemFieldsDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'absent: a top item' })
  @IsOptional()
  @Text()
  @Uuid()
  parentId?: string;

  @ApiProperty({ example: 'Rings', maxLength: 255 })
  @Required()
  @Text()
  @MaxLen()
  @NoEmoji()
  title!: string;

  @ApiProperty({ example: 'rings' })
  @Required()
  @Text()
  @Matches(URL_PATH, { message: issue('catalogue.menu.urlPath') })
  urlPath!: string;
}

export class UpdateMenuItemDto extends MenuItemFieldsDto {
  @ApiPropertyOptional({ example: 'Rings', maxLength: 255 })
  @IsOptional()
  @Text()
  @MaxLen()
  @NoEmoji()
  title?: string;

  @ApiPropertyOptional({ example: 'rings' })
  @IsOptional()
  @Text()
  @Matches(URL_PATH, { message: issue('catalogue.menu.urlPath') })
  urlPath?: string;
}

export class UpdateMenuItemMessage extends UpdateMenuItemDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

export class MenuItemIdMessage {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

/** Drag and drop: the siblings under one parent in their new order (an entry may come from another parent). */
export class ReorderMenuDto {
  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'null or absent: the top items' })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @Text()
  @Uuid()
  parentId?: string | null;

  @ApiProperty({ type: [String], description: 'every entry under the parent, in the new order' })
  @Required()
  @Checked((value) => listProblem(value, 200, uuidProblem), false)
  ids!: string[];
}

/** map-group-to-submenu2 / map-subgroup-to-submenu2: what the entry lists; null clears. */
export class MapMenuGroupsDto {
  @ApiPropertyOptional({ example: 1, nullable: true })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @Checked(idProblem)
  mainGroupId?: number | null;

  @ApiPropertyOptional({ example: 3, nullable: true, description: 'a sub group of the main group' })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @Checked(idProblem)
  subGroupId?: number | null;
}

export class MapMenuGroupsMessage extends MapMenuGroupsDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

export class Page2QueryDto {
  @ApiPropertyOptional({ example: 'rings-by-style', description: "a submenu's url_path" })
  @IsOptional()
  @Text()
  @Matches(URL_PATH, { message: issue('catalogue.menu.urlPath') })
  subMenu?: string;
}

export class Page2Message extends Page2QueryDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}
