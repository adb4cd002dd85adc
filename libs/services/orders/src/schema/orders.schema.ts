import type { DiscountKind } from '@atelier/contracts/catalogue';
import type { OrderStatus, ShippingAddressView } from '@atelier/contracts/orders';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { outboxTables } from '@atelier/platform';

export const orders = pgSchema('orders');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Order, SE order, invoice, appro and bespoke numbers: unique, increasing, gaps allowed (no lock). */
export const orderNumberSeq = orders.sequence('order_number_seq');
export const seOrderNumberSeq = orders.sequence('se_order_number_seq');
export const invoiceNumberSeq = orders.sequence('invoice_number_seq');
export const approNumberSeq = orders.sequence('appro_number_seq');
export const bespokeNumberSeq = orders.sequence('bespoke_number_seq');

/** One cart per user and selected customer (company); a user without a selected customer has one too. */
export const carts = orders.table(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    customerId: uuid('customer_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // NULLS NOT DISTINCT: "no customer selected" is one cart, not as many as get created.
  (t) => [unique('carts_tenant_user_customer_uq').on(t.tenantId, t.userId, t.customerId).nullsNotDistinct()],
);

/**
 * A cart line: what the buyer chose on the design page, with the variant's facts and the trade price
 * captured when it was added (the check compares it with the catalogue's price now).
 */
export const cartLines = orders.table(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    variantSku: text('variant_sku'),
    quantity: integer('quantity').notNull(),
    isEngravingCharge: boolean('is_engraving_charge').notNull().default(false),
    engravingText: text('engraving_text'),
    createdAt: createdAt(),
    variantId: uuid('variant_id'),
    designId: uuid('design_id'),
    designNumber: text('design_number'),
    description: text('description'),
    imageKey: text('image_key'),
    metal: text('metal'),
    karat: text('karat'),
    shade: text('shade'),
    quality: text('quality'),
    totalCarat: numeric('total_carat', { precision: 6, scale: 2 }),
    certificateNumber: text('certificate_number'),
    size: text('size'),
    ringSize: text('ring_size'),
    orderType: text('order_type').$type<'stock' | 'special'>().notNull().default('stock'),
    isSpecialOffer: boolean('is_special_offer').notNull().default(false),
    /** The design has a lab-grown stone: the line says so in every language. */
    isLabGrown: boolean('is_lab_grown').notNull().default(false),
    /** Trade price per piece when added (or accepted), in pence. */
    unitTradePence: integer('unit_trade_pence').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cart_lines_cart_idx').on(t.cartId, t.createdAt),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * The stock authority: orders reserves stock in the same transaction that writes an order, so the
 * stock it reserves lives here. A row is made from the catalogue's figure the first time a variant is
 * needed; from then on this row is the truth and the catalogue follows it (orders.stock.changed).
 */
export const inventory = orders.table(
  'inventory',
  {
    tenantId: uuid('tenant_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    sku: text('sku').notNull(),
    designId: uuid('design_id').notNull(),
    designNumber: text('design_number').notNull(),
    onHand: integer('on_hand').notNull(),
    reserved: integer('reserved').notNull().default(0),
    /** Grows with every change; the stock-changed event carries it so consumers keep the newest. */
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    isSpecialOffer: boolean('is_special_offer').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.variantId] }),
    // Never negative, never more reserved than held: the database refuses an oversell outright.
    check('inventory_reserved_within_on_hand', sql`${t.reserved} >= 0 AND ${t.onHand} >= ${t.reserved}`),
    // The ERP names variants by SKU (a stock take from Sellease).
    index('inventory_tenant_sku_idx').on(t.tenantId, t.sku),
  ],
);

