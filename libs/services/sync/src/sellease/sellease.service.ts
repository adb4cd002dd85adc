import type { RequestContext } from '@atelier/contracts/common';
import { type IngestResult, type SelleaseMessageView } from '@atelier/contracts/sync';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { desc, eq, sql } from 'drizzle-orm';
import { type SelleaseMessageRow, selleaseMessages } from '../schema/sync.schema';

export const LIST_LIMIT = 100;

/** A message as recorded, whichever path it came by. */
export interface SelleaseMessageInput {
  messageId: string;
  type: string;
  payload: Record<string, unknown>;
}

export function toMessageView(
  row: Pick<SelleaseMessageRow, 'messageId' | 'type' | 'payload' | 'receivedAt' | 'deliveries'>,
): SelleaseMessageView {
  return {
    messageId: row.messageId,
    type: row.type,
    payload: row.payload,
    receivedAt: row.receivedAt.toISOString(),
    deliveries: row.deliveries,
  };
}

@Injectable()
export class SelleaseService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /** Records a message once per (tenant, message id); a repeat only counts one more delivery. */
  async ingest(ctx: RequestContext, message: SelleaseMessageInput): Promise<IngestResult> {
    const [row] = await this.database.db
      .insert(selleaseMessages)
      .values({
        tenantId: ctx.tenantId,
        messageId: message.messageId,
        type: message.type,
        payload: message.payload,
      })
      .onConflictDoUpdate({
        target: [selleaseMessages.tenantId, selleaseMessages.messageId],
        set: { deliveries: sql`${selleaseMessages.deliveries} + 1` },
      })
      .returning({
        messageId: selleaseMessages.messageId,
        type: selleaseMessages.type,
        payload: selleaseMessages.payload,
        receivedAt: selleaseMessages.receivedAt,
        deliveries: selleaseMessages.deliveries,
        // xmax is 0 on a row this statement inserted, and set on one it updated.
        inserted: sql<boolean>`(xmax = 0)`,
      });
    const view = toMessageView(row);
    return { recorded: row.inserted, duplicate: !row.inserted, message: view };
  }

  /** The latest messages first. */
  async list(ctx: RequestContext): Promise<SelleaseMessageView[]> {
    const rows = await this.database.db
      .select({
        messageId: selleaseMessages.messageId,
        type: selleaseMessages.type,
        payload: selleaseMessages.payload,
        receivedAt: selleaseMessages.receivedAt,
        deliveries: selleaseMessages.deliveries,
      })
      .from(selleaseMessages)
      .where(eq(selleaseMessages.tenantId, ctx.tenantId))
      .orderBy(desc(selleaseMessages.receivedAt), desc(selleaseMessages.id))
      .limit(LIST_LIMIT);
    return rows.map(toMessageView);
  }
}
