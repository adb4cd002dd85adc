import { type CallEntry, type RequestContext, translate } from '@atelier/contracts/common';
import {
  AdminCancelLinesDto,
  AdminCreateApproDto,
  AdminInvoiceOrderDto,
  AdminListOrdersQueryDto,
  AdminPageQueryDto,
  AdminQuoteBespokeDto,
  AdminRecordApproReturnsDto,
  AdminResolveChangeRequestDto,
  AdminSetBespokeLineStatusDto,
  AdminSetBespokeStatusDto,
  BespokeMessageDto,
  detectImageType,
  OrdersErrorCode,
  BESPOKE_IMAGE_FIELD,
  AdminSetInventoryDto,
  AdminSetInvoiceStatusDto,
  AdminSetOrderStatusDto,
  AdminUpdatePricingDto,
  type OrderActionResult,
  OrdersApi,
} from '@atelier/contracts/orders';
import { AppException, ServiceClient, validateDto } from '@atelier/platform';
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
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { sendFile } from './documents.controller';
import { ImageUploadInterceptor, type UploadedImageFile } from './image-upload.interceptor';

/** Back office, permission "orders": orders, change requests, bespoke orders, appros, invoices, stock. */
@ApiTags('back office: orders')
@Controller('admin')
@RequirePermission('orders')
export class OrdersAdminController {
  constructor(private readonly services: ServiceClient) {}

  @Get('orders')
  @ApiOperation({
    summary: 'Orders of every customer, with filters (status, type, customer, dates, search).',
  })
  async list(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(AdminListOrdersQueryDto, query);
    return ok(await this.services.call(OrdersApi.adminListOrders, ctx, dto));
  }