export const orderHeaders = orders.table(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    userId: uuid('user_id').notNull(),
    orderNumber: bigint('order_number', { mode: 'number' }).notNull(),
    /** The customer's own running number of its orders (shown padded to 5 digits). */
    referenceNumber: integer('reference_number').notNull(),
    seOrderNumber: bigint('se_order_number', { mode: 'number' }),
    orderType: text('order_type').$type<'stock' | 'special' | 'mixed'>().notNull(),
    status: smallint('status').$type<OrderStatus>().notNull(),
    /** New prices from the back office wait for the customer (approve or reject updated pricing). */
    awaitingCustomerApproval: boolean('awaiting_customer_approval').notNull().default(false),
    placedByName: text('placed_by_name').notNull(),
    placedByEmail: text('placed_by_email').notNull(),
    customerName: text('customer_name').notNull(),
    customerAcNo: text('customer_ac_no').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressView>().notNull(),
    shippingOption: text('shipping_option').notNull(),
    specialInstructions: text('special_instructions'),
    isVatApplicable: boolean('is_vat_applicable').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    carriagePence: integer('carriage_pence').notNull(),
    postagePence: integer('postage_pence').notNull().default(0),
    netPence: bigint('net_pence', { mode: 'number' }).notNull(),
    engravingPence: integer('engraving_pence').notNull(),
    vatPence: bigint('vat_pence', { mode: 'number' }).notNull(),
    grandPence: bigint('grand_pence', { mode: 'number' }).notNull(),
    /** The bespoke request whose accepted quote this order is (null for an order from the cart). */
    bespokeId: uuid('bespoke_id').references((): AnyPgColumn => bespokeOrders.id, { onDelete: 'set null' }),
    /** How often the order.placed event was handled (by message id, so at most once). */
    placedEventHandled: integer('placed_event_handled').notNull().default(0),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_uq').on(t.orderNumber),
    uniqueIndex('orders_customer_reference_uq').on(t.tenantId, t.customerId, t.referenceNumber),
    index('orders_customer_placed_idx').on(t.tenantId, t.customerId, t.placedAt.desc()),
    index('orders_tenant_placed_idx').on(t.tenantId, t.placedAt.desc()),
    index('orders_tenant_status_idx').on(t.tenantId, t.status),
    // A bespoke request becomes at most one order, whatever races.
    uniqueIndex('orders_bespoke_uq').on(t.bespokeId),
    // Few orders wait for the customer: the dashboard's pending count reads them by this small index
    // (with the status index, a bitmap OR) instead of scanning every order.
    index('orders_awaiting_customer_idx')
      .on(t.tenantId)
      .where(sql`${t.awaitingCustomerApproval}`),
  ],
);

export const orderLines = orders.table(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orderHeaders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    variantId: uuid('variant_id'),
    designId: uuid('design_id'),
    designNumber: text('design_number').notNull(),
    designName: text('design_name').notNull(),
    description: text('description').notNull(),
    imageKey: text('image_key'),
    sku: text('sku'),
    metal: text('metal'),
    karat: text('karat'),
    shade: text('shade'),
    quality: text('quality'),
    totalCarat: numeric('total_carat', { precision: 6, scale: 2 }),
    size: text('size'),
    ringSize: text('ring_size'),
    engravingText: text('engraving_text'),
    certificateNumber: text('certificate_number'),
    orderType: text('order_type').$type<'stock' | 'special'>().notNull(),
    isSpecialOffer: boolean('is_special_offer').notNull().default(false),
    /** Lab-grown as placed: the order and its invoices disclose it even if the design changes later. */
    isLabGrown: boolean('is_lab_grown').notNull().default(false),
    quantity: integer('quantity').notNull(),
    invoicedQty: integer('invoiced_qty').notNull().default(0),
    canceledQty: integer('canceled_qty').notNull().default(0),
    /** Pieces Sellease reports shipped (its status updates); shown beside invoiced and cancelled. */
    shippedQty: integer('shipped_qty').notNull().default(0),
    /** Pieces of this line holding a reservation in inventory (stock lines only). */
    reservedQty: integer('reserved_qty').notNull().default(0),
    unitPence: integer('unit_pence').notNull(),
    /**
     * The buyer's discount the line got at placement (from the catalogue's variant facts): the unit
     * price before it, and which discount it was. All null without a discount.
     */
    regularUnitPence: integer('regular_unit_pence'),
    discountId: uuid('discount_id'),
    discountKind: text('discount_kind').$type<DiscountKind>(),
    discountValue: numeric('discount_value', { precision: 12, scale: 2 }),
    /** A new price from the back office, waiting for the customer's approval. */
    updatedUnitPence: integer('updated_unit_pence'),
    engravePencePerPiece: integer('engrave_pence_per_piece').notNull().default(0),
    /** A metal-priced line: the rate per gram (pounds) and grams its price was computed from at placement. */
    metalRatePerGram: numeric('metal_rate_per_gram', { precision: 12, scale: 2 }),
    metalWeight: numeric('metal_weight', { precision: 8, scale: 2 }),
    /** A bespoke line: the quote version it was accepted at (no variant, no stock). */
    bespokeQuoteId: uuid('bespoke_quote_id'),
    /** The delivery date promised for the line (a bespoke quote's); null: the order type's usual time. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.lineNumber),
    check(
      'order_lines_quantities',
      sql`${t.quantity} > 0 AND ${t.invoicedQty} >= 0 AND ${t.canceledQty} >= 0 AND ${t.reservedQty} >= 0
        AND ${t.invoicedQty} + ${t.canceledQty} <= ${t.quantity}`,
    ),
  ],
);

export const orderStatusHistory = orders.table(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orderHeaders.id, { onDelete: 'cascade' }),
    status: smallint('status').$type<OrderStatus>().notNull(),
    note: text('note'),
    byUserId: uuid('by_user_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

export const changeRequests = orders.table(
  'change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orderHeaders.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id'),
    userId: uuid('user_id').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<'open' | 'resolved' | 'rejected'>().notNull().default('open'),
    response: text('response'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('change_requests_customer_idx').on(t.tenantId, t.customerId, t.createdAt.desc()),
    index('change_requests_tenant_idx').on(t.tenantId, t.status, t.createdAt.desc()),
  ],
);

/** Running numbers that must have no gaps and stay per scope (a customer's order references). */
export const counters = orders.table(
  'counters',
  {
    tenantId: uuid('tenant_id').notNull(),
    name: text('name').notNull(),
    scopeId: uuid('scope_id').notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name, t.scopeId] })],
);

