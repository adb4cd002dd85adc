import {
  type AdminDesign,
  AdminDesignIdDto,
  type AdminDesignPage,
  AdminListDesignsDto,
  BulkPriceDto,
  type BulkPriceResult,
  CatalogueApi,
  type DesignAuditEntry,
  type DesignExportPage,
  type DesignSaveResult,
  ExportPageMessage,
  ImportDesignsMessage,
  type ImportJob,
  ImportJobIdDto,
  RetireDesignMessage,
  SaveDesignDto,
  SetPricesDto,
  type SetPricesResult,
  UpsertDesignsDto,
  type UpsertDesignsResult,
  UpdateDesignMessage,
} from '@atelier/contracts/catalogue';
import { CommonErrorCode, isSystemContext, type RequestContext } from '@atelier/contracts/common';
import { CommonException, Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { DesignImportService } from './design-import.service';
import { DesignsAdminService } from './designs-admin.service';

/** The back office's designs (the gateway checks the `designs` permission; every query is the tenant's). */
@Controller()
export class DesignsAdminController {
  constructor(
    private readonly designs: DesignsAdminService,
    private readonly files: DesignImportService,
  ) {}

  @Handles(CatalogueApi.adminCreateDesign)
  create(@MessageCtx() ctx: RequestContext, @MessageBody() body: SaveDesignDto): Promise<AdminDesign> {
    return this.designs.create(ctx, body);
  }

  @Handles(CatalogueApi.adminUpdateDesign)
  update(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateDesignMessage,
  ): Promise<DesignSaveResult> {
    return this.designs.update(ctx, body);
  }

  @Handles(CatalogueApi.adminGetDesign)
  get(@MessageCtx() ctx: RequestContext, @MessageBody() body: AdminDesignIdDto): Promise<AdminDesign> {
    return this.designs.get(ctx, body.designId);
  }

  @Handles(CatalogueApi.adminListDesigns)
  list(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminListDesignsDto,
  ): Promise<AdminDesignPage> {
    return this.designs.list(ctx, body);
  }

  @Handles(CatalogueApi.adminRetireDesign)
  retire(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: RetireDesignMessage,
  ): Promise<DesignSaveResult> {
    return this.designs.retire(ctx, body);
  }

  @Handles(CatalogueApi.adminRestoreDesign)
  restore(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: RetireDesignMessage,
  ): Promise<DesignSaveResult> {
    return this.designs.restore(ctx, body);
  }

  @Handles(CatalogueApi.adminDesignAudit)
  audit(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminDesignIdDto,
  ): Promise<DesignAuditEntry[]> {
    return this.designs.audit(ctx, body.designId);
  }

  @Handles(CatalogueApi.adminBulkPrice)
  bulkPrice(@MessageCtx() ctx: RequestContext, @MessageBody() body: BulkPriceDto): Promise<BulkPriceResult> {
    return this.designs.bulkPrice(ctx, body);
  }

  /** Only the Sellease sync sends it (a system context); the gateway routes no such call. */
  @Handles(CatalogueApi.adminSetPrices)
  setPrices(@MessageCtx() ctx: RequestContext, @MessageBody() body: SetPricesDto): Promise<SetPricesResult> {
    if (!isSystemContext(ctx)) throw new CommonException(CommonErrorCode.Forbidden, 'error.forbidden');
    return this.designs.setPrices(ctx, body);
  }

  /** Only the Sellease sync sends it (a system context); the gateway routes no such call. */
  @Handles(CatalogueApi.adminUpsertDesigns)
  upsert(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpsertDesignsDto,
  ): Promise<UpsertDesignsResult> {
    if (!isSystemContext(ctx)) throw new CommonException(CommonErrorCode.Forbidden, 'error.forbidden');
    return this.files.upsert(ctx, body);
  }

  @Handles(CatalogueApi.adminExportPage)
  exportPage(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ExportPageMessage,
  ): Promise<DesignExportPage> {
    return this.files.exportPage(ctx, body);
  }

  @Handles(CatalogueApi.adminStartImport)
  startImport(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ImportDesignsMessage,
  ): Promise<ImportJob> {
    return this.files.start(ctx, body);
  }

  @Handles(CatalogueApi.adminImportJob)
  importJob(@MessageCtx() ctx: RequestContext, @MessageBody() body: ImportJobIdDto): Promise<ImportJob> {
    return this.files.job(ctx, body.jobId);
  }
}
