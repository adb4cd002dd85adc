import { outboxTables } from '@atelier/platform';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
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
    /** The text in other languages (language code to text); a language left out shows the English text. */
    translations: jsonb('translations').$type<Partial<Record<string, string>>>().notNull().default({}),
    /** The visible flag. */
    status: boolean('status').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/** The header's running text lines (spec §2), in ticker order; English in `text`, the rest in `translations`. */
export const runningLines = admin.table(
  'running_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    text: text('text').notNull(),
    translations: jsonb('translations').$type<Partial<Record<string, string>>>().notNull().default({}),
    visible: boolean('visible').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('running_lines_tenant_position_idx').on(t.tenantId, t.position)],
);

/**
 * The footer pages (spec §2), one row per page and language: the markdown staff write and the HTML the
 * storefront shows, rendered and sanitised when saved.
 */
export const contentPages = admin.table(
  'content_pages',
  {
    tenantId: uuid('tenant_id').notNull(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    markdown: text('markdown').notNull(),
    html: text('html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.slug, t.language] })],
);

/**
 * The storefront's uploaded files by slot (the QR popups' pictures and links, the footer's demo videos).
 * Files are stored under their content hash, so a key names one file of one tenant's slot.
 */
export const contentMedia = admin.table(
  'content_media',
  {
    tenantId: uuid('tenant_id').notNull(),
    slot: text('slot').notNull(),
    fileKey: text('file_key'),
    contentType: text('content_type'),
    size: integer('size'),
    link: text('link'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.slot] }), index('content_media_file_key_idx').on(t.fileKey)],
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
export type RunningLineRow = typeof runningLines.$inferSelect;
export type ContentPageRow = typeof contentPages.$inferSelect;
export type ContentMediaRow = typeof contentMedia.$inferSelect;

/** Storefront page views counted per tenant, UTC day and normalised path (issue 12 part 8). */
export const pageViews = admin.table(
  'page_views',
  {
    tenantId: uuid('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.path] })],
);
