import { sql } from 'drizzle-orm';
import { getLogger } from '../logging';
import type { DatabaseHandle } from './database';

export interface TableStatisticsRule {
  /** Changes (rows inserted, updated or deleted) since the last analysis that always call for one... */
  minChanges: number;
  /** ...plus this share of the rows the table had at its last analysis. */
  share: number;
  /** The tables are looked at no more often than this. */
  everyMs: number;
}

/**
 * Analyzed once the changes pass the rows last counted: the planner then misjudges a table by at most
 * about half, which does not change how a key lookup is planned, and a table growing from empty is
 * analyzed a handful of times rather than at every step.
 */
export const BULK_WRITE_RULE: TableStatisticsRule = { minChanges: 1_000, share: 1, everyMs: 1_000 };

/**
 * Keeps the planner's statistics of tables that a bulk writer fills fast. Autovacuum analyzes a table
 * once enough of it changed, but visits each database only once per naptime (a minute by default). A
 * burst (a first load from the ERP, a large import into a new tenant) fills a table much faster, and
 * the planner, judging it by the statistics of an empty or small table, reads all of a tenant's rows
 * to find a thousand keys, more of them with every batch. PostgreSQL's advice after a bulk load is to
 * run ANALYZE: the writer asks for it after its commits, and the tables past the rule are analyzed in
 * the background, one check at a time per process.
 */
export class TableStatistics {
  private readonly log = getLogger('table-statistics');
  private checking = false;
  private lastCheck = 0;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly tables: readonly string[],
    private readonly rule: TableStatisticsRule = BULK_WRITE_RULE,
  ) {}

  /** A bulk write committed: analyze, in the background, whichever of the tables it pushed past the rule. */
  wrote(): void {
    // PGlite (embedded mode) is one connection shared by every service: no work beside theirs.
    if (this.database.kind !== 'postgres' || this.tables.length === 0 || this.checking) return;
    const now = Date.now();
    if (now - this.lastCheck < this.rule.everyMs) return;
    this.lastCheck = now;
    this.checking = true;
    void this.analyzeStale()
      .catch((error: unknown) => this.log.warn({ err: error }, 'table statistics not refreshed'))
      .finally(() => {
        this.checking = false;
      });
  }

  /** Analyzes the tables past the rule; answers their names (schema-qualified, quoted as needed). */
  async analyzeStale(): Promise<string[]> {
    const result = await this.database.db.execute(sql`
      SELECT format('%I.%I', s.schemaname, s.relname) AS name
      FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.schemaname || '.' || s.relname = ANY(${`{${this.tables.map((table) => `"${table}"`).join(',')}}`}::text[])
        AND s.n_mod_since_analyze > ${this.rule.minChanges} + ${this.rule.share} * greatest(c.reltuples, 0)`);
    const names = (result as { rows: Array<{ name: string }> }).rows.map((row) => row.name);
    // The name comes quoted from format('%I'), of a table named in code.
    for (const name of names) await this.database.db.execute(sql.raw(`ANALYZE ${name}`));
    return names;
  }
}
