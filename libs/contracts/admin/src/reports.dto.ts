import {
  AtLeast,
  AtMost,
  MaxLen,
  NoEmoji,
  Required,
  Text,
  Uuid,
  WholeNumber,
} from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, ValidateBy, type ValidationOptions } from 'class-validator';
import {
  MAX_SALES_PAGE_SIZE,
  PAGE_VIEW_PATH_MAX,
  SALES_ORDER_TYPES,
  SALES_SORTS,
  type SalesSort,
} from './reports.patterns';

function rule(key: string): ValidationOptions {
  return { message: JSON.stringify({ key }) };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const IsoDate = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isoDate',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          ISO_DATE.test(value) &&
          !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
      },
    },
    rule('validation.date'),
  );

/** Query strings are text: "2" becomes 2, anything else fails the number rule. */
const toNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value,
  );

/** A date range, both ends inclusive days (UTC). */
export class DateRangeDto {
  @ApiPropertyOptional({ example: '2026-01-01', description: 'First day, inclusive (YYYY-MM-DD).' })
  @IsOptional()
  @IsoDate()
  from?: string;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'Last day, inclusive (YYYY-MM-DD).' })
  @IsOptional()
  @IsoDate()
  to?: string;
}

/** The sales data's filters (every one optional), without paging: what an export takes. */
export class SalesFilterDto extends DateRangeDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Text()
  @Uuid()
  customerId?: string;

  @ApiPropertyOptional({ example: 'Rings' })
  @IsOptional()
  @Text()
  @MaxLen(100)
  category?: string;

  @ApiPropertyOptional({ example: 'Gold' })
  @IsOptional()
  @Text()
  @MaxLen(100)
  metal?: string;

  @ApiPropertyOptional({ example: '18K' })
  @IsOptional()
  @Text()
  @MaxLen(100)
  karat?: string;

  @ApiPropertyOptional({ description: 'Design number, exact.' })
  @IsOptional()
  @Text()
  @MaxLen(100)
  designNumber?: string;

  @ApiPropertyOptional({ enum: SALES_ORDER_TYPES })
  @IsOptional()
  @IsIn([...SALES_ORDER_TYPES], rule('validation.oneOf'))
  orderType?: (typeof SALES_ORDER_TYPES)[number];

  @ApiPropertyOptional({ enum: SALES_SORTS, default: 'placedAt' })
  @IsOptional()
  @IsIn([...SALES_SORTS], rule('validation.oneOf'))
  sort?: SalesSort;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], rule('validation.oneOf'))
  direction?: 'asc' | 'desc';
}

/** A page of the sales data. */
export class SalesQueryDto extends SalesFilterDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  page?: number;

  @ApiPropertyOptional({ default: 50, maximum: MAX_SALES_PAGE_SIZE })
  @IsOptional()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(MAX_SALES_PAGE_SIZE)
  limit?: number;
}

const PagePath = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'pagePath',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && /^\/[^\s]*$/.test(value),
      },
    },
    rule('validation.invalid'),
  );

/** A storefront page view: the route's path (no host), as the browser's location has it. */
export class RecordPageViewDto {
  @ApiProperty({ example: '/search-designs/rings', maxLength: PAGE_VIEW_PATH_MAX })
  @Required()
  @Text()
  @MaxLen(PAGE_VIEW_PATH_MAX)
  @NoEmoji()
  @PagePath()
  path!: string;
}
