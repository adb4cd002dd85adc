import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  type PgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The outbox and the consumers' ledger, in the service's own schema. Declared once here and exported
 * from each service's schema file (so drizzle-kit generates the service's migration for them):
 *
 *   export const { outbox, processedMessages } = outboxTables(orders);
 */
export function outboxTables(schema: PgSchema) {
  /**
   * Events written in the same transaction as the change they announce, then published by the relay in
   * id order and marked sent once the broker confirmed them.
   */
  const outbox = schema.table(
    'outbox',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      tenantId: uuid('tenant_id').notNull(),
      event: text('event').notNull(),
      messageId: uuid('message_id').notNull(),
      ctx: jsonb('ctx').$type<Record<string, unknown>>().notNull(),
      payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      sentAt: timestamp('sent_at', { withTimezone: true }),
      attempts: integer('attempts').notNull().default(0),
      lastError: text('last_error'),
    },
    (t) => [
      uniqueIndex('outbox_message_id_uq').on(t.messageId),
      index('outbox_pending_idx')
        .on(t.id)
        .where(sql`${t.sentAt} IS NULL`),
    ],
  );

  /** Messages a consumer of this service has handled, written with the handler's own effect. */
  const processedMessages = schema.table(
    'processed_messages',
    {
      consumer: text('consumer').notNull(),
      messageId: text('message_id').notNull(),
      processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.consumer, t.messageId] })],
  );

  return { outbox, processedMessages };
}

export type OutboxTables = ReturnType<typeof outboxTables>;
