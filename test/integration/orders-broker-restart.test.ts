import { DEMO_CUSTOMER_IDS } from '@atelier/contracts/common';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from '../support/accounts';
import type { Api } from '../support/api';
import {
  addToCart,
  newBuyer,
  pickVariants,
  placeOrder,
  removeOrderData,
  restoreVariants,
  setStock,
  snapshotVariants,
  type TestBuyer,
  waitFor,
} from './orders-support';
import { system } from './state';

jest.setTimeout(300_000);

const run = promisify(execFile);
const { api, database } = system();
const users: string[] = [];
let admin: Api;
let snapshot: Awaited<ReturnType<typeof snapshotVariants>>;

const DRIVERS = 4;
const STREAM_MS = 20_000;
const BROKER_DOWN_AT_MS = 4_000;
const BROKER_DOWN_FOR_MS = 5_000;
/** A client keeps retrying one submit (same key) this long before giving up. */
const RETRY_FOR_MS = 120_000;

async function rabbitmqctl(...args: string[]): Promise<void> {
  await run('rabbitmqctl', args, { timeout: 120_000 });
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${api.baseUrl}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

interface Outcome {
  key: string;
  orderId: string | null;
  attempts: number;
  failures: number;
  gaveUp: boolean;
}

/** What a browser does: one key per checkout, the same key on every retry until a definite answer. */
async function submit(buyer: TestBuyer): Promise<Outcome> {
  const key = randomUUID();
  const outcome: Outcome = { key, orderId: null, attempts: 0, failures: 0, gaveUp: false };
  const deadline = Date.now() + RETRY_FOR_MS;
  while (Date.now() < deadline) {
    outcome.attempts += 1;
    try {
      const res = await placeOrder(buyer, key);
      if (res.status === 200) {
        outcome.orderId = res.body.data.order_id;
        return outcome;
      }
      if (res.status < 500) return outcome;
    } catch {
      // The gateway itself was unreachable for a moment: retry.
    }
    outcome.failures += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  outcome.gaveUp = true;
  return outcome;
}

/** Fills the cart, retrying through the outage; answers how many attempts failed on the way. */
async function fillCart(buyer: TestBuyer, variantId: string): Promise<number> {
  const deadline = Date.now() + RETRY_FOR_MS;
  let failures = 0;
  while (Date.now() < deadline) {
    try {
      if ((await addToCart(buyer, { variantId, quantity: 1 })).status === 200) return failures;
    } catch {
      // retry
    }
    failures += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('cart never filled');
}

beforeAll(async () => {
  admin = (await api.loginAdmin()).api;
});

afterAll(async () => {
  // Leave the broker up and the system healthy for the suites that follow, whatever happened here.
  await rabbitmqctl('start_app').catch(() => undefined);
  await rabbitmqctl('await_startup').catch(() => undefined);
  await waitFor(healthy, 120_000).catch(() => undefined);
  await removeOrderData(database, users);
  if (snapshot) await restoreVariants(database, snapshot);
});

describe('RabbitMQ restarted during a stream of orders (issue 5, part 4)', () => {
  it('loses no order and duplicates none: every 2xx order exists once and its event is handled once', async () => {
    const [variant] = await pickVariants(database, 1, { offset: 120 });
    snapshot = await snapshotVariants(database, [variant.id]);
    await setStock(admin, variant.id, 10_000);
    const buyers: TestBuyer[] = [];
    for (let i = 0; i < DRIVERS; i += 1) {
      const b = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths);
      users.push(b.userId);
      buyers.push(b);
    }

    const started = Date.now();
    const outcomes: Outcome[] = [];
    const drivers = buyers.map(async (b) => {
      while (Date.now() - started < STREAM_MS) {
        const cartFailures = await fillCart(b, variant.id);
        const outcome = await submit(b);
        // A driver meets the outage while filling its cart as often as while placing the order.
        outcomes.push({ ...outcome, failures: outcome.failures + cartFailures });
      }
    });
    const broker = (async () => {
      await new Promise((resolve) => setTimeout(resolve, BROKER_DOWN_AT_MS));
      await rabbitmqctl('stop_app');
      await new Promise((resolve) => setTimeout(resolve, BROKER_DOWN_FOR_MS));
      await rabbitmqctl('start_app');
      await rabbitmqctl('await_startup');
    })();
    await Promise.all([...drivers, broker]);

    const placed = outcomes.filter((o) => o.orderId !== null);
    expect(outcomes.filter((o) => o.gaveUp)).toEqual([]);
    // The outage was felt (requests failed with 503) and the stream went on after it.
    expect(outcomes.some((o) => o.failures > 0)).toBe(true);
    expect(placed.length).toBeGreaterThan(DRIVERS * 2);

    // Every 2xx order exists exactly once; no order exists that no client was told about.
    const rows = await sql<{ id: string }>(
      database,
      'select id from orders.orders where user_id = any($1::uuid[])',
      [users],
    );
    const answered = placed.map((o) => o.orderId as string);
    expect(new Set(answered).size).toBe(answered.length);
    expect(rows.map((r) => r.id).sort()).toEqual([...answered].sort());

    // Each order's event leaves through the outbox once the broker is back, and is handled once.
    await waitFor(async () => {
      const [pending] = await sql<{ n: string }>(
        database,
        'select count(*) as n from orders.outbox where sent_at is null',
      );
      return Number(pending.n) === 0;
    }, 120_000);
    const handled = await waitFor(async () => {
      const counts = await sql<{ id: string; placed_event_handled: number }>(
        database,
        'select id, placed_event_handled from orders.orders where id = any($1::uuid[])',
        [answered],
      );
      return counts.every((c) => c.placed_event_handled >= 1) ? counts : null;
    }, 120_000);
    expect(handled.every((c) => c.placed_event_handled === 1)).toBe(true);

    const events = await sql<{ message_id: string; event: string; order_id: string | null }>(
      database,
      `select message_id, event, payload->>'orderId' as order_id from orders.outbox
        where (event = 'orders.order.placed' and payload->>'orderId' = any($1::text[]))`,
      [answered],
    );
    expect(events).toHaveLength(answered.length);
    const consumed = await sql<{ message_id: string }>(
      database,
      `select message_id from orders.processed_messages where consumer = 'orders.order-placed' and message_id = any($1::text[])`,
      [events.map((e) => e.message_id)],
    );
    expect(consumed).toHaveLength(answered.length);

    // The catalogue applied the stock events, each at most once, ending at what orders holds.
    const [stock] = await sql<{ on_hand: number; reserved: number }>(
      database,
      'select on_hand, reserved from orders.inventory where variant_id = $1',
      [variant.id],
    );
    const shown = await waitFor(async () => {
      const [row] = await sql<{ stock_quantity: number }>(
        database,
        'select stock_quantity from catalogue.variants where id = $1',
        [variant.id],
      );
      return row.stock_quantity === stock.on_hand - stock.reserved ? row : null;
    }, 60_000);
    expect(shown.stock_quantity).toBe(stock.on_hand - stock.reserved);
    expect(await waitFor(healthy, 120_000)).toBe(true);
  });
});
