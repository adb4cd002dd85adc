import {
  CatalogueReportDto,
  CatalogueReportsApi,
  DESIGN_REPORT_COLUMNS,
  MAPPING_REPORT_COLUMNS,
  type ReportCell,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { ServiceClient, validateDto } from '@atelier/platform';
import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { streamTableFile } from '../http/table-file';

/** Designs a page of the design report holds (each with its variants); mapping rows a page. */
const DESIGNS_PER_PAGE = 500;
const MAPPING_ROWS_PER_PAGE = 2000;

type ReportCall = typeof CatalogueReportsApi.designReportPage;

/**
 * Back office, permission "reports": /Admin/download-design-report and /download-mapping-reports. The
 * catalogue owns designs and menus and answers each report a page at a time; the files are streamed.
 */
@ApiTags('back office: reports')
@Controller('admin/reports')
@RequirePermission('reports')
export class CatalogueReportsController {
  constructor(private readonly services: ServiceClient) {}

  @Get('designs')
  @ApiOperation({
    summary: 'Designs with variants, stock, trade prices, flags and groups (format=csv|xlsx), streamed.',
  })
  async designs(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>, @Res() res: Response) {
    const { format } = await validateDto(CatalogueReportDto, query);
    await streamTableFile(res, {
      name: 'design-report',
      format,
      sheet: 'Designs',
      header: DESIGN_REPORT_COLUMNS,
      pages: this.pages(ctx, CatalogueReportsApi.designReportPage, DESIGNS_PER_PAGE),
    });
  }

  @Get('mapping')
  @ApiOperation({
    summary:
      'Each menu entry with the designs it shows, then the designs in no group (format=csv|xlsx), streamed.',
  })
  async mapping(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>, @Res() res: Response) {
    const { format } = await validateDto(CatalogueReportDto, query);
    await streamTableFile(res, {
      name: 'mapping-report',
      format,
      sheet: 'Mapping',
      header: MAPPING_REPORT_COLUMNS,
      pages: this.pages(ctx, CatalogueReportsApi.mappingReportPage, MAPPING_ROWS_PER_PAGE),
    });
  }

  private async *pages(
    ctx: RequestContext,
    report: ReportCall,
    limit: number,
  ): AsyncGenerator<ReportCell[][]> {
    let after: string | undefined;
    for (;;) {
      const page = await this.services.call(report, ctx, {
        limit,
        ...(after === undefined ? {} : { after }),
      });
      yield page.rows;
      if (page.next === null) return;
      after = page.next;
    }
  }
}
