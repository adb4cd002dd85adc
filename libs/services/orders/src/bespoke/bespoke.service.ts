import { type RequestContext, toNumber, translate } from '@atelier/contracts/common';
import {
  type AdminPageQueryDto,
  type AdminQuoteBespokeMessage,
  type AdminSetBespokeLineStatusMessage,
  type AdminSetBespokeStatusMessage,
  type AnswerBespokeQuoteMessage,
  type BespokeImage,
  type BespokeLineStatus,
  type BespokeMessageMessage,
  type BespokeOrderView,
  type BespokeQuoteIdDto,
  type BespokeQuoteStatus,
  type BespokeThreadEntry,
  type CreateBespokeMessage,
  OrdersErrorCode,
  type OrderStatus,
  PRIMARY_ADDRESS_ID,
  type PageQueryDto,
  type Paged,
} from '@atelier/contracts/orders';
import {
  type Database,
  DATABASE,
  type DatabaseHandle,
  type FileStorage,
  getLogger,
  STORAGE,
  validationException,
} from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, ilike, inArray, max, or, type SQL, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN, requestHash } from '../checkout/idempotency.rules';
import { claimKey, findReplay, recordAnswer } from '../checkout/idempotency.store';
import { carriageOf } from '../checkout/shipping';
import { CustomerDirectory, shippingAddressesOf } from '../customers/customer-directory';
import { OrderStore } from '../orders/order-store';
import { pendingOf, statusAfterQuantities } from '../orders/order-status';
import { storeTotals } from '../orders/order-totals';
import { OrdersException } from '../orders.exception';
import {
  bespokeMessages,
  type BespokeMessageRow,
  bespokeOrders,
  type BespokeOrderRow,
  bespokeQuotes,
  type BespokeQuoteRow,
  orderHeaders,
  type OrderLineRow,
} from '../schema/orders.schema';
import { notFound, paged, requireCustomer, requireUser } from '../shared/context';
import { bespokeNumberText, displayDate, orderNumberText, statusLabel } from '../shared/format';
import { poundsToPence, penceToPounds } from '../shared/money';
import { queryRows, withRetry } from '../shared/query';
import { type CleanImage, cleanImage } from './bespoke-image';
import { planBespokeOrder } from './bespoke-order';
import { BespokeOrderStore } from './bespoke-order.store';
import { answerOutcome, threadOf } from './bespoke-thread';

type Side = 'customer' | 'staff';

