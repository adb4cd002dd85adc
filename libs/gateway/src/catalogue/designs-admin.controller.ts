import {
  AdminListDesignsDto,
  BulkPriceDto,
  CatalogueApi,
  CatalogueErrorCode,
  DESIGN_EXPORT_COLUMNS,
  type DesignSaveResult,
  ExportDesignsDto,
  ImportDesignsQueryDto,
  RetireDesignDto,
  SaveDesignDto,
  UpdateDesignDto,
} from '@atelier/contracts/catalogue';
import { type RequestContext, translate } from '@atelier/contracts/common';
import { ServiceClient, validateDto } from '@atelier/platform';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { streamTableFile } from '../http/table-file';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { ImportUploadInterceptor, uploadIssue } from './import-upload.interceptor';

/** Designs per page of the export while it streams. */
const EXPORT_PAGE = 1000;

interface UploadedImport {
  buffer: Buffer;
  originalname: string;
  size: number;
}

/**
 * Back office, permission "designs": designs and their variants (/Admin/add-design, manage-design,
 * view-list, retire-design, lab-grown-*), audit, bulk repricing, import and export.
 */
@ApiTags('back office: designs')
@Controller('admin/designs')
@RequirePermission('designs')
export class DesignsAdminController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ApiOperation({ summary: 'Designs page by page: search, mainGroupId, subGroupId, labGrown, status, sort.' })
  async list(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(AdminListDesignsDto, query);
    return ok(await this.services.call(CatalogueApi.adminListDesigns, ctx, dto));
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'A new design with its stones and variant matrix.' })
  async create(@Ctx() ctx: RequestContext, @Body() body: SaveDesignDto) {
    return ok(await this.services.call(CatalogueApi.adminCreateDesign, ctx, body));
  }

  @Post('bulk-price')
  @HttpCode(200)
  @ApiOperation({ summary: "Changes the chosen designs' variant trade prices by a percentage, in one go." })
  async bulkPrice(@Ctx() ctx: RequestContext, @Body() body: BulkPriceDto) {
    return ok(await this.services.call(CatalogueApi.adminBulkPrice, ctx, body));
  }

  @Get('export')
  @ApiOperation({ summary: 'Designs with variants as CSV or XLSX (streamed), in the import columns.' })
  async export(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>, @Res() res: Response) {
    const dto = await validateDto(ExportDesignsDto, query);
    await streamTableFile(res, {
      name: 'designs',
      format: dto.format,
      sheet: 'designs',
      header: DESIGN_EXPORT_COLUMNS,
      pages: this.exportPages(ctx, dto),
    });
  }

  @Post('import')
  @HttpCode(202)
  @UseInterceptors(ImportUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Starts an import of a .csv or .xlsx file (field "file"); dryRun=true (default) only checks. Poll GET imports/{id}.',
  })
  async import(
    @Ctx() ctx: RequestContext,
    @Query() query: Record<string, unknown>,
    @UploadedFile() file: UploadedImport | undefined,
  ) {
    const { dryRun } = await validateDto(ImportDesignsQueryDto, query);
    if (!file || file.size === 0) throw uploadIssue('validation.required');
    const format = /\.xlsx$/i.test(file.originalname)
      ? 'xlsx'
      : /\.csv$/i.test(file.originalname)
        ? 'csv'
        : null;
    if (!format) throw uploadIssue('catalogue.import.oneFile');
    const job = await this.services.call(CatalogueApi.adminStartImport, ctx, {
      dryRun,
      format,
      contentBase64: file.buffer.toString('base64'),
    });
    return ok(job, translate(ctx.language, 'catalogue.import.started'));
  }

  @Get('imports/:jobId')
  @ApiOperation({ summary: 'An import: status, progress (0-100) and, once done, its report of bad rows.' })
  async importJob(@Ctx() ctx: RequestContext, @Param('jobId', UuidParamPipe) jobId: string) {
    return ok(await this.services.call(CatalogueApi.adminImportJob, ctx, { jobId }));
  }

  @Get(':id')
  @ApiOperation({ summary: 'A design with everything its edit screen shows, and its version.' })
  async get(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) designId: string) {
    return ok(await this.services.call(CatalogueApi.adminGetDesign, ctx, { designId }));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Saves a design; a stale version answers 409 with the changes made since.' })
  async update(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) designId: string,
    @Body() body: UpdateDesignDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.saved(
      ctx,
      res,
      await this.services.call(CatalogueApi.adminUpdateDesign, ctx, { ...body, designId }),
    );
  }

  @Post(':id/retire')
  @HttpCode(200)
  @ApiOperation({ summary: 'Takes a design off the storefront (search, lists, menus, similar designs).' })
  async retire(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) designId: string,
    @Body() body: RetireDesignDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.saved(
      ctx,
      res,
      await this.services.call(CatalogueApi.adminRetireDesign, ctx, { ...body, designId }),
    );
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Puts a retired design back on the storefront.' })
  async restore(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) designId: string,
    @Body() body: RetireDesignDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.saved(
      ctx,
      res,
      await this.services.call(CatalogueApi.adminRestoreDesign, ctx, { ...body, designId }),
    );
  }

  @Get(':id/audit')
  @ApiOperation({ summary: "The design's changes, newest first: who, when, each field before and after." })
  async audit(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) designId: string) {
    return ok(await this.services.call(CatalogueApi.adminDesignAudit, ctx, { designId }));
  }

  /** A saved design answers 200; a refused one 409 with what changed since the editor's version. */
  private saved(ctx: RequestContext, res: Response, result: DesignSaveResult) {
    if (result.saved) return ok(result.design);
    res.status(409);
    return {
      status: false,
      statusCode: 409,
      code: CatalogueErrorCode.DesignChanged,
      message: translate(ctx.language, 'catalogue.designChanged'),
      conflict: result.conflict,
    };
  }

  private async *exportPages(ctx: RequestContext, dto: ExportDesignsDto) {
    let after: string | undefined;
    for (;;) {
      const page = await this.services.call(CatalogueApi.adminExportPage, ctx, {
        ...dto,
        limit: EXPORT_PAGE,
        ...(after === undefined ? {} : { after }),
      });
      yield page.designs.flatMap(({ design, variants }) =>
        variants.map((variant) => [...design, ...variant]),
      );
      if (page.next === null) return;
      after = page.next;
    }
  }
}