/** The transactional outbox and the consumers' ledger (the platform's tables, in this schema). */
export const { outbox, processedMessages } = outboxTables(orders);

/** Idempotency-Key of place-order: the first request's body hash and its answer, kept with the order. */
export const idempotencyKeys = orders.table(
  'idempotency_keys',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id'),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.key] })],
);

export const bespokeOrders = orders.table(
  'bespoke_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    userId: uuid('user_id').notNull(),
    referenceNumber: bigint('reference_number', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('submitted'),
    description: text('description').notNull(),
    designReference: text('design_reference'),
    metal: text('metal'),
    karat: text('karat'),
    size: text('size'),
    quantity: integer('quantity').notNull(),
    budgetPence: integer('budget_pence'),
    requiredBy: date('required_by', { mode: 'string' }),
    notes: text('notes'),
    adminNote: text('admin_note'),
    imageKey: text('image_key').notNull(),
    imageType: text('image_type').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    /** The quote the buyer accepted: from then on the request is a special order line. */
    acceptedQuoteId: uuid('accepted_quote_id'),
    /** That special order line's own progress (ordered, in production, ready, delivered, cancelled). */
    lineStatus: text('line_status'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bespoke_orders_customer_idx').on(t.tenantId, t.customerId, t.createdAt.desc()),
    index('bespoke_orders_tenant_idx').on(t.tenantId, t.createdAt.desc()),
  ],
);

/** Staff's quotes for a bespoke request, every version kept; the buyer accepts or declines one. */
export const bespokeQuotes = orders.table(
  'bespoke_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    bespokeId: uuid('bespoke_id')
      .notNull()
      .references(() => bespokeOrders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status').notNull().default('open'),
    pricePence: integer('price_pence').notNull(),
    metal: text('metal').notNull(),
    /** Quoted with lab-grown stones: the quote and the special order line it becomes disclose it. */
    isLabGrown: boolean('is_lab_grown').notNull().default(false),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    note: text('note'),
    imageKey: text('image_key'),
    imageType: text('image_type'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    createdBy: uuid('created_by'),
    answeredBy: uuid('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bespoke_quotes_version_uq').on(t.bespokeId, t.version),
    check('bespoke_quotes_price', sql`${t.pricePence} >= 0`),
  ],
);

/** The conversation on a bespoke request, between the buyer's users and staff. */
export const bespokeMessages = orders.table(
  'bespoke_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    bespokeId: uuid('bespoke_id')
      .notNull()
      .references(() => bespokeOrders.id, { onDelete: 'cascade' }),
    fromSide: text('from_side').$type<'customer' | 'staff'>().notNull(),
    authorId: uuid('author_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bespoke_messages_bespoke_idx').on(t.bespokeId, t.createdAt)],
);

/** Goods out on approval: pieces a customer holds to sell or return. */
export const appros = orders.table(
  'appros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    approNumber: bigint('appro_number', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('open'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    createdBy: uuid('created_by'),
    /** Set once when the reminder before the due-back date is raised: never twice. */
    remindedBeforeAt: timestamp('reminded_before_at', { withTimezone: true }),
    /** Set once when the reminder on the due-back date is raised. */
    remindedDueAt: timestamp('reminded_due_at', { withTimezone: true }),
  },
  (t) => [
    index('appros_customer_idx').on(t.tenantId, t.customerId, t.issuedAt.desc()),
    index('appros_due_idx').on(t.status, t.dueDate),
  ],
);

