import { CommonErrorCode, type RequestContext } from '@atelier/contracts/common';
import { type IngestResult, type SelleaseMessageView } from '@atelier/contracts/sync';
import { CommonException, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq } from 'drizzle-orm';
import { type SelleaseMessageRow, selleaseMessages } from '../schema/sync.schema';
import { InboundBatcher } from './inbound-batcher';
import type { InboundMessage } from './inbound.service';

export const LIST_LIMIT = 100;

export function toMessageView(
  row: Pick<SelleaseMessageRow, 'messageId' | 'type' | 'payload' | 'receivedAt' | 'deliveries' | 'status'>,
): SelleaseMessageView {
  return {
    messageId: row.messageId,
    type: row.type,
    payload: row.payload,
    receivedAt: row.receivedAt.toISOString(),
    deliveries: row.deliveries,
    status: row.status,
  };
}

const VIEW_COLUMNS = {
  messageId: selleaseMessages.messageId,
  type: selleaseMessages.type,
  payload: selleaseMessages.payload,
  receivedAt: selleaseMessages.receivedAt,
  deliveries: selleaseMessages.deliveries,
  status: selleaseMessages.status,
};

@Injectable()
export class SelleaseService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly batcher: InboundBatcher,
  ) {}

  /**
   * Applies a message (with whatever else arrives meanwhile): once per (tenant, message id); a repeat only
   * counts one more delivery and is reported as a duplicate. An owning service that stays unreachable
   * answers 503, and the message is applied when it is sent again.
   */
  async ingest(ctx: RequestContext, message: InboundMessage): Promise<IngestResult> {
    const outcome = await this.batcher.submit(ctx.tenantId, message);
    if (outcome === 'unavailable') {
      throw new CommonException(CommonErrorCode.ServiceUnavailable, 'error.serviceUnavailable', {
        pattern: message.type,
      });
    }
    const [row] = await this.database.db
      .select(VIEW_COLUMNS)
      .from(selleaseMessages)
      .where(
        and(eq(selleaseMessages.tenantId, ctx.tenantId), eq(selleaseMessages.messageId, message.messageId)),
      );
    const duplicate = outcome === 'duplicate';
    return { recorded: !duplicate, duplicate, message: toMessageView(row) };
  }

  /** The latest messages first. */
  async list(ctx: RequestContext): Promise<SelleaseMessageView[]> {
    const rows = await this.database.db
      .select(VIEW_COLUMNS)
      .from(selleaseMessages)
      .where(eq(selleaseMessages.tenantId, ctx.tenantId))
      .orderBy(desc(selleaseMessages.receivedAt), desc(selleaseMessages.id))
      .limit(LIST_LIMIT);
    return rows.map(toMessageView);
  }
}
