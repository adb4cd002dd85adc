import { BACK_OFFICE_ROLES, CommonErrorCode, type RequestContext } from '@atelier/contracts/common';
import {
  AdminCancelLinesMessage,
  AdminCreateApproDto,
  AdminInvoiceOrderMessage,
  AdminListOrdersQueryDto,
  type AdminOrderSummaryRow,
  AdminPageQueryDto,
  AdminRecordApproReturnsMessage,
  AdminResolveChangeRequestMessage,
  AdminQuoteBespokeMessage,
  AdminSetBespokeLineStatusMessage,
  AdminSetBespokeStatusMessage,
  type ApproRemindersRun,
  BespokeMessageMessage,
  BespokeQuoteIdDto,
  AdminSetInventoryMessage,
  AdminSetInvoiceStatusMessage,
  AdminSetOrderStatusMessage,
  AdminUpdatePricingMessage,
  type ApproView,
  type BespokeImage,
  type BespokeOrderView,
  type ChangeRequestView,
  IdDto,
  type InventoryView,
  type InvoicePdf,
  type InvoiceView,
  type OrderActionResult,
  type OrderDetail,
  OrderIdDto,
  OrdersApi,
  type Paged,
  VariantIdDto,
} from '@atelier/contracts/orders';
import { CommonException, Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { ApprosService } from '../appros/appros.service';
import { BespokeService } from '../bespoke/bespoke.service';
import { InvoicesService } from '../invoices/invoices.service';
import { AdminOrdersService } from './admin-orders.service';

/**
 * The gateway checks the "orders" permission on every back-office route; the service still refuses
 * anyone who is not back-office staff, whoever sends the message.
 */
function staff(ctx: RequestContext): RequestContext {
  if (!ctx.role || !BACK_OFFICE_ROLES.includes(ctx.role) || !ctx.userId) {
    throw new CommonException(CommonErrorCode.Forbidden, 'error.forbidden');
  }
  return ctx;
}

@Controller()
export class AdminController {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly bespoke: BespokeService,
    private readonly appros: ApprosService,
    private readonly invoices: InvoicesService,
  ) {}

  @Handles(OrdersApi.adminListOrders)
  list(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminListOrdersQueryDto,
  ): Promise<Paged<AdminOrderSummaryRow>> {
    return this.orders.list(staff(ctx), body);
  }

  @Handles(OrdersApi.adminGetOrder)
  get(@MessageCtx() ctx: RequestContext, @MessageBody() body: OrderIdDto): Promise<OrderDetail> {
    return this.orders.get(staff(ctx), body.orderId);
  }

  @Handles(OrdersApi.adminSetOrderStatus)
  setStatus(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminSetOrderStatusMessage,
  ): Promise<OrderActionResult> {
    return this.orders.setStatus(staff(ctx), body);
  }

  @Handles(OrdersApi.adminUpdatePricing)
  updatePricing(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminUpdatePricingMessage,
  ): Promise<OrderActionResult> {
    return this.orders.updatePricing(staff(ctx), body);
  }

  @Handles(OrdersApi.adminInvoiceOrder)
  invoice(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminInvoiceOrderMessage,
  ): Promise<OrderActionResult> {
    return this.orders.invoice(staff(ctx), body);
  }

  @Handles(OrdersApi.adminCancelLines)
  cancelLines(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminCancelLinesMessage,
  ): Promise<OrderActionResult> {
    return this.orders.cancelLines(staff(ctx), body);
  }

  @Handles(OrdersApi.adminListChangeRequests)
  changeRequests(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminPageQueryDto,
  ): Promise<Paged<ChangeRequestView>> {
    return this.orders.listChangeRequests(staff(ctx), body);
  }

  @Handles(OrdersApi.adminResolveChangeRequest)
  resolveChangeRequest(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminResolveChangeRequestMessage,
  ): Promise<ChangeRequestView> {
    return this.orders.resolveChangeRequest(staff(ctx), body);
  }

  @Handles(OrdersApi.adminListBespoke)
  listBespoke(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminPageQueryDto,
  ): Promise<Paged<BespokeOrderView>> {
    return this.bespoke.listForTenant(staff(ctx), body);
  }

  @Handles(OrdersApi.adminGetBespoke)
  getBespoke(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<BespokeOrderView> {
    return this.bespoke.getForTenant(staff(ctx), body.id);
  }

  @Handles(OrdersApi.adminSetBespokeStatus)
  setBespokeStatus(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminSetBespokeStatusMessage,
  ): Promise<BespokeOrderView> {
    return this.bespoke.setStatus(staff(ctx), body);
  }

  @Handles(OrdersApi.adminGetBespokeImage)
  bespokeImage(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<BespokeImage> {
    return this.bespoke.imageForTenant(staff(ctx), body.id);
  }

  @Handles(OrdersApi.adminListAppros)
  listAppros(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminPageQueryDto,
  ): Promise<Paged<ApproView>> {
    return this.appros.listForTenant(staff(ctx), body);
  }

  @Handles(OrdersApi.adminGetAppro)
  getAppro(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<ApproView> {
    return this.appros.getForTenant(staff(ctx), body.id);
  }

  @Handles(OrdersApi.adminCreateAppro)
  createAppro(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminCreateApproDto,
  ): Promise<ApproView> {
    return this.appros.create(staff(ctx), body);
  }

  @Handles(OrdersApi.adminRecordApproReturns)
  recordReturns(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminRecordApproReturnsMessage,
  ): Promise<ApproView> {
    return this.appros.recordReturns(staff(ctx), body);
  }

  @Handles(OrdersApi.adminGetBespokeQuoteImage)
  bespokeQuoteImage(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: BespokeQuoteIdDto,
  ): Promise<BespokeImage> {
    return this.bespoke.quoteImage(staff(ctx), body, null);
  }

  @Handles(OrdersApi.adminQuoteBespoke)
  quoteBespoke(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminQuoteBespokeMessage,
  ): Promise<BespokeOrderView> {
    return this.bespoke.quote(staff(ctx), body);
  }

  @Handles(OrdersApi.adminPostBespokeMessage)
  postBespokeMessage(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: BespokeMessageMessage,
  ): Promise<BespokeOrderView> {
    return this.bespoke.postMessage(staff(ctx), body, 'staff');
  }

  @Handles(OrdersApi.adminSetBespokeLineStatus)
  setBespokeLineStatus(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminSetBespokeLineStatusMessage,
  ): Promise<BespokeOrderView> {
    return this.bespoke.setLineStatus(staff(ctx), body);
  }

  @Handles(OrdersApi.adminRunApproReminders)
  runApproReminders(@MessageCtx() ctx: RequestContext): Promise<ApproRemindersRun> {
    return this.appros.raiseReminders(staff(ctx));
  }

  @Handles(OrdersApi.adminListInvoices)
  listInvoices(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminPageQueryDto,
  ): Promise<Paged<InvoiceView>> {
    return this.invoices.listForTenant(staff(ctx), body);
  }

  @Handles(OrdersApi.adminGetInvoice)
  getInvoice(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<InvoiceView> {
    return this.invoices.getForTenant(staff(ctx), body.id);
  }

  @Handles(OrdersApi.adminGetInvoicePdf)
  invoicePdf(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<InvoicePdf> {
    return this.invoices.pdfForTenant(staff(ctx), body.id);
  }

  @Handles(OrdersApi.adminSetInvoiceStatus)
  setInvoiceStatus(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminSetInvoiceStatusMessage,
  ): Promise<InvoiceView> {
    return this.invoices.setStatus(staff(ctx), body.id, body.status);
  }

  @Handles(OrdersApi.adminGetInventory)
  getInventory(@MessageCtx() ctx: RequestContext, @MessageBody() body: VariantIdDto): Promise<InventoryView> {
    return this.orders.getInventory(staff(ctx), body.variantId);
  }

  @Handles(OrdersApi.adminSetInventory)
  setInventory(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AdminSetInventoryMessage,
  ): Promise<InventoryView> {
    return this.orders.setInventory(staff(ctx), body);
  }
}
