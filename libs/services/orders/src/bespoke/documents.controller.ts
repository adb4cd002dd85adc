import type { RequestContext } from '@atelier/contracts/common';
import {
  AnswerBespokeQuoteMessage,
  type ApproView,
  BespokeMessageMessage,
  BespokeQuoteIdDto,
  type BespokeImage,
  type BespokeOrderView,
  CreateBespokeMessage,
  IdDto,
  type InvoicePdf,
  type InvoiceView,
  OrdersApi,
  type Paged,
  PageQueryDto,
} from '@atelier/contracts/orders';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { ApprosService } from '../appros/appros.service';
import { InvoicesService } from '../invoices/invoices.service';
import { requireCustomer } from '../shared/context';
import { BespokeService } from './bespoke.service';

/** The customer's bespoke orders, appros and invoices. */
@Controller()
export class DocumentsController {
  constructor(
    private readonly bespoke: BespokeService,
    private readonly appros: ApprosService,
    private readonly invoices: InvoicesService,
  ) {}

  @Handles(OrdersApi.createBespoke)
  createBespoke(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CreateBespokeMessage,
  ): Promise<BespokeOrderView> {
    return this.bespoke.create(ctx, body);
  }

  @Handles(OrdersApi.listBespoke)
  listBespoke(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: PageQueryDto,
  ): Promise<Paged<BespokeOrderView>> {
    return this.bespoke.listForCustomer(ctx, body);
  }

  @Handles(OrdersApi.getBespoke)
  getBespoke(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<BespokeOrderView> {
    return this.bespoke.getForCustomer(ctx, body.id);
  }

  @Handles(OrdersApi.getBespokeImage)
  bespokeImage(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<BespokeImage> {
    return this.bespoke.imageForCustomer(ctx, body.id);
  }

  @Handles(OrdersApi.getBespokeQuoteImage)
  bespokeQuoteImage(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: BespokeQuoteIdDto,
  ): Promise<BespokeImage> {
    return this.bespoke.quoteImage(ctx, body, requireCustomer(ctx));
  }

  @Handles(OrdersApi.postBespokeMessage)
  postBespokeMessage(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: BespokeMessageMessage,
  ): Promise<BespokeOrderView> {
    return this.bespoke.postMessage(ctx, body, 'customer');
  }

  @Handles(OrdersApi.answerBespokeQuote)
  answerBespokeQuote(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AnswerBespokeQuoteMessage,
  ): Promise<BespokeOrderView> {
    return this.bespoke.answer(ctx, body);
  }

  @Handles(OrdersApi.listAppros)
  listAppros(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: PageQueryDto,
  ): Promise<Paged<ApproView>> {
    return this.appros.listForCustomer(ctx, body);
  }

  @Handles(OrdersApi.getAppro)
  getAppro(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<ApproView> {
    return this.appros.getForCustomer(ctx, body.id);
  }

  @Handles(OrdersApi.listInvoices)
  listInvoices(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: PageQueryDto,
  ): Promise<Paged<InvoiceView>> {
    return this.invoices.listForCustomer(ctx, body);
  }

  @Handles(OrdersApi.getInvoice)
  getInvoice(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<InvoiceView> {
    return this.invoices.getForCustomer(ctx, body.id);
  }

  @Handles(OrdersApi.getInvoicePdf)
  invoicePdf(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<InvoicePdf> {
    return this.invoices.pdfForCustomer(ctx, body.id);
  }
}
