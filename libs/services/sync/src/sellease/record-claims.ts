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

/** A PostgreSQL array literal of texts (one bind parameter however many values). */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Every claimed key of the claims held, as the renewal's columns (one row per key). */
export function renewalRows(
  held: ReadonlyArray<{
    tenantId: string;
    kind: string;
    claim: { token: string; versions: ReadonlyMap<string, number> };
  }>,
): { tenants: string[]; kinds: string[]; keys: string[]; tokens: string[] } {
  const rows = {
    tenants: [] as string[],
    kinds: [] as string[],
    keys: [] as string[],
    tokens: [] as string[],
  };
  for (const { tenantId, kind, claim } of held) {
    for (const key of claim.versions.keys()) {
      rows.tenants.push(tenantId);
      rows.kinds.push(kind);
      rows.keys.push(key);
      rows.tokens.push(claim.token);
    }
  }
  return rows;
}

/** Records claimed by one batch: its name on the claims, and each claimed key's last applied version. */
export interface Claim {
  token: string;
  versions: Map<string, number>;
}

/** What a claimed batch applied: each record's version and the message that carried it. */
export type AppliedVersion = { messageId: string; record: string; version: number };

/**
 * Per-record mutual exclusion across batches and sync processes without holding a transaction open
 * across the owning service's call (the platform refuses remote calls inside a transaction, and in
 * embedded mode the callee would wait for it): a batch claims its records for a lease under its own
 * name, applies, then writes the versions it applied and lets go. Claims are per batch, not per process,
 * so a process can apply one batch while the owner answers another and the two never share a record;
 * versions of one record are applied one after the other and the comparison with the last applied
 * version is never made on a stale figure.
 */
@Injectable()
export class RecordClaims implements OnApplicationShutdown {
  /** The claims this process holds now, by name; while there are any, their lease is renewed. */
  private readonly held = new Map<string, { tenantId: string; kind: string; claim: Claim }>();
  private renewal?: NodeJS.Timeout;
  private readonly log = getLogger('sellease-claims');

  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  onApplicationShutdown(): void {
    clearInterval(this.renewal);
  }

  private hold(tenantId: string, kind: string, claim: Claim): void {
    this.held.set(claim.token, { tenantId, kind, claim });
    this.renewal ??= setInterval(() => {
      const rows = renewalRows([...this.held.values()]);
      if (rows.tenants.length === 0) return;
      // By key (the primary key), so the claim needs no index of its own.
      this.database.db
        .execute(
          sql`UPDATE sync.record_versions AS r
              SET claimed_until = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
              FROM unnest(${textArray(rows.tenants)}::uuid[], ${textArray(rows.kinds)}::text[],
                          ${textArray(rows.keys)}::text[], ${textArray(rows.tokens)}::text[])
                AS c(tenant_id, kind, key, token)
              WHERE r.tenant_id = c.tenant_id AND r.kind = c.kind AND r.key = c.key AND r.claimed_by = c.token`,
        )
        .catch((error: unknown) => this.log.warn({ err: error }, 'renewing claims failed'));
    }, RENEW_EVERY_MS);
  }

  private letGo(token: string): void {
    this.held.delete(token);
    if (this.held.size > 0) return;
    clearInterval(this.renewal);
    this.renewal = undefined;
  }

  /**
   * Claims the keys nobody else holds, waiting only while another batch holds every one of them, and
   * answers each claimed key's last applied version (the rest are for a later claim).
   */
  async claimSome(tenantId: string, kind: string, keys: readonly string[]): Promise<Claim> {
    const claim: Claim = { token: randomUUID(), versions: new Map() };
    const wanted = [...new Set(keys)];
    if (wanted.length === 0) return claim;
    this.hold(tenantId, kind, claim);
    try {
      let pause = BUSY_WAIT_MS;
      while ((await this.take(tenantId, kind, claim, wanted)) === 0) {
        await sleep(pause);
        pause = Math.min(pause * 2, MAX_BUSY_WAIT_MS);
      }
      return claim;
    } catch (error) {
      await this.release(tenantId, kind, claim, []);
      throw error;
    }
  }

