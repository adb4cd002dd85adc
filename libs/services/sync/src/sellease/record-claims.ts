import { DATABASE, type DatabaseHandle, getLogger } from '@atelier/platform';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { queryRows } from '../db/query';

/**
 * How long a claim holds unless renewed: a process that died mid-batch (killed, its host gone) lets go
 * after it, so the redelivered messages of its batch wait about this long at most. A live process renews
 * its claims while it holds any, however long the owning service takes.
 */
export const CLAIM_LEASE_SECONDS = 15;
const RENEW_EVERY_MS = 5_000;
const BUSY_WAIT_MS = 50;
const MAX_BUSY_WAIT_MS = 500;

function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Per-record mutual exclusion across sync processes without holding a transaction open across the
 * owning service's call (the platform refuses remote calls inside a transaction, and in embedded mode the
 * callee would wait for it): a batch claims its records for a lease, applies, then writes the versions it
 * applied and lets go. A record another batch holds is waited for, so versions of one record are applied
 * one after the other and the comparison with the last applied version is never made on a stale figure.
 */
@Injectable()
export class RecordClaims implements OnApplicationShutdown {
  /** This process's name on its claims. */
  private readonly owner = randomUUID();
  /** Batches holding claims now; while any does, the lease of this process's claims is renewed. */
  private holding = 0;
  private renewal?: NodeJS.Timeout;
  private readonly log = getLogger('sellease-claims');

  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  onApplicationShutdown(): void {
    clearInterval(this.renewal);
  }

  private hold(): void {
    this.holding += 1;
    this.renewal ??= setInterval(() => {
      this.database.db
        .execute(
          sql`UPDATE sync.record_versions
              SET claimed_until = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
              WHERE claimed_by = ${this.owner}`,
        )
        .catch((error: unknown) => this.log.warn({ err: error }, 'renewing claims failed'));
    }, RENEW_EVERY_MS);
  }

  private letGo(): void {
    this.holding = Math.max(0, this.holding - 1);
    if (this.holding > 0) return;
    clearInterval(this.renewal);
    this.renewal = undefined;
  }

  /** Claims every key (waiting for those another batch holds) and answers each key's last applied version. */
  async claim(tenantId: string, kind: string, keys: readonly string[]): Promise<Map<string, number>> {
    const versions = new Map<string, number>();
    const waiting = [...new Set(keys)];
    if (waiting.length === 0) return versions;
    this.hold();
    try {
      return await this.claimAll(tenantId, kind, waiting, versions);
    } catch (error) {
      this.letGo();
      throw error;
    }
  }

  private async claimAll(
    tenantId: string,
    kind: string,
    keys: string[],
    versions: Map<string, number>,
  ): Promise<Map<string, number>> {
    let waiting = keys;
    await this.database.db.execute(sql`
      INSERT INTO sync.record_versions (tenant_id, kind, key)
      SELECT ${tenantId}, ${kind}, k FROM unnest(${textArray(waiting)}::text[]) AS k
      ON CONFLICT DO NOTHING`);
    let pause = BUSY_WAIT_MS;
    for (;;) {
      const claimed = await queryRows<{ key: string; version: string | number }>(
        this.database.db,
        sql`
        UPDATE sync.record_versions
        SET claimed_by = ${this.owner}, claimed_until = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
        WHERE tenant_id = ${tenantId} AND kind = ${kind} AND key = ANY(${textArray(waiting)}::text[])
          AND (claimed_until IS NULL OR claimed_until < now() OR claimed_by = ${this.owner})
        RETURNING key, version`,
      );
      for (const row of claimed) versions.set(row.key, Number(row.version));
      waiting = waiting.filter((key) => !versions.has(key));
      if (waiting.length === 0) return versions;
      await sleep(pause);
      pause = Math.min(pause * 2, MAX_BUSY_WAIT_MS);
    }
  }

  /** Lets go of the keys, writing the version applied to those that were. */
  async release(
    tenantId: string,
    kind: string,
    keys: readonly string[],
    applied: ReadonlyArray<{ messageId: string; record: string; version: number }>,
  ): Promise<void> {
    try {
      await this.write(tenantId, kind, keys, applied);
    } finally {
      if (keys.length > 0) this.letGo();
    }
  }

  private async write(
    tenantId: string,
    kind: string,
    keys: readonly string[],
    applied: ReadonlyArray<{ messageId: string; record: string; version: number }>,
  ): Promise<void> {
    if (applied.length > 0) {
      await this.database.db.execute(sql`
        UPDATE sync.record_versions AS r
        SET version = a.version, message_id = a.message_id, applied_at = now()
        FROM unnest(${textArray(applied.map((a) => a.record))}::text[],
                    ${textArray(applied.map((a) => String(a.version)))}::bigint[],
                    ${textArray(applied.map((a) => a.messageId))}::text[]) AS a(key, version, message_id)
        WHERE r.tenant_id = ${tenantId} AND r.kind = ${kind} AND r.key = a.key AND r.version < a.version`);
    }
    await this.database.db.execute(sql`
      UPDATE sync.record_versions SET claimed_by = NULL, claimed_until = NULL
      WHERE tenant_id = ${tenantId} AND kind = ${kind} AND key = ANY(${textArray(keys)}::text[])
        AND claimed_by = ${this.owner}`);
  }
}
