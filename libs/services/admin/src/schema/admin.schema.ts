import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
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

export type AnnouncementRow = typeof announcements.$inferSelect;
