import { AtLeast, AtMost, Required, Text, Uuid, WholeNumber } from '@atelier/contracts/common';
import { IsOptional } from 'class-validator';

/** The most ordered designs since `days` ago (ordered quantity of lines not cancelled), most first. */
export class BestSellingDesignsQueryDto {
  @Required()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(3650)
  days!: number;

  @Required()
  @WholeNumber()
  @AtLeast(1)
  @AtMost(500)
  limit!: number;
}

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

/** The customer whose open orders and appros are counted (identity's customer_remove). */
export class CustomerOpenWorkQueryDto {
  @Required()
  @Text()
  @Uuid()
  customerId!: string;
}
