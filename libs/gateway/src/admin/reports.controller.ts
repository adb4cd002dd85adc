import {
  DateRangeDto,
  MAX_SALES_PAGE_SIZE,
  ReportsApi,
  SalesFilterDto,
  SalesQueryDto,
  type SalesRow,
} from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { ServiceClient, validateDto } from '@atelier/platform';
import { BadRequestException, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { streamTableFile } from '../http/table-file';

const SALES_COLUMNS: Array<{ header: string; key: keyof SalesRow; money?: boolean }> = [
  { header: 'Date', key: 'placedAt' },
  { header: 'Order', key: 'orderNumber' },
  { header: 'Line', key: 'lineNumber' },
  { header: 'Customer', key: 'customerName' },
  { header: 'Type', key: 'orderType' },
  { header: 'Design', key: 'designNumber' },
  { header: 'Name', key: 'designName' },
  { header: 'Category', key: 'category' },
  { header: 'Metal', key: 'metal' },
  { header: 'Karat', key: 'karat' },
  { header: 'Pieces', key: 'pieces' },
  { header: 'Cancelled', key: 'canceledPieces' },
  { header: 'Unit price', key: 'unitPence', money: true },
  { header: 'Net', key: 'netPence', money: true },
];

/** Pounds as a number with two decimals (the files are for spreadsheets, which sum numbers). */
function cell(row: SalesRow, column: (typeof SALES_COLUMNS)[number]): string | number {
  const value = row[column.key];
  return column.money ? Number(value) / 100 : value;
}

/** Dashboard (permission "dashboard") and sales data (permission "reports"). */
@ApiTags('back office: reports')
@Controller('admin')
export class ReportsController {
  constructor(private readonly services: ServiceClient) {}

  @Get('dashboard')
  @RequirePermission('dashboard')
  @ApiOperation({ summary: 'Today, this week, this month against the period before; pending work.' })
  async dashboard(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(ReportsApi.dashboard, ctx, {}));
  }

  @Get('dashboard/series')
  @RequirePermission('dashboard')
  @ApiOperation({ summary: 'Chart series over a date range (default: the last 90 days).' })
  async series(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(DateRangeDto, query);
    return ok(await this.services.call(ReportsApi.dashboardSeries, ctx, dto));
  }

  @Get('reports/sales')
  @RequirePermission('reports')
  @ApiOperation({ summary: 'Order lines, filtered, sorted and paged, with totals over every match.' })
  async sales(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(SalesQueryDto, query);
    return ok(await this.services.call(ReportsApi.sales, ctx, dto));
  }

  @Get('reports/sales/export')
  @RequirePermission('reports')
  @ApiOperation({ summary: 'The sales data as filtered, as CSV or XLSX (format=csv|xlsx), streamed.' })
  async exportSales(
    @Ctx() ctx: RequestContext,
    @Query() query: Record<string, unknown>,
    @Res() response: Response,
  ): Promise<void> {
    const { format, ...filters } = query;
    if (format !== 'csv' && format !== 'xlsx') {
      throw new BadRequestException({
        status: false,
        message: 'format: csv or xlsx',
        errors: { format: ['csv, xlsx'] },
      });
    }
    const filter = await validateDto(SalesFilterDto, filters);
    const pages = async function* (services: ServiceClient): AsyncGenerator<Array<Array<string | number>>> {
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const answer = await services.call(ReportsApi.sales, ctx, {
          ...filter,
          page,
          limit: MAX_SALES_PAGE_SIZE,
        });
        pages = answer.pages;
        yield answer.rows.map((row) => SALES_COLUMNS.map((c) => cell(row, c)));
      }
    };
    await streamTableFile(response, {
      name: 'sales',
      format,
      sheet: 'Sales',
      header: SALES_COLUMNS.map((c) => c.header),
      pages: pages(this.services),
    });
  }

  @Post('reports/rebuild')
  @HttpCode(200)
  @RequirePermission('reports')
  @ApiOperation({ summary: 'Recomputes the reporting read model from the orders service.' })
  async rebuild(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(ReportsApi.rebuild, ctx, {}));
  }
}