/** Bespoke orders: the customer's request with a picture, and the back office's list. */
@Injectable()
export class BespokeService {
  private readonly log = getLogger('bespoke-orders');

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(STORAGE) private readonly storage: FileStorage,
    private readonly directory: CustomerDirectory,
    private readonly orders: BespokeOrderStore,
    private readonly orderStore: OrderStore,
  ) {}

  private get db() {
    return this.database.db;
  }

  async create(ctx: RequestContext, message: CreateBespokeMessage): Promise<BespokeOrderView> {
    const customerId = requireCustomer(ctx);
    const userId = requireUser(ctx);
    // Checked by content and re-encoded here too: the message may come from elsewhere than the gateway.
    const image = await cleanImage(Buffer.from(message.image.data, 'base64'));
    const account = await this.directory.account(ctx);
    const id = randomUUID();
    const key = `orders/bespoke/${ctx.tenantId}/${id}.${image.kind === 'png' ? 'png' : 'jpg'}`;
    await this.storage.put(key, image.data);
    try {
      const [number] = await queryRows<{ n: string | number }>(
        this.db,
        sql.raw("select nextval('orders.bespoke_number_seq') as n"),
      );
      const budget = message.budget === undefined ? null : toNumber(message.budget);
      const [row] = await this.db
        .insert(bespokeOrders)
        .values({
          id,
          tenantId: ctx.tenantId,
          customerId,
          customerName: account.company,
          userId,
          referenceNumber: Number(number.n),
          description: message.description.trim(),
          designReference: message.designReference?.trim() || null,
          metal: message.metal?.trim() || null,
          karat: message.karat?.trim() || null,
          size: message.size?.trim() || null,
          quantity: Number(toNumber(message.quantity)),
          budgetPence: budget === null ? null : poundsToPence(budget),
          requiredBy: message.requiredBy ?? null,
          notes: message.notes?.trim() || null,
          imageKey: key,
          imageType: image.contentType,
          imageWidth: image.width,
          imageHeight: image.height,
        })
        .returning();
      return (await this.views(ctx, [row], '/api'))[0];
    } catch (error) {
      await this.storage.delete(key).catch((e: unknown) => this.log.warn({ err: e, key }, 'orphan upload'));
      throw error;
    }
  }

  listForCustomer(ctx: RequestContext, query: PageQueryDto): Promise<Paged<BespokeOrderView>> {
    const customerId = requireCustomer(ctx);
    return this.page(
      ctx,
      [eq(bespokeOrders.tenantId, ctx.tenantId), eq(bespokeOrders.customerId, customerId)],
      query,
      '/api',
    );
  }

  listForTenant(ctx: RequestContext, query: AdminPageQueryDto): Promise<Paged<BespokeOrderView>> {
    return this.page(
      ctx,
      [
        eq(bespokeOrders.tenantId, ctx.tenantId),
        ...(query.customerId ? [eq(bespokeOrders.customerId, query.customerId)] : []),
      ],
      query,
      '/api/admin',
    );
  }

  async getForCustomer(ctx: RequestContext, id: string): Promise<BespokeOrderView> {
    return (await this.views(ctx, [await this.load(ctx, id, requireCustomer(ctx))], '/api'))[0];
  }

  async getForTenant(ctx: RequestContext, id: string): Promise<BespokeOrderView> {
    return (await this.views(ctx, [await this.load(ctx, id, null)], '/api/admin'))[0];
  }

  /** Staff's quote: a new version, which supersedes the open one; the request shows as quoted. */
  async quote(ctx: RequestContext, message: AdminQuoteBespokeMessage): Promise<BespokeOrderView> {
    const row = await this.load(ctx, message.id, null);
    if (row.acceptedQuoteId) throw notAllowed();
    const image: CleanImage | null = message.image
      ? await cleanImage(Buffer.from(message.image.data, 'base64'))
      : null;
    const quoteId = randomUUID();
    const key = image
      ? `orders/bespoke/${ctx.tenantId}/${row.id}-quote-${quoteId}.${image.kind === 'png' ? 'png' : 'jpg'}`
      : null;
    if (image && key) await this.storage.put(key, image.data);
    try {
      await this.db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(bespokeOrders)
          .where(eq(bespokeOrders.id, row.id))
          .for('update');
        if (locked.acceptedQuoteId) throw notAllowed();
        const [last] = await tx
          .select({ version: max(bespokeQuotes.version) })
          .from(bespokeQuotes)
          .where(eq(bespokeQuotes.bespokeId, row.id));
        await tx
          .update(bespokeQuotes)
          .set({ status: 'superseded' })
          .where(and(eq(bespokeQuotes.bespokeId, row.id), eq(bespokeQuotes.status, 'open')));
        await tx.insert(bespokeQuotes).values({
          id: quoteId,
          tenantId: ctx.tenantId,
          bespokeId: row.id,
          version: (last?.version ?? 0) + 1,
          pricePence: poundsToPence(Number(toNumber(message.price))),
          metal: message.metal.trim(),
          isLabGrown: message.labGrown ?? false,
          deliveryDate: message.deliveryDate,
          note: message.note?.trim() || null,
          imageKey: key,
          imageType: image?.contentType ?? null,
          imageWidth: image?.width ?? null,
          imageHeight: image?.height ?? null,
          createdBy: ctx.userId,
        });
        await tx
          .update(bespokeOrders)
          .set({ status: 'quoted', updatedAt: new Date() })
          .where(eq(bespokeOrders.id, row.id));
      });
    } catch (error) {
      if (key)
        await this.storage.delete(key).catch((e: unknown) => this.log.warn({ err: e, key }, 'orphan upload'));
      throw error;
    }
    return this.getForTenant(ctx, row.id);
  }

  /**
   * The buyer's answer to the open quote. Declined, it stays in the thread as declined; accepted, the
   * request becomes a special order in the order history, in the same transaction as the answer.
   */
  async answer(ctx: RequestContext, message: AnswerBespokeQuoteMessage): Promise<BespokeOrderView> {
    const row = await this.load(ctx, message.id, requireCustomer(ctx));
    if (message.answer === 'accept') return this.accept(ctx, row, message);
    await withRetry(() =>
      this.db.transaction(async (tx) => {
        const { quote } = await this.openQuote(tx, ctx, row.id, message);
        await tx
          .update(bespokeQuotes)
          .set({ status: 'declined', answeredAt: new Date(), answeredBy: ctx.userId })
          .where(eq(bespokeQuotes.id, quote.id));
      }),
    );
    return this.getForCustomer(ctx, row.id);
  }

  /**
   * Accepts the open quote and places its order: the quote's answer, the request's line, the order
   * with its line and numbers, and the OrderPlaced event commit together or not at all. The account,
   * address and VAT terms are read before the transaction (remote calls), as placement does; an
   * Idempotency-Key makes a retried acceptance answer as the first one did instead of a 409.
   */
  private async accept(
    ctx: RequestContext,
    row: BespokeOrderRow,
    message: AnswerBespokeQuoteMessage,
  ): Promise<BespokeOrderView> {
    const customerId = requireCustomer(ctx);
    const userId = requireUser(ctx);
    const key = message.idempotencyKey;
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw validationException({ 'idempotency-key': [{ key: 'validation.idempotencyKey' }] });
    }
    const shippingAddressId = message.shippingAddressId ?? PRIMARY_ADDRESS_ID;
    const shippingOption = message.shippingOption ?? 'standard';
    const scope = key ? { tenantId: ctx.tenantId, userId, key } : null;
    const hash = requestHash({
      action: 'bespoke-accept',
      bespokeId: row.id,
      quoteId: message.quoteId,
      shippingAddressId,
      shippingOption,
    });
    if (scope && (await findReplay(this.db, scope, hash))) return this.getForCustomer(ctx, row.id);

    const [account, vat] = await Promise.all([
      this.directory.account(ctx),
      this.directory.vatTerms(ctx, customerId),
    ]);
    const address = shippingAddressesOf(account).find((a) => a._id === shippingAddressId);
    if (!address) throw validationException({ shippingAddressId: [{ key: 'validation.oneOf' }] });

    await withRetry(() =>
      this.db.transaction(async (tx) => {
        if (scope && (await claimKey(tx, scope, hash))) return;
        const { locked, quote } = await this.openQuote(tx, ctx, row.id, message);
        await tx
          .update(bespokeQuotes)
          .set({ status: 'accepted', answeredAt: new Date(), answeredBy: ctx.userId })
          .where(eq(bespokeQuotes.id, quote.id));
        await tx
          .update(bespokeOrders)
          // An accepted quote sets the piece in work: the request moves on from "quoted" by itself.
          .set({
            acceptedQuoteId: quote.id,
            status: 'in_production',
            lineStatus: 'ordered',
            updatedAt: new Date(),
          })
          .where(eq(bespokeOrders.id, locked.id));
        const plan = planBespokeOrder(
          {
            referenceNumber: bespokeNumberText(locked.referenceNumber),
            description: locked.description,
            karat: locked.karat,
            size: locked.size,
            quantity: locked.quantity,
          },
          quote,
          { carriagePence: carriageOf(shippingOption), vatBasisPoints: vat.vatBasisPoints },
        );
        const { orderId, response } = await this.orders.write(tx, ctx, plan, {
          bespokeId: locked.id,
          customerId,
          userId,
          account: {
            company: account.company,
            acNo: account.acNo,
            name: account.first_name,
            email: account.email,
          },
          address,
          vat,
          shippingOption,
        });
        if (scope) await recordAnswer(tx, scope, orderId, response);
      }),
    );
    return this.getForCustomer(ctx, row.id);
  }

  /**
   * The request (locked) and the quote the buyer answers, if it can still be answered; otherwise a 409
   * naming the quote and why (already accepted, with its order; declined; replaced by a newer one).
   */
  private async openQuote(
    tx: Database,
    ctx: RequestContext,
    bespokeId: string,
    message: AnswerBespokeQuoteMessage,
  ): Promise<{ locked: BespokeOrderRow; quote: BespokeQuoteRow }> {
    const [locked] = await tx
      .select()
      .from(bespokeOrders)
      .where(eq(bespokeOrders.id, bespokeId))
      .for('update');
    const [quote] = await tx
      .select()
      .from(bespokeQuotes)
      .where(and(eq(bespokeQuotes.id, message.quoteId), eq(bespokeQuotes.bespokeId, bespokeId)));
    if (!locked || !quote) throw notFound();
    const outcome = answerOutcome(quote.status as BespokeQuoteStatus, locked.acceptedQuoteId, message.answer);
    if (outcome.ok) return { locked, quote };
    const [order] =
      outcome.reason === 'alreadyAccepted'
        ? await tx
            .select({ orderNumber: orderHeaders.orderNumber })
            .from(orderHeaders)
            .where(eq(orderHeaders.bespokeId, bespokeId))
        : [];
    const issue = {
      key: `orders.bespoke.closed.${outcome.reason}`,
      params: { version: quote.version, order: order ? orderNumberText(order.orderNumber) : '' },
    };
    throw new OrdersException(OrdersErrorCode.ActionNotAllowed, issue.key, issue.params, {
      quoteId: [issue],
    });
  }

  async postMessage(
    ctx: RequestContext,
    message: BespokeMessageMessage,
    side: Side,
  ): Promise<BespokeOrderView> {
    const customerId = side === 'customer' ? requireCustomer(ctx) : null;
    const row = await this.load(ctx, message.id, customerId);
    const authorName = side === 'customer' ? (await this.directory.account(ctx)).first_name : '';
    await this.db.insert(bespokeMessages).values({
      tenantId: ctx.tenantId,
      bespokeId: row.id,
      fromSide: side,
      authorId: ctx.userId,
      authorName,
      body: message.body.trim(),
    });
    return side === 'customer' ? this.getForCustomer(ctx, row.id) : this.getForTenant(ctx, row.id);
  }

  /**
   * The special order line's progress, once a quote is accepted; it shows on the request's thread and
   * on its order. Cancelled, the order's pending pieces are cancelled with it (same transaction), and
   * a cancelled line stays cancelled.
   */
  async setLineStatus(
    ctx: RequestContext,
    message: AdminSetBespokeLineStatusMessage,
  ): Promise<BespokeOrderView> {
    const row = await this.load(ctx, message.id, null);
    await withRetry(() =>
      this.db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(bespokeOrders)
          .where(eq(bespokeOrders.id, row.id))
          .for('update');
        if (!locked.acceptedQuoteId) throw notAllowed();
        if (locked.lineStatus === 'cancelled' && message.status !== 'cancelled') {
          throw new OrdersException(
            OrdersErrorCode.ActionNotAllowed,
            'orders.bespoke.lineCancelled',
            {},
            {
              status: [{ key: 'orders.bespoke.lineCancelled' }],
            },
          );
        }
        await tx
          .update(bespokeOrders)
          .set({ lineStatus: message.status, updatedAt: new Date() })
          .where(eq(bespokeOrders.id, row.id));
        if (message.status === 'cancelled' && locked.lineStatus !== 'cancelled')
          await this.cancelOrder(tx, ctx, row.id);
      }),
    );
    return this.getForTenant(ctx, row.id);
  }

  /** The bespoke line's order gives up its pending pieces: its totals and status follow. */
  private async cancelOrder(tx: Database, ctx: RequestContext, bespokeId: string): Promise<void> {
    const [order] = await tx
      .select()
      .from(orderHeaders)
      .where(and(eq(orderHeaders.tenantId, ctx.tenantId), eq(orderHeaders.bespokeId, bespokeId)))
      .for('update');
    if (!order) return;
    const after: OrderLineRow[] = [];
    for (const line of await this.orderStore.lines(tx, order.id)) {
      after.push(await this.orderStore.cancelPieces(tx, ctx, line, pendingOf(line)));
    }
    await storeTotals(tx, order, after);
    await this.orderStore.setStatus(tx, ctx, order, statusAfterQuantities(order.status, after));
  }

  async quoteImage(
    ctx: RequestContext,
    dto: BespokeQuoteIdDto,
    customerId: string | null,
  ): Promise<BespokeImage> {
    const row = await this.load(ctx, dto.id, customerId);
    const [quote] = await this.db
      .select()
      .from(bespokeQuotes)
      .where(and(eq(bespokeQuotes.id, dto.quoteId), eq(bespokeQuotes.bespokeId, row.id)));
    if (!quote?.imageKey || !quote.imageType) throw notFound();
    const bytes = await this.storage.get(quote.imageKey);
    if (!bytes) throw notFound();
    return { contentType: quote.imageType, data: bytes.toString('base64') };
  }

  async imageForCustomer(ctx: RequestContext, id: string): Promise<BespokeImage> {
    return this.image(await this.load(ctx, id, requireCustomer(ctx)));
  }

  async imageForTenant(ctx: RequestContext, id: string): Promise<BespokeImage> {
    return this.image(await this.load(ctx, id, null));
  }

  async setStatus(ctx: RequestContext, message: AdminSetBespokeStatusMessage): Promise<BespokeOrderView> {
    const row = await this.load(ctx, message.id, null);
    const [updated] = await this.db
      .update(bespokeOrders)
      .set({
        status: message.status,
        ...(message.note !== undefined ? { adminNote: message.note.trim() || null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(bespokeOrders.id, row.id))
      .returning();
    return (await this.views(ctx, [updated], '/api/admin'))[0];
  }

  private async image(row: BespokeOrderRow): Promise<BespokeImage> {
    const bytes = await this.storage.get(row.imageKey);
    if (!bytes) throw notFound();
    return { contentType: row.imageType, data: bytes.toString('base64') };
  }

  private async load(ctx: RequestContext, id: string, customerId: string | null): Promise<BespokeOrderRow> {
    const [row] = await this.db
      .select()
      .from(bespokeOrders)
      .where(
        and(
          eq(bespokeOrders.tenantId, ctx.tenantId),
          eq(bespokeOrders.id, id),
          ...(customerId ? [eq(bespokeOrders.customerId, customerId)] : []),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  private async page(ctx: RequestContext, scope: SQL[], query: PageQueryDto, base: string) {
    const search = query.search?.trim();
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = and(
      ...scope,
      ...(query.status ? [eq(bespokeOrders.status, query.status)] : []),
      ...(pattern
        ? [
            or(
              ilike(bespokeOrders.description, pattern),
              ilike(bespokeOrders.designReference, pattern),
              ilike(bespokeOrders.customerName, pattern),
            ) as SQL,
          ]
        : []),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(bespokeOrders)
        .where(where)
        .orderBy(desc(bespokeOrders.createdAt))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(bespokeOrders).where(where),
    ]);
    return paged(await this.views(ctx, rows, base), Number(total?.n ?? 0), query);
  }

  private async views(
    ctx: RequestContext,
    rows: BespokeOrderRow[],
    base: string,
  ): Promise<BespokeOrderView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [quotes, messages, orders] = await Promise.all([
      this.db
        .select()
        .from(bespokeQuotes)
        .where(inArray(bespokeQuotes.bespokeId, ids))
        .orderBy(asc(bespokeQuotes.version)),
      this.db
        .select()
        .from(bespokeMessages)
        .where(inArray(bespokeMessages.bespokeId, ids))
        .orderBy(asc(bespokeMessages.createdAt)),
      this.db
        .select({
          id: orderHeaders.id,
          bespokeId: orderHeaders.bespokeId,
          orderNumber: orderHeaders.orderNumber,
          status: orderHeaders.status,
        })
        .from(orderHeaders)
        .where(and(eq(orderHeaders.tenantId, ctx.tenantId), inArray(orderHeaders.bespokeId, ids))),
    ]);
    return rows.map((row) =>
      this.view(
        ctx,
        row,
        base,
        quotes.filter((q) => q.bespokeId === row.id),
        messages.filter((m) => m.bespokeId === row.id),
        orders.find((o) => o.bespokeId === row.id) ?? null,
      ),
    );
  }

  private view(
    ctx: RequestContext,
    row: BespokeOrderRow,
    base: string,
    quotes: BespokeQuoteRow[],
    messages: BespokeMessageRow[],
    order: { id: string; orderNumber: number; status: OrderStatus } | null,
  ): BespokeOrderView {
    const thread: BespokeThreadEntry[] = threadOf(
      messages.map((m) => ({
        at: m.createdAt,
        entry: {
          kind: 'message' as const,
          at: m.createdAt.toISOString(),
          date: displayDate(m.createdAt),
          message: {
            _id: m.id,
            from: m.fromSide,
            author_name:
              m.fromSide === 'staff' ? translate(ctx.language, 'orders.bespoke.staffName') : m.authorName,
            body: m.body,
          },
        },
      })),
      quotes.map((q) => ({
        at: q.createdAt,
        entry: {
          kind: 'quote' as const,
          at: q.createdAt.toISOString(),
          date: displayDate(q.createdAt),
          quote: {
            _id: q.id,
            version: q.version,
            status: q.status as BespokeQuoteStatus,
            status_label: translate(ctx.language, `orders.bespoke.quote.status.${q.status}`),
            price: penceToPounds(q.pricePence),
            metal: q.metal,
            labGrown: q.isLabGrown,
            delivery_date: q.deliveryDate,
            note: q.note,
            image_url: q.imageKey ? `${base}/bespoke-orders/${row.id}/quotes/${q.id}/image` : null,
            image_width: q.imageWidth,
            image_height: q.imageHeight,
            answered_at: q.answeredAt?.toISOString() ?? null,
          },
        },
      })),
    );
    const accepted = quotes.find((q) => q.id === row.acceptedQuoteId);
    const lineStatus = row.lineStatus as BespokeLineStatus | null;
    return {
      open_quote_id: quotes.find((q) => q.status === 'open')?.id ?? null,
      line:
        accepted && lineStatus
          ? {
              quote_id: accepted.id,
              status: lineStatus,
              status_label: translate(ctx.language, `orders.bespoke.line.status.${lineStatus}`),
              quantity: row.quantity,
              unit_price: penceToPounds(accepted.pricePence),
              metal: accepted.metal,
              labGrown: accepted.isLabGrown,
              delivery_date: accepted.deliveryDate,
            }
          : null,
      order: order
        ? {
            _id: order.id,
            order_number: orderNumberText(order.orderNumber),
            status: order.status,
            status_label: statusLabel(ctx.language, order.status),
          }
        : null,
      thread,
      _id: row.id,
      reference_number: bespokeNumberText(row.referenceNumber),
      status: row.status as BespokeOrderView['status'],
      status_label: translate(ctx.language, `orders.bespoke.status.${row.status}`),
      description: row.description,
      design_reference: row.designReference,
      metal: row.metal,
      karat: row.karat,
      size: row.size,
      quantity: row.quantity,
      budget: row.budgetPence === null ? null : penceToPounds(row.budgetPence),
      required_by: row.requiredBy,
      notes: row.notes,
      admin_note: row.adminNote,
      image_url: `${base}/bespoke-orders/${row.id}/image`,
      image_width: row.imageWidth,
      image_height: row.imageHeight,
      created_at: row.createdAt.toISOString(),
      date: displayDate(row.createdAt),
      customer_id: row.customerId,
      customer_name: row.customerName,
    };
  }
}

function notAllowed(): OrdersException {
  return new OrdersException(OrdersErrorCode.ActionNotAllowed, 'orders.bespoke.quoteClosed');
}
