import type { RequestContext } from '@atelier/contracts/common';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type DatabaseHandle, detachedFromTransaction } from '../database';
import { getLogger } from '../logging';
import type { ServiceRuntimeOptions } from '../service/service-options';
import { DATABASE, OUTBOX_TABLES, SERVICE_OPTIONS } from '../service/tokens';
import { ServiceClient } from '../transport';
import { type ExternalOutboxPayload, externalQueueOf, onOutboxWrite } from './outbox';
import type { OutboxTables } from './outbox.tables';

const BATCH = 100;
const POLL_MS = 1_000;
const MAX_BACKOFF_MS = 5_000;
/** Let the service's own handlers register before the first delivery (in-process mode has no queue). */
const START_DELAY_MS = 1_000;

interface BatchResult {
  published: number;
  more: boolean;
  error?: string;
}

/**
 * Publishes the outbox in id order with ServiceClient.emit (persistent messages, resolved only when the
 * broker confirmed them; rows for another system's queue with ServiceClient.sendExternal, the same way) and marks what was confirmed as sent. One relay at a time across replicas
 * (an advisory lock), so the order by id holds; when the broker is down it retries with backoff, and
 * nothing is lost: rows stay pending until confirmed. At least once: a crash between the broker's
 * confirm and the commit of "sent" publishes again, with the same message id for consumers to drop.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = getLogger('outbox-relay');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private backoffMs = 0;
  private stopWaking?: () => void;

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(OUTBOX_TABLES) private readonly tables: OutboxTables,
    @Inject(SERVICE_OPTIONS) private readonly options: Pick<ServiceRuntimeOptions, 'service'>,
    private readonly client: ServiceClient,
  ) {}

  onApplicationBootstrap(): void {
    this.stopWaking = onOutboxWrite(this.tables.outbox, () => this.kick());
    this.schedule(START_DELAY_MS);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.stopWaking?.();
    clearTimeout(this.timer);
    await this.running;
  }

  /** Something was just committed to the outbox: publish soon rather than at the next poll. */
  kick(): void {
    if (this.stopped || this.backoffMs > 0) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  /** Publishes until the outbox is empty (tests and shutdown use it). */
  async flush(): Promise<void> {
    await this.running;
    for (;;) {
      const result = await this.publishBatch();
      if (result.error) throw new Error(result.error);
      if (!result.more) return;
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    // Runs are the relay's own, whatever context scheduled them (a commit's wake-up included).
    this.timer = setTimeout(() => {
      this.running = detachedFromTransaction(() => this.run()).finally(() => {
        this.running = undefined;
        // A commit that kicked while this run was finishing must not wait for the next poll.
        if (this.again && this.backoffMs === 0) this.schedule(0);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    let next = POLL_MS;
    try {
      for (;;) {
        if (this.stopped) return;
        this.again = false;
        const result = await this.publishBatch();
        if (result.error) throw new Error(result.error);
        if (!result.more && !this.again) break;
      }
      if (this.backoffMs > 0) this.log.info('outbox relay: publishing again');
      this.backoffMs = 0;
    } catch (error) {
      this.backoffMs = Math.min(Math.max(250, this.backoffMs * 2), MAX_BACKOFF_MS);
      next = this.backoffMs;
      this.log.warn({ err: (error as Error).message, retryInMs: next }, 'outbox relay: publishing failed');
    } finally {
      this.schedule(next);
    }
  }

  private async publishBatch(): Promise<BatchResult> {
    const { outbox } = this.tables;
    const lockName = `atelier:outbox:${this.options.service}`;
    return this.database.db.transaction(async (tx) => {
      const result: unknown = await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${lockName})) as locked`,
      );
      const [lock] = (result as { rows: Array<{ locked: boolean }> }).rows;
      if (!lock?.locked) return { published: 0, more: false };
      const rows = await tx
        .select()
        .from(outbox)
        .where(isNull(outbox.sentAt))
        .orderBy(asc(outbox.id))
        .limit(BATCH);
      if (rows.length === 0) return { published: 0, more: false };
      // Published back to back on one channel (so in id order), then each confirm is awaited.
      const results = await Promise.allSettled(
        rows.map((row) => {
          const queue = externalQueueOf(row.event);
          if (queue === null)
            return this.client.emit(
              row.event,
              row.ctx as unknown as RequestContext,
              row.payload,
              row.messageId,
            );
          const message = row.payload as unknown as ExternalOutboxPayload;
          return this.client.sendExternal(queue, message.body, {
            messageId: row.messageId,
            type: message.type,
            tenantId: row.tenantId,
          });
        }),
      );
      let confirmed = 0;
      while (confirmed < rows.length && results[confirmed].status === 'fulfilled') confirmed += 1;
      if (confirmed > 0) {
        await tx
          .update(outbox)
          .set({ sentAt: new Date() })
          .where(
            inArray(
              outbox.id,
              rows.slice(0, confirmed).map((row) => row.id),
            ),
          );
      }
      const failure = results[confirmed];
      if (failure?.status === 'rejected') {
        const error = failure.reason instanceof Error ? failure.reason.message : String(failure.reason);
        await tx
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 500) })
          .where(eq(outbox.id, rows[confirmed].id));
        return { published: confirmed, more: false, error };
      }
      return { published: confirmed, more: rows.length === BATCH };
    });
  }
}
