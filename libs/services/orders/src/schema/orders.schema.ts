import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgSchema, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const orders = pgSchema('orders');

/** One cart per user and selected customer (company); a user without a selected customer has one too. */
export const carts = orders.table(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    customerId: uuid('customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // NULLS NOT DISTINCT: "no customer selected" is one cart, not as many as get created.
  (t) => [unique('carts_tenant_user_customer_uq').on(t.tenantId, t.userId, t.customerId).nullsNotDistinct()],
);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_lines_cart_idx').on(t.cartId, t.createdAt),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
