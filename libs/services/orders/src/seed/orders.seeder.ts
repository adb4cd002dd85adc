import { CatalogueApi, type VariantForOrder } from '@atelier/contracts/catalogue';
import {
  DEMO_CUSTOMER_IDS,
  DEMO_TENANT,
  DEMO_USERS,
  PriceStatus,
  type RequestContext,
  Role,
  systemContext,
} from '@atelier/contracts/common';
import type { AccountDetails } from '@atelier/contracts/identity';
import {
  ENGRAVING_CHARGE_PENCE,
  OrdersEvents,
  OrderStatus,
  PRIMARY_ADDRESS_ID,
  type ShippingAddressView,
} from '@atelier/contracts/orders';
import {
  type Database,
  DATABASE,
  type DatabaseHandle,
  type FileStorage,
  getLogger,
  SERVICE_OPTIONS,
  type ServiceRuntimeOptions,
  ServiceClient,
  STORAGE,
} from '@atelier/platform';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { approStatusOf } from '../appros/appros.service';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { CustomerDirectory, shippingAddressesOf } from '../customers/customer-directory';
import { InventoryService } from '../inventory/inventory.service';
import { InvoicesService } from '../invoices/invoices.service';
import { OrderStore } from '../orders/order-store';
import { enqueueEvent } from '../outbox/outbox';
import { orderTypeOf, pendingOf, statusAfterQuantities } from '../orders/order-status';
import { storeTotals } from '../orders/order-totals';
import {
  approLines,
  appros,
  bespokeOrders,
  changeRequests,
  counters,
  orderHeaders,
  orderLines,
  orderStatusHistory,
} from '../schema/orders.schema';
import { variantDescription } from '../shared/format';
import { computeTotals } from '../shared/money';
import { queryRows } from '../shared/query';
import { type DemoOrder, demoHistory } from './demo-history';

/** Demo documents are dated from here (fixed, so every demo run shows the same pages). */
const BASE = Date.UTC(2026, 0, 5, 10, 0, 0);
const DAY = 86_400_000;
const day = (n: number): Date => new Date(BASE + n * DAY);
/** Designs spread over the catalogue (pages of the design-number order), so history spans categories. */
const HISTORY_PAGES = [1, 15, 30, 45, 60];
const RETRY_MS = 2_000;
const GIVE_UP_MS = 5 * 60_000;

const ORDERS: DemoOrder[] = [
  {
    customer: 'goldsmiths',
    placed: 0,
    shipping: 'standard',
    lines: [
      { variant: 0, quantity: 1, type: 'stock' },
      { variant: 1, quantity: 2, type: 'stock' },
    ],
    then: ['invoiceAll'],
  },
  {
    customer: 'goldsmiths',
    placed: 9,
    shipping: 'express',
    lines: [
      { variant: 2, quantity: 1, type: 'stock', engraving: 'Forever yours', ringSize: 'N' },
      { variant: 3, quantity: 1, type: 'special' },
    ],
    then: ['updatePrices'],
    instructions: 'Gift wrap, please (two boxes)',
  },
  {
    customer: 'goldsmiths',
    placed: 15,
    shipping: 'standard',
    lines: [{ variant: 4, quantity: 2, type: 'stock' }],
    then: ['changeRequest'],
  },
  {
    customer: 'goldsmiths',
    placed: 21,
    shipping: 'collect',
    lines: [{ variant: 5, quantity: 1, type: 'stock' }],
    then: ['cancelAll'],
  },
  {
    customer: 'goldsmiths',
    placed: 30,
    shipping: 'standard',
    lines: [{ variant: 6, quantity: 3, type: 'special' }],
  },
  {
    customer: 'northernLights',
    placed: 4,
    shipping: 'express',
    lines: [
      { variant: 7, quantity: 2, type: 'stock' },
      { variant: 8, quantity: 2, type: 'stock' },
    ],
    then: ['invoiceHalf'],
  },
  {
    customer: 'northernLights',
    placed: 26,
    shipping: 'standard',
    lines: [
      { variant: 9, quantity: 1, type: 'stock' },
      { variant: 10, quantity: 1, type: 'special' },
    ],
    then: ['approvePricing'],
  },
];

