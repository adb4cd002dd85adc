import { AtLeast, AtMost, MaxLen, Text, WholeNumber } from '@atelier/contracts/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { OneOf } from './catalogue.dto';
import {
  CATALOGUE_REPORT_FORMATS,
  type CatalogueReportFormat,
  MAX_REPORT_PAGE,
} from './catalogue-reports.constants';

/** `GET /api/admin/reports/designs` and `/api/admin/reports/mapping`: which file. */
export class CatalogueReportDto {
  @ApiPropertyOptional({ enum: CATALOGUE_REPORT_FORMATS, default: 'csv' })
  @IsOptional()
  @OneOf(CATALOGUE_REPORT_FORMATS)
  format: CatalogueReportFormat = 'csv';
}

/** One page of a report after the cursor the previous page gave (gateway to catalogue). */
export class ReportPageMessage {
  @IsOptional()
  @Text()
  @MaxLen(400)
  after?: string;

  @WholeNumber()
  @AtLeast(1)
  @AtMost(MAX_REPORT_PAGE)
  limit: number = 1000;
}
