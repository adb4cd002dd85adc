import { AtLeast, AtMost, Required, Text, Uuid, WholeNumber } from '@atelier/contracts/common';
import { IsOptional } from 'class-validator';

/** A page of orders for the reporting rebuild, in id order after `after` (keyset, so pages never shift). */
export class ReportingOrdersQueryDto {
  @IsOptional()
  @Text()
  @Uuid()
  after?: string;

  @Required()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(500)
  limit!: number;
}
