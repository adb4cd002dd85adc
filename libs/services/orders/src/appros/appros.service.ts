import { disclosedName } from '@atelier/contracts/catalogue';
import { type RequestContext, systemContext, translate } from '@atelier/contracts/common';
import {
  type AdminCreateApproDto,
  APPRO_REMINDER_DAYS_BEFORE,
  type AdminPageQueryDto,
  type AdminRecordApproReturnsMessage,
  type ApproStatus,
  type ApproView,
  type PageQueryDto,
  type Paged,
} from '@atelier/contracts/orders';
import {
  type ApproReminderRaisedEvent,
  type ApproRemindersRun,
  OrdersEvents,
} from '@atelier/contracts/orders';
import { DATABASE, type DatabaseHandle, getLogger, validationException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { InventoryService } from '../inventory/inventory.service';
import { enqueueEvent } from '../outbox/outbox';
import { addDays, dayOf, isOverdue, reminderOwed, stockChangeFor } from './appro-rules';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { CustomerDirectory } from '../customers/customer-directory';
import { InvoicesService } from '../invoices/invoices.service';
import { type MoneyMode, moneyModeFor } from '../orders/order-view';
import { approLines, type ApproLineRow, appros, type ApproRow } from '../schema/orders.schema';
import { notFound, paged, requireCustomer } from '../shared/context';
import { approNumberText, displayDate, displayDay, variantDescription } from '../shared/format';
import { penceToPounds } from '../shared/money';
import { queryRows } from '../shared/query';
import { planLineQuantities } from '../orders/line-quantities';

const DEFAULT_APPRO_DAYS = 14;
/** Appros one sweep looks at; the next sweep takes the rest. */
const REMINDER_BATCH = 500;

export function approStatusOf(
  lines: ReadonlyArray<Pick<ApproLineRow, 'quantityOut' | 'quantityReturned' | 'quantityInvoiced'>>,
): ApproStatus {
  const outstanding = lines.reduce((s, l) => s + l.quantityOut - l.quantityReturned - l.quantityInvoiced, 0);
  const settled = lines.reduce((s, l) => s + l.quantityReturned + l.quantityInvoiced, 0);
  if (outstanding === 0) return 'closed';
  return settled > 0 ? 'partially_returned' : 'open';
}

/** Goods out on approval: pieces a customer holds to show its own clients, returned or invoiced later. */
@Injectable()
export class ApprosService {
  private readonly log = getLogger('appros');

  constructor(
    private readonly inventory: InventoryService,
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly catalogue: CatalogueClient,
    private readonly directory: CustomerDirectory,
    private readonly invoices: InvoicesService,
  ) {}

  private get db() {
    return this.database.db;
  }

  async listForCustomer(ctx: RequestContext, query: PageQueryDto): Promise<Paged<ApproView>> {
    const customerId = requireCustomer(ctx);
    return this.page(
      ctx,
      [eq(appros.tenantId, ctx.tenantId), eq(appros.customerId, customerId)],
      query,
      moneyModeFor(ctx.priceStatus),
    );
  }

  async getForCustomer(ctx: RequestContext, id: string): Promise<ApproView> {
    const customerId = requireCustomer(ctx);
    const appro = await this.load(ctx, id, customerId);
    const [view] = await this.views(ctx, [appro], moneyModeFor(ctx.priceStatus));
    return view;
  }

  listForTenant(ctx: RequestContext, query: AdminPageQueryDto): Promise<Paged<ApproView>> {
    return this.page(
      ctx,
      [
        eq(appros.tenantId, ctx.tenantId),
        ...(query.customerId ? [eq(appros.customerId, query.customerId)] : []),
      ],
      query,
      'trade',
    );
  }

  async getForTenant(ctx: RequestContext, id: string): Promise<ApproView> {
    const [view] = await this.views(ctx, [await this.load(ctx, id, null)], 'trade');
    return view;
  }

  async create(ctx: RequestContext, dto: AdminCreateApproDto): Promise<ApproView> {
    const customer = await this.directory.customer(ctx, dto.customerId);
    const facts = await this.catalogue.variants(
      ctx,
      dto.lines.map((l) => l.variantId),
    );
    const unknown = dto.lines.findIndex((l) => !facts.has(l.variantId));
    if (unknown >= 0)
      throw validationException({ [`lines.${unknown}.variantId`]: [{ key: 'orders.variantUnavailable' }] });
    const issuedAt = new Date();
    const due = new Date(issuedAt);
    due.setUTCDate(due.getUTCDate() + DEFAULT_APPRO_DAYS);
    await this.inventory.ensure(ctx, facts.values());
    const id = await this.db.transaction(async (tx) => {
      // Goods on approval hold their stock like an order does: out, not available to anyone else.
      const locked = await this.inventory.lock(
        tx,
        ctx.tenantId,
        dto.lines.map((l) => l.variantId),
      );
      const wanted = new Map<string, number>();
      const issues: Record<string, Array<{ key: string; params?: Record<string, number> }>> = {};
      dto.lines.forEach((line, i) => {
        const row = locked.get(line.variantId);
        const total = (wanted.get(line.variantId) ?? 0) + line.quantity;
        wanted.set(line.variantId, total);
        const available = row ? row.onHand - row.reserved : 0;
        if (total > available)
          issues[`lines.${i}.quantity`] = [
            { key: 'orders.appro.stockShort', params: { available: Math.max(0, available) } },
          ];
      });
      if (Object.keys(issues).length > 0) throw validationException(issues);
      for (const [variantId, quantity] of wanted)
        await this.inventory.adjust(tx, ctx, variantId, { reserved: quantity });
      const [number] = await queryRows<{ n: string | number }>(
        tx,
        sql.raw("select nextval('orders.appro_number_seq') as n"),
      );
      const [appro] = await tx
        .insert(appros)
        .values({
          tenantId: ctx.tenantId,
          customerId: dto.customerId,
          customerName: customer.company,
          approNumber: Number(number.n),
          issuedAt,
          dueDate: dto.dueDate ?? due.toISOString().slice(0, 10),
          notes: dto.notes?.trim() || null,
          createdBy: ctx.userId,
        })
        .returning({ id: appros.id });
      await tx.insert(approLines).values(
        dto.lines.map((line, i) => {
          const fact = facts.get(line.variantId);
          if (!fact) throw notFound();
          return {
            tenantId: ctx.tenantId,
            approId: appro.id,
            lineNumber: i + 1,
            variantId: fact.variant_id,
            designNumber: fact.design_number,
            designName: fact.design_name,
            isLabGrown: fact.lab_grown,
            description: variantDescription({
              karat: fact.karat,
              shade: fact.shade,
              quality: fact.quality,
              totalCarat: fact.total_carat,
            }),
            sku: fact.sku,
            quantityOut: line.quantity,
            stockHeld: line.quantity,
            unitPence: fact.trade_pence,
          };
        }),
      );
      return appro.id;
    });
    return this.getForTenant(ctx, id);
  }

  /** Pieces back from the customer, or kept (invoiced: an invoice is written for them). */
  async recordReturns(ctx: RequestContext, message: AdminRecordApproReturnsMessage): Promise<ApproView> {
    const appro = await this.load(ctx, message.id, null);
    const vat = await this.directory.vatTerms(ctx, appro.customerId);
    const customer = await this.directory.customer(ctx, appro.customerId);
    await this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(appros).where(eq(appros.id, appro.id)).for('update');
      const lines = await tx.select().from(approLines).where(eq(approLines.approId, locked.id));
      const byId = new Map(lines.map((l) => [l.id, l]));
      // Every entry's pieces (back and kept) summed per line, so naming a line twice cannot exceed it.
      const plan = planLineQuantities(
        message.lines.map((change) => ({
          lineId: change.lineId,
          quantity: (change.returned ?? 0) + (change.invoiced ?? 0),
        })),
        (lineId) => {
          const line = byId.get(lineId);
          return line ? line.quantityOut - line.quantityReturned - line.quantityInvoiced : undefined;
        },
        (index) => `lines.${index}.returned`,
      );
      if (plan.kind === 'unknown-line') throw notFound();
      if (plan.kind === 'over') throw validationException(plan.issues);
      const invoiced: Array<{ line: ApproLineRow; quantity: number }> = [];
      for (const line of lines) {
        const changes = message.lines.filter((change) => change.lineId === line.id);
        const returned = changes.reduce((sum, change) => sum + (change.returned ?? 0), 0);
        const kept = changes.reduce((sum, change) => sum + (change.invoiced ?? 0), 0);
        if (returned + kept === 0) continue;
        const stock = stockChangeFor(line.stockHeld, returned, kept);
        if (line.variantId && stock.release + stock.consume > 0) {
          await this.inventory.lock(tx, ctx.tenantId, [line.variantId]);
          await this.inventory.adjust(tx, ctx, line.variantId, {
            reserved: -(stock.release + stock.consume),
            onHand: -stock.consume,
          });
        }
        const [updated] = await tx
          .update(approLines)
          .set({
            quantityReturned: line.quantityReturned + returned,
            quantityInvoiced: line.quantityInvoiced + kept,
            stockHeld: stock.held,
          })
          .where(eq(approLines.id, line.id))
          .returning();
        byId.set(line.id, updated);
        if (kept > 0) invoiced.push({ line, quantity: kept });
      }
      if (invoiced.length > 0) {
        await this.invoices.createForAppro(
          tx,
          ctx,
          locked,
          { acNo: customer.acNo ?? '', vatBasisPoints: vat.vatBasisPoints },
          invoiced,
        );
      }
      await tx
        .update(appros)
        .set({ status: approStatusOf([...byId.values()]) })
        .where(eq(appros.id, locked.id));
    });
    return this.getForTenant(ctx, appro.id);
  }

  /**
   * Raises every reminder owed today, in every tenant (ctx: the caller's tenant only). Each reminder is
   * claimed by a conditional update (its timestamp still empty) in the transaction that queues its
   * event, so two sweeps running at once, in one process or several, raise it once between them.
   */
  async raiseReminders(ctx: RequestContext | null, now = new Date()): Promise<ApproRemindersRun> {
    const today = dayOf(now);
    const candidates = await this.db
      .select()
      .from(appros)
      .where(
        and(
          ...(ctx ? [eq(appros.tenantId, ctx.tenantId)] : []),
          ne(appros.status, 'closed'),
          lte(appros.dueDate, addDays(today, APPRO_REMINDER_DAYS_BEFORE)),
          or(isNull(appros.remindedBeforeAt), isNull(appros.remindedDueAt)),
        ),
      )
      .orderBy(asc(appros.dueDate))
      .limit(REMINDER_BATCH);
    let raised = 0;
    for (const candidate of candidates) {
      const kind = reminderOwed(candidate, today);
      if (!kind) continue;
      try {
        if (await this.raise(candidate, kind, now)) raised += 1;
      } catch (error) {
        this.log.warn({ err: error, approId: candidate.id }, 'appro reminder not raised');
      }
    }
    return { raised };
  }

  private async raise(appro: ApproRow, kind: 'before' | 'due', now: Date): Promise<boolean> {
    const column = kind === 'due' ? appros.remindedDueAt : appros.remindedBeforeAt;
    return this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(appros)
        .set(
          kind === 'due'
            ? { remindedDueAt: now, remindedBeforeAt: sql`coalesce(${appros.remindedBeforeAt}, ${now})` }
            : { remindedBeforeAt: now },
        )
        .where(and(eq(appros.id, appro.id), isNull(column), ne(appros.status, 'closed')))
        .returning({ id: appros.id });
      if (!claimed) return false;
      const lines = await tx.select().from(approLines).where(eq(approLines.approId, appro.id));
      const event: ApproReminderRaisedEvent = {
        approId: appro.id,
        approNumber: approNumberText(appro.approNumber),
        customerId: appro.customerId,
        customerName: appro.customerName,
        kind,
        dueDate: appro.dueDate,
        piecesOut: lines.reduce((s, l) => s + l.quantityOut - l.quantityReturned - l.quantityInvoiced, 0),
      };
      await enqueueEvent(
        tx,
        systemContext(appro.tenantId, `appro-reminder:${appro.id}:${kind}`),
        OrdersEvents.ApproReminderRaised,
        event,
      );
      return true;
    });
  }

  private async load(ctx: RequestContext, id: string, customerId: string | null): Promise<ApproRow> {
    const [appro] = await this.db
      .select()
      .from(appros)
      .where(
        and(
          eq(appros.tenantId, ctx.tenantId),
          eq(appros.id, id),
          ...(customerId ? [eq(appros.customerId, customerId)] : []),
        ),
      );
    if (!appro) throw notFound();
    return appro;
  }

  private async page(ctx: RequestContext, scope: SQL[], query: PageQueryDto, money: MoneyMode) {
    const today = dayOf(new Date());
    const filter =
      query.status === 'overdue'
        ? [ne(appros.status, 'closed'), lt(appros.dueDate, today)]
        : query.status
          ? [eq(appros.status, query.status)]
          : [];
    const where = and(...scope, ...filter);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(appros)
        .where(where)
        .orderBy(desc(appros.issuedAt), desc(appros.approNumber))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(appros).where(where),
    ]);
    return paged(await this.views(ctx, rows, money), Number(total?.n ?? 0), query);
  }

  private async views(ctx: RequestContext, rows: ApproRow[], money: MoneyMode): Promise<ApproView[]> {
    if (rows.length === 0) return [];
    const lines = await this.db
      .select()
      .from(approLines)
      .where(
        inArray(
          approLines.approId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(approLines.approId), asc(approLines.lineNumber));
    let rrp = new Map<string, number | null>();
    if (money === 'rrp' && lines.length > 0) {
      const priced = await this.catalogue.visiblePrices(
        ctx,
        lines.map((l) => ({ tradePence: l.unitPence })),
      );
      rrp = new Map(lines.map((l, i) => [l.id, priced.lines[i]?.pence ?? null]));
    }
    const today = dayOf(new Date());
    return rows.map((appro) => {
      const own = lines.filter((l) => l.approId === appro.id);
      const status = appro.status as ApproStatus;
      return {
        _id: appro.id,
        appro_number: approNumberText(appro.approNumber),
        status,
        status_label: translate(ctx.language, `orders.appro.status.${status}`),
        issued_at: appro.issuedAt.toISOString(),
        issued_date: displayDate(appro.issuedAt),
        due_date: displayDay(appro.dueDate),
        due_on: appro.dueDate,
        overdue: isOverdue(appro, today),
        reminded_before_at: appro.remindedBeforeAt?.toISOString() ?? null,
        reminded_due_at: appro.remindedDueAt?.toISOString() ?? null,
        notes: appro.notes,
        customer_id: appro.customerId,
        customer_name: appro.customerName,
        total_out: own.reduce((s, l) => s + l.quantityOut, 0),
        total_outstanding: own.reduce(
          (s, l) => s + l.quantityOut - l.quantityReturned - l.quantityInvoiced,
          0,
        ),
        lines: own.map((line) => {
          const view: ApproView['lines'][number] = {
            _id: line.id,
            variant_id: line.variantId,
            design_number: line.designNumber,
            design_name: disclosedName(line.designName, line.isLabGrown, ctx.language),
            labGrown: line.isLabGrown,
            description: line.description,
            sku: line.sku,
            quantity_out: line.quantityOut,
            quantity_returned: line.quantityReturned,
            quantity_invoiced: line.quantityInvoiced,
            quantity_outstanding: line.quantityOut - line.quantityReturned - line.quantityInvoiced,
          };
          const rrpPence = rrp.get(line.id);
          if (money === 'trade') {
            view.price = penceToPounds(line.unitPence);
            view.price_type = 'trade';
          } else if (money === 'rrp' && rrpPence !== undefined && rrpPence !== null) {
            view.price = penceToPounds(rrpPence);
            view.price_type = 'rrp';
          }
          return view;
        }),
      };
    });
  }
}
