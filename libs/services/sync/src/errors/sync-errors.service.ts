import { fieldLabel, type Paged, type RequestContext, translate } from '@atelier/contracts/common';
import type {
  DiscardSyncErrorMessage,
  ListSyncErrorsDto,
  SyncErrorView,
  SyncRetryResult,
} from '@atelier/contracts/sync';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { selleaseMessages, type SyncErrorRow, syncErrors } from '../schema/sync.schema';
import { InboundBatcher } from '../sellease/inbound-batcher';
import { SyncErrorCode, SyncException } from '../sync.exception';

/** An entry as staff read it: the reason in their language, the field named by its label. */
export function toErrorView(row: SyncErrorRow, language: RequestContext['language']): SyncErrorView {
  const params = { ...row.reasonParams };
  if (typeof params['field'] === 'string') params['field'] = fieldLabel(language, params['field']);
  return {
    id: row.id,
    messageId: row.messageId,
    type: row.type,
    record: row.record,
    payload: row.payload,
    reason: translate(language, row.reasonKey, params),
    reasonKey: row.reasonKey,
    status: row.status,
    note: row.note,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The error list (sellease-err-sync): list, retry one or a selection, discard with a note. */
@Injectable()
export class SyncErrorsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly batcher: InboundBatcher,
  ) {}

  async countOpen(ctx: RequestContext): Promise<number> {
    const [total] = await this.database.db
      .select({ n: count() })
      .from(syncErrors)
      .where(and(eq(syncErrors.tenantId, ctx.tenantId), eq(syncErrors.status, 'open')));
    return total?.n ?? 0;
  }

  async list(ctx: RequestContext, dto: ListSyncErrorsDto): Promise<Paged<SyncErrorView>> {
    const where: SQL[] = [eq(syncErrors.tenantId, ctx.tenantId), eq(syncErrors.status, dto.status ?? 'open')];
    if (dto.type) where.push(eq(syncErrors.type, dto.type));
    const search = dto.search?.trim();
    if (search) {
      const prefix = `${escapeLike(search)}%`;
      const either = or(ilike(syncErrors.record, prefix), ilike(syncErrors.messageId, prefix));
      if (either) where.push(either);
    }
    const filter = and(...where);
    const rows = await this.database.db
      .select()
      .from(syncErrors)
      .where(filter)
      .orderBy(desc(syncErrors.createdAt), desc(syncErrors.id))
      .limit(dto.limit)
      .offset((dto.page - 1) * dto.limit);
    const [total] = await this.database.db.select({ n: count() }).from(syncErrors).where(filter);
    const n = total?.n ?? 0;
    return {
      rows: rows.map((row) => toErrorView(row, ctx.language)),
      count: n,
      page: dto.page,
      limit: dto.limit,
      pages: Math.max(1, Math.ceil(n / dto.limit)),
    };
  }

  /**
   * Applies the entries' messages again from their stored payloads, through the same path as a message
   * from Sellease (checks, versions, owning services). An entry that goes through is resolved; one that
   * fails again stays open with its new reason.
   */
  async retry(ctx: RequestContext, ids: readonly string[]): Promise<SyncRetryResult> {
    const rows = await this.database.db
      .select()
      .from(syncErrors)
      .where(and(eq(syncErrors.tenantId, ctx.tenantId), inArray(syncErrors.id, [...new Set(ids)])));
    if (rows.length === 0) throw notFound();
    const open = rows.filter((row) => row.status === 'open');
    if (open.length === 0) throw closed();
    const messageIds = open.map((row) => row.messageId);
    // Back to `received`, so the inbound path treats them as not yet applied rather than as duplicates.
    await this.database.db
      .update(selleaseMessages)
      .set({ status: 'received', doneAt: null })
      .where(
        and(eq(selleaseMessages.tenantId, ctx.tenantId), inArray(selleaseMessages.messageId, messageIds)),
      );
    const outcomes = await Promise.all(
      open.map((row) =>
        this.batcher.submit(ctx.tenantId, { messageId: row.messageId, type: row.type, payload: row.payload }),
      ),
    );
    const resolved = outcomes.filter((outcome) => outcome === 'applied' || outcome === 'stale').length;
    return { retried: open.length, resolved, stillFailing: open.length - resolved };
  }

  async discard(ctx: RequestContext, message: DiscardSyncErrorMessage): Promise<SyncErrorView> {
    const [row] = await this.database.db
      .update(syncErrors)
      .set({ status: 'discarded', note: message.note, updatedAt: new Date() })
      .where(
        and(
          eq(syncErrors.tenantId, ctx.tenantId),
          eq(syncErrors.id, message.id),
          eq(syncErrors.status, 'open'),
        ),
      )
      .returning();
    if (row) return toErrorView(row, ctx.language);
    const [existing] = await this.database.db
      .select({ id: syncErrors.id })
      .from(syncErrors)
      .where(and(eq(syncErrors.tenantId, ctx.tenantId), eq(syncErrors.id, message.id)));
    throw existing ? closed() : notFound();
  }
}

function notFound(): SyncException {
  return new SyncException(SyncErrorCode.ErrorEntryNotFound, 'sync.errorNotFound');
}

function closed(): SyncException {
  return new SyncException(SyncErrorCode.ErrorEntryClosed, 'sync.errorClosed');
}
