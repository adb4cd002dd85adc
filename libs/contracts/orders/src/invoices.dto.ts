import { Required, Text, Uuid } from '@atelier/contracts/common';
import { ApiProperty } from '@nestjs/swagger';
import { OneOf } from './dto-rules';
import { INVOICE_STATUSES } from './orders.constants';

export class AdminSetInvoiceStatusDto {
  @ApiProperty({ enum: INVOICE_STATUSES })
  @Required()
  @OneOf(INVOICE_STATUSES)
  status!: (typeof INVOICE_STATUSES)[number];
}

export class AdminSetInvoiceStatusMessage extends AdminSetInvoiceStatusDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}
