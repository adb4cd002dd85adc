import { PriceStatus, type RequestContext, translate } from '@atelier/contracts/common';
import {
  INVOICE_PAYMENT_DAYS,
  type InvoicePdf,
  type InvoiceView,
  OrdersErrorCode,
  type PageQueryDto,
  type Paged,
  padReference,
  type ShippingAddressView,
} from '@atelier/contracts/orders';
import { type Database, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { OrdersException } from '../orders.exception';
import {
  type ApproLineRow,
  type ApproRow,
  invoiceLines,
  type InvoiceLineRow,
  invoices,
  type InvoiceRow,
  orderHeaders,
  type OrderLineRow,
  type OrderRow,
} from '../schema/orders.schema';
import { notFound, paged, requireCustomer } from '../shared/context';
import { displayDate, displayDay, invoiceNumberText, orderNumberText } from '../shared/format';
import { penceToPounds, vatOf } from '../shared/money';
import { queryRows } from '../shared/query';
import { disclosedLine, NAME_SEPARATOR } from './invoice-line-text';
import { renderInvoicePdf } from './invoice-pdf';
import { sellerFor } from './seller';

interface DraftLine {
  orderLineId: string | null;
  description: string;
  designNumber: string | null;
  sku: string | null;
  quantity: number;
  unitPence: number;
  /** From the order line as placed: the invoice discloses a lab-grown stone whatever the design is now. */
  isLabGrown: boolean;
}

function dueDate(from: Date, days = INVOICE_PAYMENT_DAYS): string {
  const due = new Date(from);
  due.setUTCDate(due.getUTCDate() + days);
  return due.toISOString().slice(0, 10);
}

/** Invoices of orders and appros: written with the pieces they invoice, listed, shown and printed. */
@Injectable()
export class InvoicesService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  private get db() {
    return this.database.db;
  }

  /** Invoices pieces of an order (lines as they were before); the first invoice also bills carriage. */
  async createForOrder(
    tx: Database,
    ctx: RequestContext,
    order: OrderRow,
    pieces: ReadonlyArray<{ line: OrderLineRow; quantity: number }>,
    issuedAt: Date = new Date(),
  ): Promise<InvoiceRow> {
    const drafts: DraftLine[] = [];
    for (const { line, quantity } of pieces) {
      drafts.push({
        orderLineId: line.id,
        description: [line.designName, line.description].filter(Boolean).join(NAME_SEPARATOR),
        designNumber: line.designNumber,
        sku: line.sku,
        quantity,
        unitPence: line.unitPence,
        isLabGrown: line.isLabGrown,
      });
      if (line.engravePencePerPiece > 0) {
        drafts.push({
          orderLineId: line.id,
          description: `Engraving charges (${line.designNumber}: "${line.engravingText ?? ''}")`,
          designNumber: null,
          sku: null,
          quantity,
          unitPence: line.engravePencePerPiece,
          isLabGrown: false,
        });
      }
    }
    const [previous] = await tx
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.tenantId, ctx.tenantId), eq(invoices.orderId, order.id)));
    const carriagePence = Number(previous?.n ?? 0) === 0 ? order.carriagePence + order.postagePence : 0;
    return this.write(tx, ctx, {
      customerId: order.customerId,
      customerName: order.customerName,
      customerAcNo: order.customerAcNo,
      billingAddress: order.shippingAddress,
      orderId: order.id,
      approId: null,
      vatBasisPoints: order.vatBasisPoints,
      carriagePence,
      drafts,
      issuedAt,
    });
  }

  async createForAppro(
    tx: Database,
    ctx: RequestContext,
    appro: ApproRow,
    customer: { acNo: string; vatBasisPoints: number },
    pieces: ReadonlyArray<{ line: ApproLineRow; quantity: number }>,
    issuedAt: Date = new Date(),
  ): Promise<InvoiceRow> {
    return this.write(tx, ctx, {
      issuedAt,
      customerId: appro.customerId,
      customerName: appro.customerName,
      customerAcNo: customer.acNo,
      billingAddress: null,
      orderId: null,
      approId: appro.id,
      vatBasisPoints: customer.vatBasisPoints,
      carriagePence: 0,
      drafts: pieces.map(({ line, quantity }) => ({
        orderLineId: null,
        description: [line.designName, line.description].filter(Boolean).join(NAME_SEPARATOR),
        designNumber: line.designNumber,
        sku: line.sku,
        quantity,
        unitPence: line.unitPence,
        isLabGrown: line.isLabGrown,
      })),
    });
  }

  private async write(
    tx: Database,
    ctx: RequestContext,
    input: {
      customerId: string;
      customerName: string;
      customerAcNo: string;
      billingAddress: ShippingAddressView | null;
      orderId: string | null;
      approId: string | null;
      vatBasisPoints: number;
      carriagePence: number;
      drafts: DraftLine[];
      issuedAt: Date;
    },
  ): Promise<InvoiceRow> {
    const lines = input.drafts.map((d) => {
      const netPence = d.unitPence * d.quantity;
      return { ...d, netPence, vatPence: vatOf(netPence, input.vatBasisPoints) };
    });
    const netPence = lines.reduce((sum, l) => sum + l.netPence, 0);
    const vatPence =
      lines.reduce((sum, l) => sum + l.vatPence, 0) + vatOf(input.carriagePence, input.vatBasisPoints);
    const [number] = await queryRows<{ n: string | number }>(
      tx,
      sql.raw("select nextval('orders.invoice_number_seq') as n"),
    );
    const { issuedAt } = input;
    const [invoice] = await tx
      .insert(invoices)
      .values({
        tenantId: ctx.tenantId,
        customerId: input.customerId,
        customerName: input.customerName,
        customerAcNo: input.customerAcNo,
        billingAddress: input.billingAddress,
        invoiceNumber: Number(number.n),
        orderId: input.orderId,
        approId: input.approId,
        issuedAt,
        dueDate: dueDate(issuedAt),
        vatBasisPoints: input.vatBasisPoints,
        netPence,
        vatPence,
        carriagePence: input.carriagePence,
        grandPence: netPence + vatPence + input.carriagePence,
      })
      .returning();
    await tx.insert(invoiceLines).values(
      lines.map((l, i) => ({
        tenantId: ctx.tenantId,
        invoiceId: invoice.id,
        lineNumber: i + 1,
        orderLineId: l.orderLineId,
        description: l.description,
        isLabGrown: l.isLabGrown,
        designNumber: l.designNumber,
        sku: l.sku,
        quantity: l.quantity,
        unitPence: l.unitPence,
        netPence: l.netPence,
        vatPence: l.vatPence,
      })),
    );
    return invoice;
  }

  // ---- reading -------------------------------------------------------------------------------------

  /** Invoices show trade amounts: the storefront sees them with price status 2 only. */
  private storefront(ctx: RequestContext): string {
    if (ctx.priceStatus !== PriceStatus.Trade) {
      throw new OrdersException(OrdersErrorCode.TradePricesOnly, 'orders.tradeOnly');
    }
    return requireCustomer(ctx);
  }

  listForCustomer(ctx: RequestContext, query: PageQueryDto): Promise<Paged<InvoiceView>> {
    const customerId = this.storefront(ctx);
    return this.page(
      ctx,
      [eq(invoices.tenantId, ctx.tenantId), eq(invoices.customerId, customerId)],
      query,
      '/api',
    );
  }

  listForTenant(
    ctx: RequestContext,
    query: PageQueryDto & { customerId?: string },
  ): Promise<Paged<InvoiceView>> {
    return this.page(
      ctx,
      [
        eq(invoices.tenantId, ctx.tenantId),
        ...(query.customerId ? [eq(invoices.customerId, query.customerId)] : []),
      ],
      query,
      '/api/admin',
    );
  }

  async getForCustomer(ctx: RequestContext, id: string): Promise<InvoiceView> {
    const customerId = this.storefront(ctx);
    return this.viewOf(ctx, await this.load(ctx, id, customerId), '/api');
  }

  async getForTenant(ctx: RequestContext, id: string): Promise<InvoiceView> {
    return this.viewOf(ctx, await this.load(ctx, id, null), '/api/admin');
  }

  async pdfForCustomer(ctx: RequestContext, id: string): Promise<InvoicePdf> {
    const customerId = this.storefront(ctx);
    return this.pdf(ctx, await this.load(ctx, id, customerId));
  }

  async pdfForTenant(ctx: RequestContext, id: string): Promise<InvoicePdf> {
    return this.pdf(ctx, await this.load(ctx, id, null));
  }

  async setStatus(ctx: RequestContext, id: string, status: 'unpaid' | 'paid'): Promise<InvoiceView> {
    const invoice = await this.load(ctx, id, null);
    await this.db.update(invoices).set({ status }).where(eq(invoices.id, invoice.id));
    return this.getForTenant(ctx, id);
  }

  private async pdf(ctx: RequestContext, invoice: InvoiceRow): Promise<InvoicePdf> {
    const view = await this.viewOf({ ...ctx, language: 'en' }, invoice, '/api');
    const bytes = await renderInvoicePdf(view, sellerFor(ctx.tenantId), invoice.billingAddress ?? null);
    return { filename: `${view.invoice_number}.pdf`, data: bytes.toString('base64') };
  }

  private async load(ctx: RequestContext, id: string, customerId: string | null): Promise<InvoiceRow> {
    const [invoice] = await this.db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.tenantId, ctx.tenantId),
          eq(invoices.id, id),
          ...(customerId ? [eq(invoices.customerId, customerId)] : []),
        ),
      );
    if (!invoice) throw notFound();
    return invoice;
  }

  private async page(ctx: RequestContext, scope: SQL[], query: PageQueryDto, base: string) {
    const where = and(...scope, ...(query.status ? [eq(invoices.status, query.status)] : []));
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.issuedAt), desc(invoices.invoiceNumber))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(invoices).where(where),
    ]);
    const views = await this.viewsOf(ctx, rows, base);
    return paged(views, Number(total?.n ?? 0), query);
  }

  private async viewOf(ctx: RequestContext, invoice: InvoiceRow, base: string): Promise<InvoiceView> {
    const [view] = await this.viewsOf(ctx, [invoice], base);
    return view;
  }

  private async viewsOf(ctx: RequestContext, rows: InvoiceRow[], base: string): Promise<InvoiceView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const orderIds = rows.flatMap((r) => (r.orderId ? [r.orderId] : []));
    const [lines, orderRows] = await Promise.all([
      this.db
        .select()
        .from(invoiceLines)
        .where(inArray(invoiceLines.invoiceId, ids))
        .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.lineNumber)),
      orderIds.length > 0
        ? this.db
            .select({
              id: orderHeaders.id,
              number: orderHeaders.orderNumber,
              reference: orderHeaders.referenceNumber,
            })
            .from(orderHeaders)
            .where(inArray(orderHeaders.id, orderIds))
        : Promise.resolve([]),
    ]);
    const byInvoice = new Map<string, InvoiceLineRow[]>();
    for (const line of lines) byInvoice.set(line.invoiceId, [...(byInvoice.get(line.invoiceId) ?? []), line]);
    const ordersById = new Map(orderRows.map((o) => [o.id, o]));
    return rows.map((invoice) => {
      const order = invoice.orderId ? ordersById.get(invoice.orderId) : undefined;
      return {
        _id: invoice.id,
        invoice_number: invoiceNumberText(invoice.invoiceNumber),
        order_id: invoice.orderId,
        order_number: order ? orderNumberText(order.number) : null,
        reference_number: order ? padReference(order.reference) : null,
        appro_id: invoice.approId,
        status: invoice.status as InvoiceView['status'],
        status_label: translate(ctx.language, `orders.invoice.status.${invoice.status}`),
        invoice_date: displayDate(invoice.issuedAt),
        due_date: displayDay(invoice.dueDate),
        issued_at: invoice.issuedAt.toISOString(),
        customer_id: invoice.customerId,
        customer_name: invoice.customerName,
        customer_ac_no: invoice.customerAcNo,
        net_total: penceToPounds(invoice.netPence),
        total_vat: penceToPounds(invoice.vatPence),
        carriage: penceToPounds(invoice.carriagePence),
        grand_total: penceToPounds(invoice.grandPence),
        vat_rate_percent: invoice.vatBasisPoints / 100,
        lines: (byInvoice.get(invoice.id) ?? []).map((line) => ({
          _id: line.id,
          description: disclosedLine(line.description, line.isLabGrown, ctx.language),
          labGrown: line.isLabGrown,
          design_number: line.designNumber,
          sku: line.sku,
          quantity: line.quantity,
          unit_price: penceToPounds(line.unitPence),
          net: penceToPounds(line.netPence),
          vat: penceToPounds(line.vatPence),
          total: penceToPounds(line.netPence + line.vatPence),
        })),
        pdf_url: `${base}/invoices/${invoice.id}/pdf`,
      };
    });
  }
}