  /** Claims every key, waiting for those another batch holds. */
  async claimAll(tenantId: string, kind: string, keys: readonly string[]): Promise<Claim> {
    const claim: Claim = { token: randomUUID(), versions: new Map() };
    let waiting = [...new Set(keys)];
    if (waiting.length === 0) return claim;
    this.hold(tenantId, kind, claim);
    try {
      let pause = BUSY_WAIT_MS;
      for (;;) {
        await this.take(tenantId, kind, claim, waiting);
        waiting = waiting.filter((key) => !claim.versions.has(key));
        if (waiting.length === 0) return claim;
        await sleep(pause);
        pause = Math.min(pause * 2, MAX_BUSY_WAIT_MS);
      }
    } catch (error) {
      await this.release(tenantId, kind, claim, []);
      throw error;
    }
  }

  /**
   * One statement: a record met for the first time is inserted claimed, a known one is claimed if free
   * (or its lease ran out). Keys in order, so two batches over the same records lock them in the same
   * order. Answers how many were claimed.
   */
  private async take(tenantId: string, kind: string, claim: Claim, keys: readonly string[]): Promise<number> {
    const rows = await queryRows<{ key: string; version: string | number }>(
      this.database.db,
      sql`
      INSERT INTO sync.record_versions AS r (tenant_id, kind, key, claimed_by, claimed_until)
      SELECT ${tenantId}, ${kind}, k, ${claim.token}, now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
      FROM unnest(${textArray(keys)}::text[]) AS k ORDER BY k
      ON CONFLICT (tenant_id, kind, key) DO UPDATE
        SET claimed_by = excluded.claimed_by, claimed_until = excluded.claimed_until
        WHERE r.claimed_until IS NULL OR r.claimed_until < now() OR r.claimed_by = excluded.claimed_by
      RETURNING key, version`,
    );
    for (const row of rows) claim.versions.set(row.key, Number(row.version));
    return rows.length;
  }

  /**
   * Lets go of the claim's keys, writing the version applied to those that were, in one statement. A
   * version newer than the stored one is written even if the lease ran out meanwhile (it was applied).
   */
  async release(
    tenantId: string,
    kind: string,
    claim: Claim,
    applied: readonly AppliedVersion[],
  ): Promise<void> {
    if (claim.versions.size === 0 && applied.length === 0) {
      this.letGo(claim.token);
      return;
    }
    // Every key the statement touches, also as an index condition: joined only to the unnest, the
    // planner hashed every record of the kind (a scan growing with the records Sellease has sent).
    const keys = textArray([...new Set([...claim.versions.keys(), ...applied.map((a) => a.record)])]);
    try {
      await this.database.db.execute(sql`
        UPDATE sync.record_versions AS r
        SET version = CASE WHEN a.version > r.version THEN a.version ELSE r.version END,
          message_id = CASE WHEN a.version > r.version THEN a.message_id ELSE r.message_id END,
          applied_at = CASE WHEN a.version > r.version THEN now() ELSE r.applied_at END,
          claimed_by = CASE WHEN r.claimed_by = ${claim.token} THEN NULL ELSE r.claimed_by END,
          claimed_until = CASE WHEN r.claimed_by = ${claim.token} THEN NULL ELSE r.claimed_until END
        FROM (
          SELECT k.key, v.version, v.message_id
          FROM unnest(${keys}::text[]) AS k(key)
          LEFT JOIN unnest(${textArray(applied.map((a) => a.record))}::text[],
                           ${textArray(applied.map((a) => String(a.version)))}::bigint[],
                           ${textArray(applied.map((a) => a.messageId))}::text[]) AS v(key, version, message_id)
            ON v.key = k.key
        ) AS a
        WHERE r.tenant_id = ${tenantId} AND r.kind = ${kind} AND r.key = ANY(${keys}::text[]) AND r.key = a.key
          AND (r.claimed_by = ${claim.token} OR a.version > r.version)`);
    } finally {
      this.letGo(claim.token);
    }
  }
}