export const approLines = orders.table(
  'appro_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    approId: uuid('appro_id')
      .notNull()
      .references(() => appros.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    variantId: uuid('variant_id'),
    designNumber: text('design_number').notNull(),
    designName: text('design_name').notNull(),
    description: text('description').notNull(),
    sku: text('sku'),
    quantityOut: integer('quantity_out').notNull(),
    quantityReturned: integer('quantity_returned').notNull().default(0),
    quantityInvoiced: integer('quantity_invoiced').notNull().default(0),
    unitPence: integer('unit_pence').notNull(),
    /** Sent out with a lab-grown stone: the appro and its invoice disclose it whatever the design is now. */
    isLabGrown: boolean('is_lab_grown').notNull().default(false),
    /** Pieces of this line holding a reservation in inventory (out on approval, not available). */
    stockHeld: integer('stock_held').notNull().default(0),
  },
  (t) => [
    index('appro_lines_appro_idx').on(t.approId, t.lineNumber),
    check(
      'appro_lines_quantities',
      sql`${t.quantityOut} > 0 AND ${t.quantityReturned} >= 0 AND ${t.quantityInvoiced} >= 0
        AND ${t.quantityReturned} + ${t.quantityInvoiced} <= ${t.quantityOut}`,
    ),
  ],
);

export const invoices = orders.table(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    customerAcNo: text('customer_ac_no').notNull(),
    billingAddress: jsonb('billing_address').$type<ShippingAddressView | null>(),
    invoiceNumber: bigint('invoice_number', { mode: 'number' }).notNull(),
    orderId: uuid('order_id').references(() => orderHeaders.id, { onDelete: 'set null' }),
    approId: uuid('appro_id').references(() => appros.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('unpaid'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    netPence: bigint('net_pence', { mode: 'number' }).notNull(),
    vatPence: bigint('vat_pence', { mode: 'number' }).notNull(),
    carriagePence: integer('carriage_pence').notNull().default(0),
    grandPence: bigint('grand_pence', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.invoiceNumber),
    index('invoices_customer_idx').on(t.tenantId, t.customerId, t.issuedAt.desc()),
  ],
);

export const invoiceLines = orders.table(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    orderLineId: uuid('order_line_id'),
    description: text('description').notNull(),
    /** Lab-grown as the order line was placed: every view of the invoice discloses it. */
    isLabGrown: boolean('is_lab_grown').notNull().default(false),
    designNumber: text('design_number'),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    unitPence: integer('unit_pence').notNull(),
    netPence: bigint('net_pence', { mode: 'number' }).notNull(),
    vatPence: bigint('vat_pence', { mode: 'number' }).notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.lineNumber)],
);

/** Order lists (requisition lists): named per customer, shared by the customer's users. */
export const orderLists = orders.table(
  'order_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    createdByUserId: uuid('created_by_user_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_lists_customer_idx').on(t.tenantId, t.customerId, t.updatedAt)],
);

/** A list's variants with the quantity to order; the variant's facts as when added, for showing. */
export const orderListLines = orders.table(
  'order_list_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    listId: uuid('list_id')
      .notNull()
      .references(() => orderLists.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').notNull(),
    sku: text('sku').notNull(),
    designId: uuid('design_id').notNull(),
    designNumber: text('design_number').notNull(),
    designName: text('design_name').notNull(),
    description: text('description').notNull(),
    imageKey: text('image_key'),
    /** The design had a lab-grown stone when added (re-adding refreshes it): the list discloses it. */
    isLabGrown: boolean('is_lab_grown').notNull().default(false),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_list_lines_variant_uq').on(t.listId, t.variantId),
    check('order_list_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export type InventoryRow = typeof inventory.$inferSelect;
export type OrderRow = typeof orderHeaders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type BespokeOrderRow = typeof bespokeOrders.$inferSelect;
export type ApproRow = typeof appros.$inferSelect;
export type BespokeQuoteRow = typeof bespokeQuotes.$inferSelect;
export type BespokeMessageRow = typeof bespokeMessages.$inferSelect;
export type ApproLineRow = typeof approLines.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type ChangeRequestRow = typeof changeRequests.$inferSelect;
export type OrderListRow = typeof orderLists.$inferSelect;
export type OrderListLineRow = typeof orderListLines.$inferSelect;
