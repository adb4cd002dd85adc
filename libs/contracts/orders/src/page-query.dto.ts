import { MaxLen, NoEmoji, Text, Uuid } from '@atelier/contracts/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { OrdersPageQuery } from './dto-rules';
import {
  APPRO_LIST_FILTERS,
  BESPOKE_STATUSES,
  CHANGE_REQUEST_STATUSES,
  INVOICE_STATUSES,
} from './orders.constants';

/** The other paged lists' query (bespoke orders, appros, invoices, change requests). */
export class PageQueryDto extends OrdersPageQuery {
  @ApiPropertyOptional({ description: 'a status of the listed kind' })
  @IsOptional()
  @Text()
  @MaxLen(30)
  status?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Text()
  @MaxLen(50)
  @NoEmoji()
  search?: string;
}

export class AdminPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Text()
  @Uuid()
  customerId?: string;
}

/** Statuses a list of each kind may be filtered by (PageQueryDto.status). */
export const LIST_STATUS_VALUES = {
  bespoke: BESPOKE_STATUSES,
  appros: APPRO_LIST_FILTERS,
  invoices: INVOICE_STATUSES,
  changeRequests: CHANGE_REQUEST_STATUSES,
} as const;
