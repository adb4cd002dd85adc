import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { call, type RequestContext, systemContext } from '@atelier/contracts/common';
import { InProcessBus, InProcessClient, ServiceClient } from '../transport';
import { type DatabaseHandle, openDatabase } from './database';
import { onCommit, OuterHandleInTransactionError } from './transaction-guard';

// A real in-memory PGlite: one connection, so the mistake this guards against would hang the test for good
// instead of failing it.
describe('a query on the outer handle inside a transaction', () => {
  let client: PGlite;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    handle = await openDatabase({ kind: 'pglite', client });
    await handle.db.execute(sql`create table t (n int)`);
  });

  const countRows = async (): Promise<number> =>
    (await client.query<{ n: number }>('select count(*)::int as n from t')).rows[0]?.n ?? -1;
  /** The ORM wraps what the driver's query throws (the guard's error is its cause), not what begin throws. */
  const refusedByGuard = async (work: Promise<unknown>): Promise<boolean> => {
    const error = await work.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    return (
      error instanceof OuterHandleInTransactionError ||
      (error instanceof Error && error.cause instanceof OuterHandleInTransactionError)
    );
  };

  afterAll(async () => {
    await client.close();
  });

  it('is refused at once instead of wedging the connection', async () => {
    const { db } = handle;
    const work = db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1)`);
      await db.execute(sql`select count(*) from t`);
    });
    expect(await refusedByGuard(work)).toBe(true);
    // The transaction rolled back and the connection is free again.
    expect(await countRows()).toBe(0);
  });

  it('refuses a second transaction opened on the outer handle, also from another service sharing the client', async () => {
    const other = await openDatabase({ kind: 'pglite', client });
    const work = handle.db.transaction(async () => {
      await other.db.transaction((tx) => tx.execute(sql`select 1`));
    });
    expect(await refusedByGuard(work)).toBe(true);
  });

  it('lets queries through the transaction, nested savepoints and work after the commit run', async () => {
    const { db } = handle;
    const followUps: Promise<unknown>[] = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (2)`);
      await tx.transaction((nested) => nested.execute(sql`insert into t values (3)`));
      // Started inside, run after: the transaction is over by then, so the outer handle is right.
      followUps.push(new Promise((resolve) => setImmediate(resolve)).then(() => db.execute(sql`select 1`)));
    });
    await Promise.all(followUps);
    expect(await countRows()).toBe(2);
    await db.execute(sql`delete from t`);
  });

  it('runs onCommit effects after the commit, and never after a rollback', async () => {
    const { db } = handle;
    let seenByEffect: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (4)`);
      onCommit(() => {
        seenByEffect = countRows();
      });
      expect(seenByEffect).toBeUndefined();
    });
    // The effect ran once the row was committed, so it sees it.
    expect(await seenByEffect).toBe(1);
    let rolledBackEffect = false;
    const failing = db.transaction(async () => {
      onCommit(() => {
        rolledBackEffect = true;
      });
      await Promise.reject(new Error('abort'));
    });
    await expect(failing).rejects.toThrow('abort');
    expect(rolledBackEffect).toBe(false);
    await db.execute(sql`delete from t`);
  });

  it('refuses a remote call made while a transaction is open', async () => {
    const bus = new InProcessBus();
    const ping = call<{ n: number }, number>('identity.test.ping');
    bus.onRequest(ping.pattern, () => Promise.resolve(1));
    const client = new ServiceClient(new InProcessClient(bus), 1_000);
    const ctx: RequestContext = systemContext('t', 'r');
    expect(await client.call(ping, ctx, { n: 1 })).toBe(1);
    await expect(handle.db.transaction(() => client.call(ping, ctx, { n: 1 }))).rejects.toThrow(
      'inside a database transaction',
    );
  });
});
