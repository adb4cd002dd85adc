import { index, integer, jsonb, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const sync = pgSchema('sync');

/** Every message received from Sellease, once per (tenant, message id) however often it arrives. */
export const selleaseMessages = sync.table(
  'sellease_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    messageId: text('message_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** How many times the message arrived; above 1 means Sellease (or the broker) sent it again. */
    deliveries: integer('deliveries').notNull().default(1),
  },
  (t) => [
    uniqueIndex('sellease_messages_tenant_message_uq').on(t.tenantId, t.messageId),
    index('sellease_messages_tenant_received_idx').on(t.tenantId, t.receivedAt),
  ],
);

export type SelleaseMessageRow = typeof selleaseMessages.$inferSelect;
