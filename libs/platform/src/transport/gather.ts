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
 * its batch is done.
 */
export class BurstBatcher<T, R> {
  private waiting: Array<Pending<T, R>> = [];
  private running?: Promise<void>;

  constructor(
    private readonly max: number,
    private readonly apply: (tenantId: string, pending: Array<Pending<T, R>>) => Promise<void>,
  ) {}

  submit(tenantId: string, item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ tenantId, item, resolve, reject });
      this.running ??= this.drain().finally(() => {
        this.running = undefined;
      });
    });
  }

  /** Resolves once every submitted item has been applied (for a graceful shutdown). */
  async idle(): Promise<void> {
    await this.running;
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
