import { CatalogueReportsApi, type ReportPage, ReportPageMessage } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { staff } from '../catalogue-admin/catalogue-change';
import { CatalogueReportsService } from './catalogue-reports.service';

/** Back office: the design report and the menu and group mapping report, a page at a time. */
@Controller()
export class CatalogueReportsController {
  constructor(private readonly reports: CatalogueReportsService) {}

  @Handles(CatalogueReportsApi.designReportPage)
  designPage(@MessageCtx() ctx: RequestContext, @MessageBody() body: ReportPageMessage): Promise<ReportPage> {
    return this.reports.designPage(staff(ctx), body);
  }

  @Handles(CatalogueReportsApi.mappingReportPage)
  mappingPage(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ReportPageMessage,
  ): Promise<ReportPage> {
    return this.reports.mappingPage(staff(ctx), body);
  }
}
