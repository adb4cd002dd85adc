import { DATABASE, type DatabaseHandle, getLogger } from '@atelier/platform';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { recountSearch, tenantsDueRecount } from './projection';
import { RECOUNT_BUSY_RETRY_MS, recountAt } from './recount-timing';

interface TenantState {
  /** Changes heard of and not yet recounted (ms, performance clock); none: 0. */
  firstAt: number;
  lastAt: number;
  previousEndedAt: number;
  previousMs: number;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}

/**
 * Recounts each tenant's facet counts and search words once per burst of changes. Every catalogue
 * process hears of each committed change (the search NOTIFY) and schedules a recount; the recount takes
 * the tenant's requests under an advisory lock, so one process does the work, the others find nothing to
 * do or try again while it holds the lock. Counts are exact once a burst's last change is recounted.
 */
@Injectable()
export class SearchRecounter implements OnApplicationShutdown {
  private readonly log = getLogger('catalogue-search-recount');
  private readonly tenants = new Map<string, TenantState>();
  private closed = false;

  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /** A change to the tenant's search rows committed. */
  changed(tenantId: string): void {
    if (this.closed) return;
    const now = performance.now();
    const state = this.tenants.get(tenantId) ?? { firstAt: 0, lastAt: 0, previousEndedAt: 0, previousMs: 0 };
    this.tenants.set(tenantId, state);
    if (state.firstAt === 0) state.firstAt = now;
    state.lastAt = now;
    this.schedule(tenantId, state);
  }

  /** Recounts for tenants whose requests were left behind (a process stopped before recounting). */
  async sweep(): Promise<void> {
    for (const tenantId of await tenantsDueRecount(this.database.db)) this.changed(tenantId);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    for (const state of this.tenants.values()) clearTimeout(state.timer);
    for (const state of this.tenants.values()) await state.running?.catch(() => undefined);
  }

  private schedule(tenantId: string, state: TenantState, at?: number): void {
    // A recount running now is followed by another if changes arrived meanwhile (see run).
    if (state.running || this.closed) return;
    clearTimeout(state.timer);
    const when = at ?? recountAt(state);
    state.timer = setTimeout(() => this.run(tenantId, state), Math.max(0, when - performance.now()));
    state.timer.unref();
  }

  private run(tenantId: string, state: TenantState): void {
    state.timer = undefined;
    // Changes heard of from now on may commit after the recount took the requests: they get another.
    const pendingSince = state.firstAt;
    state.firstAt = 0;
    const started = performance.now();
    state.running = this.database.db
      .transaction((tx) => recountSearch(tx, tenantId))
      .then(
        (outcome) => {
          if (outcome === 'busy') return false;
          state.previousEndedAt = performance.now();
          state.previousMs = outcome === 'done' ? state.previousEndedAt - started : 0;
          return true;
        },
        (error: unknown) => {
          if (!this.closed) this.log.error({ err: error, tenantId }, 'search recount failed');
          return false;
        },
      )
      .then((recounted) => {
        state.running = undefined;
        if (!recounted) {
          state.firstAt = state.firstAt === 0 ? pendingSince : Math.min(state.firstAt, pendingSince);
          this.schedule(tenantId, state, performance.now() + RECOUNT_BUSY_RETRY_MS);
        } else if (state.firstAt !== 0) {
          this.schedule(tenantId, state);
        }
      });
  }
}