  @Get('orders/:id')
  async get(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) orderId: string) {
    return ok(await this.services.call(OrdersApi.adminGetOrder, ctx, { orderId }));
  }

  @Put('orders/:id/status')
  @ApiOperation({ summary: '0 cancels every pending piece; 2 invoices every pending piece.' })
  async setStatus(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) orderId: string,
    @Body() body: AdminSetOrderStatusDto,
  ) {
    return this.action(ctx, OrdersApi.adminSetOrderStatus, { ...body, orderId });
  }

  @Post('orders/:id/pricing')
  @HttpCode(200)
  @ApiOperation({ summary: 'New unit prices for lines; the customer then approves or rejects them.' })
  async updatePricing(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) orderId: string,
    @Body() body: AdminUpdatePricingDto,
  ) {
    return this.action(ctx, OrdersApi.adminUpdatePricing, { ...body, orderId });
  }

  @Post('orders/:id/invoice')
  @HttpCode(200)
  async invoice(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) orderId: string,
    @Body() body: AdminInvoiceOrderDto,
  ) {
    return this.action(ctx, OrdersApi.adminInvoiceOrder, { ...body, orderId });
  }

  @Post('orders/:id/cancel-lines')
  @HttpCode(200)
  async cancelLines(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) orderId: string,
    @Body() body: AdminCancelLinesDto,
  ) {
    return this.action(ctx, OrdersApi.adminCancelLines, { ...body, orderId });
  }

  @Get('change-requests')
  async changeRequests(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(AdminPageQueryDto, query);
    return ok(await this.services.call(OrdersApi.adminListChangeRequests, ctx, dto));
  }

  @Put('change-requests/:id')
  async resolveChangeRequest(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: AdminResolveChangeRequestDto,
  ) {
    const view = await this.services.call(OrdersApi.adminResolveChangeRequest, ctx, {
      ...body,
      id,
    });
    return ok(view, translate(ctx.language, 'orders.changeRequestResolved'));
  }

  @Get('bespoke-orders')
  async listBespoke(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(AdminPageQueryDto, query);
    return ok(await this.services.call(OrdersApi.adminListBespoke, ctx, dto));
  }

  @Get('bespoke-orders/:id')
  async getBespoke(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string) {
    return ok(await this.services.call(OrdersApi.adminGetBespoke, ctx, { id }));
  }

  @Get('bespoke-orders/:id/image')
  async bespokeImage(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Res() response: Response,
  ): Promise<void> {
    const image = await this.services.call(OrdersApi.adminGetBespokeImage, ctx, { id });
    sendFile(response, image.contentType, image.data);
  }

  @Put('bespoke-orders/:id/status')
  async setBespokeStatus(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: AdminSetBespokeStatusDto,
  ) {
    const view = await this.services.call(OrdersApi.adminSetBespokeStatus, ctx, {
      ...body,
      id,
    });
    return ok(view, translate(ctx.language, 'orders.bespoke.statusChanged'));
  }

  @Get('bespoke-orders/:id/quotes/:quoteId/image')
  async bespokeQuoteImage(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Param('quoteId', UuidParamPipe) quoteId: string,
    @Res() response: Response,
  ): Promise<void> {
    const image = await this.services.call(OrdersApi.adminGetBespokeQuoteImage, ctx, { id, quoteId });
    sendFile(response, image.contentType, image.data);
  }

  @Post('bespoke-orders/:id/quotes')
  @HttpCode(200)
  @UseInterceptors(ImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'A new quote version (price, metal, delivery date, note; a sketch or photo as "image", optional).',
  })
  @ApiBody({ type: AdminQuoteBespokeDto })
  async quoteBespoke(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() fields: Record<string, unknown>,
    @UploadedFile() file: UploadedImageFile | undefined,
  ) {
    // Another tenant's (or no) request answers 404 before its form is judged, as every id route does.
    await this.services.call(OrdersApi.adminGetBespoke, ctx, { id });
    const body = await validateDto(AdminQuoteBespokeDto, fields);
    const image = file && file.size > 0 ? file : undefined;
    // By content, never by the file's name or the browser's claimed type; the service checks again.
    if (image && !detectImageType(image.buffer)) {
      const issue = { key: 'orders.upload.type' };
      throw new AppException(OrdersErrorCode.InvalidImage, issue.key, {}, { [BESPOKE_IMAGE_FIELD]: [issue] });
    }
    const view = await this.services.call(OrdersApi.adminQuoteBespoke, ctx, {
      ...body,
      id,
      ...(image
        ? { image: { data: image.buffer.toString('base64'), filename: image.originalname.slice(0, 255) } }
        : {}),
    });
    return ok(view, translate(ctx.language, 'orders.bespoke.quoted'));
  }

  @Post('bespoke-orders/:id/messages')
  @HttpCode(200)
  async postBespokeMessage(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: BespokeMessageDto,
  ) {
    const view = await this.services.call(OrdersApi.adminPostBespokeMessage, ctx, { ...body, id });
    return ok(view, translate(ctx.language, 'orders.bespoke.messageSent'));
  }

  @Put('bespoke-orders/:id/line-status')
  @ApiOperation({ summary: "The special order line's progress, once the buyer accepted a quote." })
  async setBespokeLineStatus(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: AdminSetBespokeLineStatusDto,
  ) {
    const view = await this.services.call(OrdersApi.adminSetBespokeLineStatus, ctx, { ...body, id });
    return ok(view, translate(ctx.language, 'orders.bespoke.statusChanged'));
  }

  @Post('appros/reminders/run')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Raises the appro reminder mails owed today now (the hourly sweep does the same); each goes once per appro.',
  })
  async runApproReminders(@Ctx() ctx: RequestContext) {
    const result = await this.services.call(OrdersApi.adminRunApproReminders, ctx, {});
    return ok(result, translate(ctx.language, 'orders.appro.remindersRun', { raised: result.raised }));
  }

  @Get('appros')
  async listAppros(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(AdminPageQueryDto, query);
    return ok(await this.services.call(OrdersApi.adminListAppros, ctx, dto));
  }

  @Post('appros')
  @HttpCode(200)
  @ApiOperation({ summary: 'Goods out on approval to a customer (needs the customers permission too).' })
  async createAppro(@Ctx() ctx: RequestContext, @Body() body: AdminCreateApproDto) {
    const view = await this.services.call(OrdersApi.adminCreateAppro, ctx, body);
    return ok(view, translate(ctx.language, 'orders.appro.created'));
  }

  @Get('appros/:id')
  async getAppro(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string) {
    return ok(await this.services.call(OrdersApi.adminGetAppro, ctx, { id }));
  }

  @Post('appros/:id/returns')
  @HttpCode(200)
  async recordReturns(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: AdminRecordApproReturnsDto,
  ) {
    const view = await this.services.call(OrdersApi.adminRecordApproReturns, ctx, {
      ...body,
      id,
    });
    return ok(view, translate(ctx.language, 'orders.appro.returnsRecorded'));
  }

  @Get('invoices')
  async listInvoices(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(AdminPageQueryDto, query);
    return ok(await this.services.call(OrdersApi.adminListInvoices, ctx, dto));
  }

  @Get('invoices/:id')
  async getInvoice(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string) {
    return ok(await this.services.call(OrdersApi.adminGetInvoice, ctx, { id }));
  }

  @Get('invoices/:id/pdf')
  async invoicePdf(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Res() response: Response,
  ): Promise<void> {
    const pdf = await this.services.call(OrdersApi.adminGetInvoicePdf, ctx, { id });
    sendFile(response, 'application/pdf', pdf.data, pdf.filename);
  }

  @Put('invoices/:id/status')
  async setInvoiceStatus(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: AdminSetInvoiceStatusDto,
  ) {
    const view = await this.services.call(OrdersApi.adminSetInvoiceStatus, ctx, {
      ...body,
      id,
    });
    return ok(view, translate(ctx.language, 'orders.invoice.statusChanged'));
  }

  @Get('inventory/:variantId')
  @ApiOperation({ summary: 'A variant’s stock as orders holds it (the stock authority).' })
  async getInventory(@Ctx() ctx: RequestContext, @Param('variantId', UuidParamPipe) variantId: string) {
    return ok(await this.services.call(OrdersApi.adminGetInventory, ctx, { variantId }));
  }

  @Put('inventory/:variantId')
  @ApiOperation({ summary: 'A stock take: pieces on hand (reserved pieces stay reserved).' })
  async setInventory(
    @Ctx() ctx: RequestContext,
    @Param('variantId', UuidParamPipe) variantId: string,
    @Body() body: AdminSetInventoryDto,
  ) {
    const view = await this.services.call(OrdersApi.adminSetInventory, ctx, {
      ...body,
      variantId,
    });
    return ok(view, translate(ctx.language, 'orders.stockSaved'));
  }

  private async action<TRequest>(
    ctx: RequestContext,
    entry: CallEntry<TRequest, OrderActionResult>,
    payload: NoInfer<TRequest>,
  ) {
    const result = await this.services.call(entry, ctx, payload);
    return ok(result, result.message);
  }
}
