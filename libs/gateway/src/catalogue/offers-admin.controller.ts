import {
  CatalogueApi,
  CuratedListDto,
  EndOfferDto,
  FillCuratedListMessage as FillCuratedListBody,
  ImportOffersQueryDto,
  ListOffersDto,
  SetCuratedListMessage as SetCuratedListBody,
  UpdateOfferDto,
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
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { ImportUploadInterceptor, uploadIssue } from './import-upload.interceptor';

interface UploadedImport {
  buffer: Buffer;
  originalname: string;
  size: number;
}

/**
 * Back office, permission "offers": /Admin/upload-special-offer, upload-lab-grown-special-offer and
 * upload-clearance-offer — an offer file checked (dry run) and applied as a job, and the offers listed,
 * edited and ended.
 */
@ApiTags('back office: offers')
@Controller('admin/offers')
@RequirePermission('offers')
export class OffersAdminController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ApiOperation({
    summary: 'Offers of a kind page by page: status (current, active, scheduled, ended, all), search.',
  })
  async list(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(ListOffersDto, query);
    return ok(await this.services.call(CatalogueApi.adminListOffers, ctx, dto));
  }

  @Post('import')
  @HttpCode(202)
  @UseInterceptors(ImportUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Starts an offer upload (.csv or .xlsx in field "file": sku, offer_price, max_quantity, starts_on, ends_on) for kind; dryRun=true (default) only checks. Poll GET imports/{id}.',
  })
  async import(
    @Ctx() ctx: RequestContext,
    @Query() query: Record<string, unknown>,
    @UploadedFile() file: UploadedImport | undefined,
  ) {
    const { kind, dryRun } = await validateDto(ImportOffersQueryDto, query);
    if (!file || file.size === 0) throw uploadIssue('validation.required');
    const format = /\.xlsx$/i.test(file.originalname)
      ? 'xlsx'
      : /\.csv$/i.test(file.originalname)
        ? 'csv'
        : null;
    if (!format) throw uploadIssue('catalogue.import.oneFile');
    const job = await this.services.call(CatalogueApi.adminStartOfferImport, ctx, {
      kind,
      dryRun,
      format,
      contentBase64: file.buffer.toString('base64'),
    });
    return ok(job, translate(ctx.language, 'catalogue.import.started'));
  }

  @Get('imports/:jobId')
  @ApiOperation({
    summary: 'An offer upload: status, progress (0-100) and, once done, its report of bad rows.',
  })
  async importJob(@Ctx() ctx: RequestContext, @Param('jobId', UuidParamPipe) jobId: string) {
    return ok(await this.services.call(CatalogueApi.adminOfferImportJob, ctx, { jobId }));
  }

  @Put(':id')
  @ApiOperation({
    summary: "Changes an offer's price, maximum per order or days; a stale version answers 409.",
  })
  async update(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: UpdateOfferDto,
  ) {
    return ok(
      await this.services.call(CatalogueApi.adminUpdateOffer, ctx, { ...body, id }),
      translate(ctx.language, 'catalogue.offers.saved'),
    );
  }

  @Post(':id/end')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ends an offer now: it leaves the storefront lists and the trade price applies again.',
  })
  async end(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string, @Body() body: EndOfferDto) {
    return ok(
      await this.services.call(CatalogueApi.adminEndOffer, ctx, { ...body, id }),
      translate(ctx.language, 'catalogue.offers.ended'),
    );
  }
}

/** Back office, permission "designs": /Admin/best-selling-designs and /Admin/new-arrival-designs. */
@ApiTags('back office: curated lists')
@Controller('admin/curated-lists')
@RequirePermission('designs')
export class CuratedListsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ApiOperation({ summary: 'The designs of list=best_selling or list=new_arrival in the storefront order.' })
  async get(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(CuratedListDto, query);
    return ok(await this.services.call(CatalogueApi.adminCuratedList, ctx, dto));
  }

  @Put()
  @ApiOperation({ summary: "Sets a list's designs in order; those left out leave the list." })
  async set(@Ctx() ctx: RequestContext, @Body() body: SetCuratedListBody) {
    return ok(
      await this.services.call(CatalogueApi.adminSetCuratedList, ctx, body),
      translate(ctx.language, 'catalogue.curated.saved'),
    );
  }

  @Post('fill')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Fills a list: best sellers from the order lines of the last `days` days, or the newest designs.',
  })
  async fill(@Ctx() ctx: RequestContext, @Body() body: FillCuratedListBody) {
    return ok(
      await this.services.call(CatalogueApi.adminFillCuratedList, ctx, body),
      translate(ctx.language, 'catalogue.curated.saved'),
    );
  }
}
