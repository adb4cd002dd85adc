import {
  type DashboardSeries,
  type DashboardView,
  DateRangeDto,
  type PageViewRecorded,
  type RebuildResult,
  RecordPageViewDto,
  ReportsApi,
  type SalesPage,
  SalesQueryDto,
} from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { PageViewsService } from './page-views.service';
import { RebuildService } from './rebuild.service';
import { ReportsAccess } from './reports-access';
import { ReportsService } from './reports.service';

@Controller()
export class ReportsController {
  constructor(
    private readonly access: ReportsAccess,
    private readonly reports: ReportsService,
    private readonly rebuilder: RebuildService,
    private readonly pageViews: PageViewsService,
  ) {}

  /** Anyone on the storefront (the gateway rate-limits per address); counted in the caller's tenant. */
  @Handles(ReportsApi.recordPageView)
  recordPageView(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: RecordPageViewDto,
  ): Promise<PageViewRecorded> {
    return this.pageViews.record(ctx, body.path);
  }

  @Handles(ReportsApi.dashboard)
  async dashboard(@MessageCtx() ctx: RequestContext): Promise<DashboardView> {
    await this.access.require(ctx, 'dashboard');
    return this.reports.dashboard(ctx);
  }

  @Handles(ReportsApi.dashboardSeries)
  async series(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: DateRangeDto,
  ): Promise<DashboardSeries> {
    await this.access.require(ctx, 'dashboard');
    return this.reports.series(ctx, body);
  }

  @Handles(ReportsApi.sales)
  async sales(@MessageCtx() ctx: RequestContext, @MessageBody() body: SalesQueryDto): Promise<SalesPage> {
    await this.access.require(ctx, 'reports');
    return this.reports.sales(ctx, body);
  }

  @Handles(ReportsApi.rebuild)
  async rebuild(@MessageCtx() ctx: RequestContext): Promise<RebuildResult> {
    await this.access.require(ctx, 'reports');
    return this.rebuilder.rebuild(ctx);
  }
}
