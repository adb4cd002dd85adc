import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { MAX_PAGE_NUMBER } from './paging.fields';
import type { PageQueryLimits, PageWindow } from './paging.types';
import { AtLeast, AtMost, WholeNumber } from './validation/rules';

const noTransform = (): PropertyDecorator => () => undefined;

/**
 * The page and limit of a paged list's query, with the list's own sizes: a list's DTO extends
 * `PageQuery({ defaultLimit, maxLimit })` and adds its filters. (The browser entry has the same
 * class shape without the decorators, as pages use DTOs as types only.)
 */
export function PageQuery(limits: PageQueryLimits): new () => PageWindow {
  const fromText = limits.fromText ?? noTransform;
  class PageQueryBase implements PageWindow {
    @ApiPropertyOptional({ example: 1, minimum: 1, default: 1 })
    @IsOptional()
    @fromText()
    @WholeNumber()
    @AtLeast(1)
    @AtMost(limits.maxPage ?? MAX_PAGE_NUMBER)
    page: number = 1;

    @ApiPropertyOptional({ example: limits.defaultLimit, minimum: 1, maximum: limits.maxLimit })
    @IsOptional()
    @fromText()
    @WholeNumber()
    @AtLeast(1)
    @AtMost(limits.maxLimit)
    limit: number = limits.defaultLimit;
  }
  return PageQueryBase;
}
