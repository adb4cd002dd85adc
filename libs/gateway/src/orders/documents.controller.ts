import { CommonErrorCode, HEADERS, type RequestContext, Role, translate } from '@atelier/contracts/common';
import {
  AcceptBespokeQuoteDto,
  BESPOKE_IMAGE_FIELD,
  BespokeMessageDto,
  CreateBespokeDto,
  detectImageType,
  OrdersApi,
  OrdersErrorCode,
  PageQueryDto,
} from '@atelier/contracts/orders';
import { AppException, ServiceClient, validateDto, validationException } from '@atelier/platform';
import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Ctx } from '../context/ctx.decorator';
import { Roles } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { IDEMPOTENCY_KEY } from './orders.controller';
import { ImageUploadInterceptor, type UploadedImageFile } from './image-upload.interceptor';

/** Sends stored bytes (an image, a PDF) as they are; private to the caller, so not cached by proxies. */
export function sendFile(response: Response, contentType: string, base64: string, filename?: string): void {
  const body = Buffer.from(base64, 'base64');
  response
    .status(200)
    .setHeader('content-type', contentType)
    .setHeader('content-length', String(body.length))
    .setHeader('cache-control', 'private, no-store')
    .setHeader('x-content-type-options', 'nosniff');
  if (filename) response.setHeader('content-disposition', `attachment; filename="${filename}"`);
  response.end(body);
}

/** Bespoke orders (with their image), appros and invoices of the selected customer. */
@ApiTags('orders: bespoke, appros, invoices')
@Controller()
@Roles(Role.ClientSuperAdmin)
export class DocumentsController {
  constructor(private readonly services: ServiceClient) {}

  @Post('bespoke-orders')
  @HttpCode(200)
  @UseInterceptors(ImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: 'A bespoke order with its image (png, jpg, jpeg or jfif by content; at most 10 MB).',
  })
  async createBespoke(
    @Ctx() ctx: RequestContext,
    @Body() body: CreateBespokeDto,
    @UploadedFile() file: UploadedImageFile | undefined,
  ) {
    if (!file || file.size === 0) {
      const issue = { key: 'orders.upload.required' };
      throw new AppException(
        CommonErrorCode.ValidationFailed,
        'error.validation',
        {},
        { [BESPOKE_IMAGE_FIELD]: [issue] },
      );
    }
    // By content, never by the file's name or the browser's claimed type; the service checks again.
    if (!detectImageType(file.buffer)) {
      const issue = { key: 'orders.upload.type' };
      throw new AppException(OrdersErrorCode.InvalidImage, issue.key, {}, { [BESPOKE_IMAGE_FIELD]: [issue] });
    }
    const created = await this.services.call(OrdersApi.createBespoke, ctx, {
      ...body,
      image: { data: file.buffer.toString('base64'), filename: file.originalname.slice(0, 255) },
    });
    return ok(created, translate(ctx.language, 'orders.bespoke.created'));
  }

  @Get('bespoke-orders')
  async listBespoke(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const page = await validateDto(PageQueryDto, query);
    return ok(await this.services.call(OrdersApi.listBespoke, ctx, page));
  }

  @Get('bespoke-orders/:id')
  async getBespoke(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string) {
    return ok(await this.services.call(OrdersApi.getBespoke, ctx, { id }));
  }

  @Get('bespoke-orders/:id/image')
  async bespokeImage(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Res() response: Response,
  ): Promise<void> {
    const image = await this.services.call(OrdersApi.getBespokeImage, ctx, { id });
    sendFile(response, image.contentType, image.data);
  }

  @Get('bespoke-orders/:id/quotes/:quoteId/image')
  async bespokeQuoteImage(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Param('quoteId', UuidParamPipe) quoteId: string,
    @Res() response: Response,
  ): Promise<void> {
    const image = await this.services.call(OrdersApi.getBespokeQuoteImage, ctx, { id, quoteId });
    sendFile(response, image.contentType, image.data);
  }

  @Post('bespoke-orders/:id/messages')
  @HttpCode(200)
  @ApiOperation({ summary: "A message on the bespoke request's thread." })
  async postBespokeMessage(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: BespokeMessageDto,
  ) {
    const view = await this.services.call(OrdersApi.postBespokeMessage, ctx, { ...body, id });
    return ok(view, translate(ctx.language, 'orders.bespoke.messageSent'));
  }

  @Post('bespoke-orders/:id/quotes/:quoteId/accept')
  @HttpCode(200)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'retries send the same' })
  @ApiOperation({
    summary: 'Accepts the open quote: it becomes a special order in the order history (idempotent by key).',
  })
  async acceptBespokeQuote(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Param('quoteId', UuidParamPipe) quoteId: string,
    @Body() body: AcceptBespokeQuoteDto,
    @Headers(HEADERS.idempotencyKey) idempotencyKey: string | undefined,
  ) {
    const key = idempotencyKey?.trim();
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      throw validationException({ [HEADERS.idempotencyKey]: [{ key: 'validation.idempotencyKey' }] });
    }
    const view = await this.services.call(OrdersApi.answerBespokeQuote, ctx, {
      ...body,
      id,
      quoteId,
      answer: 'accept',
      ...(key ? { idempotencyKey: key } : {}),
    });
    return ok(
      view,
      translate(ctx.language, 'orders.bespoke.quoteAccepted', { order: view.order?.order_number ?? '' }),
    );
  }

  @Post('bespoke-orders/:id/quotes/:quoteId/decline')
  @HttpCode(200)
  async declineBespokeQuote(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Param('quoteId', UuidParamPipe) quoteId: string,
  ) {
    const view = await this.services.call(OrdersApi.answerBespokeQuote, ctx, {
      id,
      quoteId,
      answer: 'decline',
    });
    return ok(view, translate(ctx.language, 'orders.bespoke.quoteDeclined'));
  }

  @Get('appros')
  async listAppros(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const page = await validateDto(PageQueryDto, query);
    return ok(await this.services.call(OrdersApi.listAppros, ctx, page));
  }

  @Get('appros/:id')
  async getAppro(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string) {
    return ok(await this.services.call(OrdersApi.getAppro, ctx, { id }));
  }

  @Get('invoices')
  @ApiOperation({ summary: 'Invoices (trade prices only: price status 2).' })
  async listInvoices(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const page = await validateDto(PageQueryDto, query);
    return ok(await this.services.call(OrdersApi.listInvoices, ctx, page));
  }

  @Get('invoices/:id')
  async getInvoice(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string) {
    return ok(await this.services.call(OrdersApi.getInvoice, ctx, { id }));
  }

  @Get('invoices/:id/pdf')
  @ApiOperation({ summary: 'The invoice as a PDF download.' })
  async invoicePdf(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Res() response: Response,
  ): Promise<void> {
    const pdf = await this.services.call(OrdersApi.getInvoicePdf, ctx, { id });
    sendFile(response, 'application/pdf', pdf.data, pdf.filename);
  }
}
