/** How long a batcher waits at most for a burst's deliveries to make up a batch. */
export const GATHER_MS = 20;
const LOOK_EVERY_MS = 2;

/**
 * Waits until `full()` holds or `maxMs` passed, looking every few milliseconds: a batcher gathers the
 * deliveries of a burst, which follow each other closely, into one batch before applying it.
 */
export async function gathered(full: () => boolean, maxMs = GATHER_MS): Promise<void> {
  const until = performance.now() + maxMs;
  while (!full() && performance.now() < until) {
    await new Promise<void>((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
}

/** A submitted item waiting for its batch, with how to answer its submitter. */
export interface Pending<T, R> {
  tenantId: string;
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the items submitted while a batch is being applied into the next batch (at most `max`),
 * grouped per tenant, so a burst is applied in bulk rather than an item at a time. Each submitter waits
 * for its own answer, which `apply` gives through the pending items, so a message is acked only once
 * its batch is done. With `concurrency` above one, a further batch starts once a full one is waiting
 * while others are being applied (their items must not depend on each other's order: the caller's
 * apply keeps what must stay ordered, such as versions of one record, in order itself).
 */
export class BurstBatcher<T, R> {
  private waiting: Array<Pending<T, R>> = [];
  private readonly workers = new Set<Promise<void>>();

  constructor(
    private readonly max: number,
    private readonly apply: (tenantId: string, pending: Array<Pending<T, R>>) => Promise<void>,
    private readonly concurrency = 1,
  ) {}

  submit(tenantId: string, item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ tenantId, item, resolve, reject });
      if (shouldStartWorker(this.workers.size, this.concurrency, this.waiting.length, this.max)) {
        const worker: Promise<void> = this.drain().finally(() => this.workers.delete(worker));
        this.workers.add(worker);
      }
    });
  }

  /** Resolves once every submitted item has been applied (for a graceful shutdown). */
  async idle(): Promise<void> {
    while (this.workers.size > 0) await Promise.all([...this.workers]);
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      // A burst's deliveries follow each other closely: gathered, they form one batch, not a first
      // batch of one item.
      await gathered(() => this.waiting.length >= this.max);
      const batch = this.waiting.splice(0, this.max);
      const byTenant = new Map<string, Array<Pending<T, R>>>();
      for (const pending of batch) {
        const list = byTenant.get(pending.tenantId);
        if (list) list.push(pending);
        else byTenant.set(pending.tenantId, [pending]);
      }
      for (const [tenantId, pending] of byTenant) {
        try {
          await this.apply(tenantId, pending);
        } catch (error) {
          for (const each of pending) each.reject(error);
        }
      }
    }
  }
}

/**
 * Whether a submission starts another worker: the first always (nothing runs), a further one only up
 * to the concurrency and once a full batch waits for it, so a trickle is not split into small batches.
 */
export function shouldStartWorker(
  running: number,
  concurrency: number,
  waiting: number,
  max: number,
): boolean {
  if (running === 0) return true;
  return running < concurrency && waiting >= max;
}
