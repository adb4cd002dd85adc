import { AtLeast, MaxLen, Required, Text, Uuid, WholeNumber } from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { Checked, CatalogueAdminPageDto } from './catalogue-admin-rules';
import { OneOf, rule, toNumber } from './catalogue.dto';
import {
  DISCOUNT_KINDS,
  DISCOUNT_LIST_STATUSES,
  type DiscountKind,
  type DiscountListStatus,
} from './discounts-admin.constants';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const Day = (): PropertyDecorator => Matches(DAY, rule('validation.date'));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An optional uuid that may also be null (null or absent: every customer). */
const nullableUuid = (value: unknown): string | null =>
  value === null || (typeof value === 'string' && UUID.test(value))
    ? null
    : JSON.stringify({ key: typeof value === 'string' ? 'validation.uuid' : 'validation.string' });

const nullableDesignNumber = (value: unknown): string | null =>
  value === null
    ? null
    : typeof value !== 'string'
      ? JSON.stringify({ key: 'validation.string' })
      : value.trim() === ''
        ? JSON.stringify({ key: 'validation.required' })
        : value.length > 60
          ? JSON.stringify({ key: 'validation.maxLength', params: { max: 60 } })
          : null;

const nullableGroupId = (value: unknown): string | null =>
  value === null ||
  (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647)
    ? null
    : JSON.stringify({ key: value === '' ? 'validation.required' : 'validation.integer' });

const finiteNumber = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? null : JSON.stringify({ key: 'validation.number' });

export class ListDiscountsDto extends CatalogueAdminPageDto {
  @ApiPropertyOptional({
    enum: DISCOUNT_LIST_STATUSES,
    description: 'current (default): scheduled or active',
  })
  @IsOptional()
  @OneOf(DISCOUNT_LIST_STATUSES)
  status: DiscountListStatus = 'current';

  @ApiPropertyOptional({ description: "Only this customer's discounts" })
  @IsOptional()
  @Text()
  @Uuid()
  customerId?: string;

  @ApiPropertyOptional({ description: 'Design number prefix' })
  @IsOptional()
  @Text()
  @MaxLen(60)
  search?: string;
}

/**
 * A discount's terms. Who: `customerId` or `customerGroupId` (a customer group), not both (neither:
 * every customer). What: `designNumber` or
 * `mainGroupId` (a design group), not both (neither: every design). How much: `kind` percent (`value`
 * percent off, more than 0 and under 100) or fixed_price (`value` the trade price in pounds). When:
 * from the start of `startsOn` to the end of `endsOn` (UTC).
 */
export class SaveDiscountDto {
  @ApiPropertyOptional({ nullable: true, format: 'uuid' })
  @Checked(nullableUuid)
  customerId?: string | null;

  @ApiPropertyOptional({ nullable: true, format: 'uuid', description: 'Every customer in this group' })
  @Checked(nullableUuid)
  customerGroupId?: string | null;

  @ApiPropertyOptional({ nullable: true, example: 'R1001' })
  @Checked(nullableDesignNumber)
  designNumber?: string | null;

  @ApiPropertyOptional({ nullable: true, example: 3 })
  @Checked(nullableGroupId)
  mainGroupId?: number | null;

  // Its own message: the shared label of a field called "kind" names a filter's kind.
  @ApiProperty({ enum: DISCOUNT_KINDS })
  @Checked(
    (value) =>
      typeof value === 'string' && (DISCOUNT_KINDS as readonly string[]).includes(value)
        ? null
        : JSON.stringify({ key: 'catalogue.discounts.kind', params: { values: DISCOUNT_KINDS.join(', ') } }),
    false,
  )
  kind!: DiscountKind;

  @ApiProperty({ example: 10 })
  @Required()
  @toNumber()
  @Checked(finiteNumber, false)
  value!: number;

  // The examples lie in the past on purpose: a generated sample body (the security and hostile-input
  // suites send them) is refused, so no test leaves a running discount for every customer behind.
  @ApiProperty({ example: '2020-01-01' })
  @Required()
  @Text()
  @Day()
  startsOn!: string;

  @ApiProperty({ example: '2020-01-31' })
  @Required()
  @Text()
  @Day()
  endsOn!: string;
}

export class UpdateDiscountDto extends SaveDiscountDto {
  @ApiProperty()
  @Required()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  version!: number;
}

export class UpdateDiscountMessage extends UpdateDiscountDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

export class DiscountVersionDto {
  @ApiProperty()
  @Required()
  @toNumber()
  @WholeNumber()
  @AtLeast(1)
  version!: number;
}

export class DiscountIdDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

export class DiscountVersionMessage extends DiscountVersionDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}