/**
 * Gives the demo buyer's customers orders in several statuses, appros and invoices, so that the order
 * pages have something to show. Runs once per database, in the background: in distributed mode the
 * catalogue and identity may still be starting, so it retries until they answer.
 */
@Injectable()
export class OrdersSeeder implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = getLogger('orders-seeder');
  private stopped = false;
  private running?: Promise<void>;

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(SERVICE_OPTIONS) private readonly options: ServiceRuntimeOptions,
    @Inject(STORAGE) private readonly storage: FileStorage,
    private readonly services: ServiceClient,
    private readonly catalogue: CatalogueClient,
    private readonly directory: CustomerDirectory,
    private readonly inventory: InventoryService,
    private readonly invoices: InvoicesService,
    private readonly store: OrderStore,
  ) {}

  onApplicationBootstrap(): void {
    if (this.options.seedDemo) this.running = this.seedWhenReady();
  }

  /** Settles when the background seeding has ended (seeded, found done, given up or stopped). */
  whenDone(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private async seedWhenReady(): Promise<void> {
    const deadline = Date.now() + GIVE_UP_MS;
    while (!this.stopped) {
      try {
        if (await this.seed()) this.log.info({ tenant: DEMO_TENANT.slug }, 'demo orders seeded');
        if (await this.seedHistory())
          this.log.info({ tenant: DEMO_TENANT.slug }, 'demo trading history seeded');
        return;
      } catch (error) {
        if (Date.now() > deadline) {
          this.log.warn({ err: (error as Error).message }, 'demo orders not seeded');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  private ctx(customerId: string | null): RequestContext {
    return {
      ...systemContext(DEMO_TENANT.id, 'seed-orders'),
      userId: DEMO_USERS.buyer.id,
      role: Role.ClientSuperAdmin,
      customerId,
      priceStatus: PriceStatus.Trade,
    };
  }

  async seed(): Promise<boolean> {
    const tenantId = DEMO_TENANT.id;
    const marker = { tenantId, name: 'demo-seed', scopeId: tenantId };
    if (await this.marked(marker.name)) return false;

    // Remote reads first (they may fail while other services start); writes in one transaction.
    const listing = await this.services.call(CatalogueApi.searchDesigns, this.ctx(null), {
      page: 1,
      sort_by: 'design_number',
      limit: 12,
      facets: false,
    });
    const factsById = await this.catalogue.variants(
      this.ctx(null),
      listing.rows.map((r) => r.variant_id),
    );
    const variants = listing.rows.flatMap((r) => factsById.get(r.variant_id) ?? []);
    if (variants.length < 12) throw new Error('demo catalogue not ready');
    const { accounts, vat } = await this.customers([
      DEMO_CUSTOMER_IDS.goldsmiths,
      DEMO_CUSTOMER_IDS.northernLights,
    ]);
    await this.inventory.ensure(this.ctx(null), variants);
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#d8c3a5' } })
      .jpeg({ quality: 80 })
      .toBuffer();

    return this.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('atelier:seed:orders'))`);
      const inserted = await tx
        .insert(counters)
        .values({ ...marker, value: 1 })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) return false;
      for (const spec of ORDERS) {
        const customerId = DEMO_CUSTOMER_IDS[spec.customer];
        await this.seedOrder(
          tx,
          spec,
          variants,
          accounts.get(customerId) as AccountDetails,
          vat.get(customerId) ?? 0,
        );
      }
      await this.seedAppros(tx, variants, accounts, vat);
      const key = `orders/bespoke/${tenantId}/demo-bespoke.jpg`;
      await this.storage.put(key, picture);
      const [number] = await queryRows<{ n: string | number }>(
        tx,
        sql.raw("select nextval('orders.bespoke_number_seq') as n"),
      );
      await tx.insert(bespokeOrders).values({
        tenantId,
        customerId: DEMO_CUSTOMER_IDS.goldsmiths,
        customerName: accounts.get(DEMO_CUSTOMER_IDS.goldsmiths)?.company ?? '',
        userId: DEMO_USERS.buyer.id,
        referenceNumber: Number(number.n),
        status: 'quoted',
        description: 'Oval sapphire halo engagement ring with a pavé band, to match the sketch',
        designReference: variants[0].design_number,
        metal: 'Platinum',
        karat: 'PT950',
        size: 'M',
        quantity: 1,
        budgetPence: 250000,
        notes: 'Customer would like to see a CAD render first.',
        adminNote: 'Quote sent 12 Jan: £2,280 trade, 5 weeks.',
        imageKey: key,
        imageType: 'image/jpeg',
        imageWidth: 640,
        imageHeight: 480,
        createdAt: day(3),
        updatedAt: day(7),
      });
      return true;
    });
  }

  /**
   * A few months of trading up to now across the demo customers (its own marker, so a demo seeded
   * before it existed gets it too). Written without placed events, so it announces the orders as
   * imported and the reporting read model fills them in.
   */
  async seedHistory(now = new Date()): Promise<boolean> {
    const tenantId = DEMO_TENANT.id;
    const marker = { tenantId, name: 'demo-history', scopeId: tenantId };
    if (await this.marked(marker.name)) return false;
    const variants: VariantForOrder[] = [];
    for (const page of HISTORY_PAGES) {
      const listing = await this.services.call(CatalogueApi.searchDesigns, this.ctx(null), {
        page,
        sort_by: 'design_number',
        limit: 12,
        facets: false,
      });
      const facts = await this.catalogue.variants(
        this.ctx(null),
        listing.rows.map((r) => r.variant_id),
      );
      variants.push(...listing.rows.flatMap((r) => facts.get(r.variant_id) ?? []));
    }
    if (variants.length < 12) throw new Error('demo catalogue not ready');
    const { accounts, vat } = await this.customers(Object.values(DEMO_CUSTOMER_IDS));
    await this.inventory.ensure(this.ctx(null), variants);
    // Oldest first, so order numbers rise with the dates.
    const history = demoHistory(now, variants.length).reverse();
    return this.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('atelier:seed:orders'))`);
      const inserted = await tx
        .insert(counters)
        .values({ ...marker, value: 1 })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) return false;
      for (const spec of history) {
        const customerId = DEMO_CUSTOMER_IDS[spec.customer];
        await this.seedOrder(
          tx,
          spec,
          variants,
          accounts.get(customerId) as AccountDetails,
          vat.get(customerId) ?? 0,
        );
      }
      await enqueueEvent(tx, systemContext(tenantId, 'seed-orders'), OrdersEvents.OrdersImported, {
        orders: history.length,
      });
      return true;
    });
  }

  private async marked(name: string): Promise<boolean> {
    const tenantId = DEMO_TENANT.id;
    const [done] = await this.database.db
      .select({ value: counters.value })
      .from(counters)
      .where(and(eq(counters.tenantId, tenantId), eq(counters.name, name)));
    return done !== undefined;
  }

  private async customers(
    ids: string[],
  ): Promise<{ accounts: Map<string, AccountDetails>; vat: Map<string, number> }> {
    const accounts = new Map<string, AccountDetails>();
    const vat = new Map<string, number>();
    for (const id of ids) {
      accounts.set(id, await this.directory.account(this.ctx(id)));
      vat.set(id, (await this.directory.vatTerms(this.ctx(id), id)).vatBasisPoints);
    }
    return { accounts, vat };
  }

  private async seedOrder(
    tx: Database,
    spec: DemoOrder,
    variants: VariantForOrder[],
    account: AccountDetails,
    vatBasisPoints: number,
  ): Promise<void> {
    const customerId = DEMO_CUSTOMER_IDS[spec.customer];
    const ctx = this.ctx(customerId);
    const placedAt = typeof spec.placed === 'number' ? day(spec.placed) : spec.placed;
    const after = (days: number): Date => new Date(placedAt.getTime() + days * DAY);
    const lines = spec.lines.map((line) => ({ ...line, fact: variants[line.variant] }));
    const status = lines.every((l) => l.type === 'special')
      ? OrderStatus.SOApprove
      : lines.some((l) => l.type === 'special')
        ? OrderStatus.PartialSOForApprove
        : OrderStatus.PendingOrder;
    const shipping = shippingAddressesOf(account).length > 0 ? spec.shipping : 'collect';
    const carriagePence = shipping === 'express' ? 2000 : shipping === 'standard' ? 1000 : 0;
    const totals = computeTotals(
      lines.map((l) => ({
        unitPence: l.fact.trade_pence,
        quantity: l.quantity,
        engravePencePerPiece: l.engraving ? ENGRAVING_CHARGE_PENCE : 0,
      })),
      carriagePence,
      0,
      vatBasisPoints,
    );
    const [orderNumber] = await queryRows<{ n: string | number }>(
      tx,
      sql.raw("select nextval('orders.order_number_seq') as n"),
    );
    const se = lines.some((l) => l.type === 'special')
      ? Number(
          (
            await queryRows<{ n: string | number }>(
              tx,
              sql.raw("select nextval('orders.se_order_number_seq') as n"),
            )
          )[0].n,
        )
      : null;
    const [reference] = await tx
      .insert(counters)
      .values({ tenantId: ctx.tenantId, name: 'order-reference', scopeId: customerId, value: 1 })
      .onConflictDoUpdate({
        target: [counters.tenantId, counters.name, counters.scopeId],
        set: { value: sql`${counters.value} + 1` },
      })
      .returning({ value: counters.value });
    const [order] = await tx
      .insert(orderHeaders)
      .values({
        tenantId: ctx.tenantId,
        customerId,
        userId: DEMO_USERS.buyer.id,
        orderNumber: Number(orderNumber.n),
        referenceNumber: reference.value,
        seOrderNumber: se,
        orderType: orderTypeOf(lines.map((l) => ({ orderType: l.type }))),
        status,
        placedByName: account.first_name,
        placedByEmail: account.email,
        customerName: account.company,
        customerAcNo: account.acNo,
        // A customer with no primary address collects (the demo's third customer has none).
        shippingAddress: shippingAddressesOf(account)[0] ?? collectAddress(account),
        shippingOption: shipping,
        specialInstructions: spec.instructions ?? null,
        isVatApplicable: vatBasisPoints > 0,
        vatBasisPoints,
        carriagePence,
        netPence: totals.netPence,
        engravingPence: totals.engravingPence,
        vatPence: totals.vatPence,
        grandPence: totals.grandPence,
        placedEventHandled: 1,
        placedAt,
        updatedAt: placedAt,
      })
      .returning();
    await tx.insert(orderLines).values(
      lines.map((l, i) => ({
        tenantId: ctx.tenantId,
        orderId: order.id,
        lineNumber: i + 1,
        variantId: l.fact.variant_id,
        designId: l.fact.design_id,
        designNumber: l.fact.design_number,
        designName: l.fact.design_name,
        description: variantDescription({
          karat: l.fact.karat,
          shade: l.fact.shade,
          quality: l.fact.quality,
          totalCarat: l.fact.total_carat,
        }),
        imageKey: l.fact.image_key,
        sku: l.fact.sku,
        metal: l.fact.metal,
        karat: l.fact.karat,
        shade: l.fact.shade,
        quality: l.fact.quality,
        totalCarat: String(l.fact.total_carat),
        ringSize: l.ringSize ?? null,
        engravingText: l.engraving ?? null,
        certificateNumber: l.fact.certificate_number,
        orderType: l.type,
        quantity: l.quantity,
        // Demo stock orders reserve only what the catalogue really has, so stock never goes negative.
        reservedQty: 0,
        unitPence: l.fact.trade_pence,
        engravePencePerPiece: l.engraving ? ENGRAVING_CHARGE_PENCE : 0,
      })),
    );
    await tx
      .insert(orderStatusHistory)
      .values({ tenantId: ctx.tenantId, orderId: order.id, status, at: placedAt });
    let current = await this.store.lines(tx, order.id);
    let currentStatus: OrderStatus = status;
    for (const step of spec.then ?? []) {
      const fresh = (await tx.select().from(orderHeaders).where(eq(orderHeaders.id, order.id)))[0];
      if (step === 'invoiceAll' || step === 'invoiceHalf') {
        const pieces = current
          .filter((l) => pendingOf(l) > 0)
          .map((line) => ({
            line,
            quantity: step === 'invoiceAll' ? pendingOf(line) : Math.ceil(pendingOf(line) / 2),
          }));
        await this.invoices.createForOrder(tx, ctx, fresh, pieces, after(2));
        for (const { line, quantity } of pieces) await this.store.invoicePieces(tx, ctx, line, quantity);
      } else if (step === 'cancelAll') {
        for (const line of current) await this.store.cancelPieces(tx, ctx, line, pendingOf(line));
      } else if (step === 'cancelOne') {
        if (current[0]) await this.store.cancelPieces(tx, ctx, current[0], 1);
      } else if (step === 'approvePricing') {
        currentStatus = OrderStatus.PartialSOApprove;
      } else if (step === 'updatePrices') {
        const special = current.find((l) => l.orderType === 'special');
        if (special) {
          await tx
            .update(orderLines)
            .set({ updatedUnitPence: Math.round(special.unitPence * 1.08) })
            .where(eq(orderLines.id, special.id));
        }
      } else {
        await tx.insert(changeRequests).values({
          tenantId: ctx.tenantId,
          customerId,
          orderId: order.id,
          lineId: current[0]?.id ?? null,
          userId: DEMO_USERS.buyer.id,
          message: 'Please change the ring size of the first item to M.',
          createdAt: after(1),
        });
      }
      current = await this.store.lines(tx, order.id);
    }
    const fresh = (await tx.select().from(orderHeaders).where(eq(orderHeaders.id, order.id)))[0];
    await storeTotals(tx, fresh, current);
    await this.store.setStatus(tx, ctx, fresh, statusAfterQuantities(currentStatus, current), null, {
      awaitingCustomerApproval: (spec.then ?? []).includes('updatePrices'),
    });
  }

  private async seedAppros(
    tx: Database,
    variants: VariantForOrder[],
    accounts: Map<string, AccountDetails>,
    vat: Map<string, number>,
  ): Promise<void> {
    const specs = [
      {
        customer: DEMO_CUSTOMER_IDS.goldsmiths,
        issued: 2,
        due: 16,
        lines: [
          [0, 2],
          [11, 1],
        ],
        returned: [0, 0],
        kept: [0, 0],
      },
      {
        customer: DEMO_CUSTOMER_IDS.goldsmiths,
        issued: 12,
        due: 26,
        lines: [
          [2, 2],
          [5, 1],
        ],
        returned: [1, 0],
        kept: [1, 0],
      },
      {
        customer: DEMO_CUSTOMER_IDS.northernLights,
        issued: 6,
        due: 20,
        lines: [[7, 1]],
        returned: [1],
        kept: [0],
      },
    ];
    for (const spec of specs) {
      const account = accounts.get(spec.customer) as AccountDetails;
      const [number] = await queryRows<{ n: string | number }>(
        tx,
        sql.raw("select nextval('orders.appro_number_seq') as n"),
      );
      const [appro] = await tx
        .insert(appros)
        .values({
          tenantId: DEMO_TENANT.id,
          customerId: spec.customer,
          customerName: account.company,
          approNumber: Number(number.n),
          issuedAt: day(spec.issued),
          dueDate: day(spec.due).toISOString().slice(0, 10),
          createdBy: DEMO_USERS.admin.id,
        })
        .returning();
      const lines = await tx
        .insert(approLines)
        .values(
          spec.lines.map(([index, quantity], i) => {
            const fact = variants[index];
            return {
              tenantId: DEMO_TENANT.id,
              approId: appro.id,
              lineNumber: i + 1,
              variantId: fact.variant_id,
              designNumber: fact.design_number,
              designName: fact.design_name,
              description: variantDescription({
                karat: fact.karat,
                shade: fact.shade,
                quality: fact.quality,
                totalCarat: fact.total_carat,
              }),
              sku: fact.sku,
              quantityOut: quantity,
              quantityReturned: spec.returned[i],
              quantityInvoiced: spec.kept[i],
              unitPence: fact.trade_pence,
            };
          }),
        )
        .returning();
      const kept = lines.flatMap((line, i) => (spec.kept[i] > 0 ? [{ line, quantity: spec.kept[i] }] : []));
      if (kept.length > 0) {
        await this.invoices.createForAppro(
          tx,
          this.ctx(spec.customer),
          appro,
          { acNo: account.acNo, vatBasisPoints: vat.get(spec.customer) ?? 0 },
          kept,
          day(spec.issued + 7),
        );
      }
      await tx
        .update(appros)
        .set({ status: approStatusOf(lines) })
        .where(eq(appros.id, appro.id));
    }
  }
}

function collectAddress(account: AccountDetails): ShippingAddressView {
  return {
    _id: PRIMARY_ADDRESS_ID,
    company: account.company,
    address_field1: '',
    address_field2: null,
    postcode: '',
    city: '',
    county: null,
    country: '',
    is_primary: true,
  };
}
