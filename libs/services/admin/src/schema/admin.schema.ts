import { outboxTables } from '@atelier/platform';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const admin = pgSchema('admin');

/** The header's announcement line (spec section 3): shown while visible and inside its window. */
export const announcements = admin.table(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    text: text('text').notNull(),
    /** The visible flag. */
    status: boolean('status').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

export const newsletterSubscriptions = admin.table(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_tenant_email_uq').on(t.tenantId, sql`lower(${t.email})`)],
);

/** Back-office settings by key (pricing: the global markup and the VAT rate), one row per tenant and key. */
export const settings = admin.table(
  'settings',
  {
    tenantId: uuid('tenant_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/** The consumers' ledger (and an outbox, unused until admin publishes) for the reporting consumers. */
export const { outbox, processedMessages } = outboxTables(admin);

/**
 * Reporting read model, one row per order: what the dashboard's period figures sum. Fed by the orders
 * events and rebuilt from the orders service on demand; pieces and net exclude cancelled pieces.
 */
export const reportOrders = admin.table(
  'report_orders',
  {
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    customerId: uuid('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    lines: integer('lines').notNull(),
    pieces: integer('pieces').notNull(),
    netPence: bigint('net_pence', { mode: 'number' }).notNull(),
    specialNetPence: bigint('special_net_pence', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orderId] }),
    // Carries every figure the dashboard sums, so a period is an index-only range scan.
    index('report_orders_tenant_placed_figures_idx').on(
      t.tenantId,
      t.placedAt,
      t.lines,
      t.pieces,
      t.netPence,
      t.specialNetPence,
    ),
  ],
);

/** One row per order line, with what the sales data and the charts filter and group by. */
export const reportOrderLines = admin.table(
  'report_order_lines',
  {
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    orderNumber: text('order_number').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    customerId: uuid('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    orderType: text('order_type').$type<'stock' | 'special'>().notNull(),
    designId: uuid('design_id'),
    designNumber: text('design_number').notNull(),
    designName: text('design_name').notNull(),
    category: text('category').notNull(),
    metal: text('metal').notNull(),
    karat: text('karat').notNull(),
    quantity: integer('quantity').notNull(),
    canceledQty: integer('canceled_qty').notNull().default(0),
    unitPence: bigint('unit_pence', { mode: 'number' }).notNull(),
    /** quantity - canceled_qty, kept so the sums need no arithmetic per row. */
    pieces: integer('pieces').notNull(),
    netPence: bigint('net_pence', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orderId, t.lineNumber] }),
    index('report_order_lines_tenant_placed_idx').on(t.tenantId, t.placedAt),
  ],
);

/** Customers as approved (identity's event): the dashboard counts new customers per period. */
export const reportCustomers = admin.table(
  'report_customers',
  {
    tenantId: uuid('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    company: text('company').notNull(),
    acNo: text('ac_no').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.customerId] }),
    index('report_customers_tenant_approved_idx').on(t.tenantId, t.approvedAt),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
