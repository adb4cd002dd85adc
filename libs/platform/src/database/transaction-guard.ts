import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** The handle a `db.transaction(...)` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Thrown when code inside a transaction queries the database through the outer handle (or opens a second
 * transaction on it) instead of through the transaction. On PGlite, which has one connection, that query
 * waits for the transaction and the transaction waits for it: the whole process wedges. On PostgreSQL it
 * silently runs outside the transaction, on a second connection, and may block on the first one's locks.
 * Either way it is a bug, so it fails loudly at once, in tests and in production alike.
 */
export class OuterHandleInTransactionError extends Error {
  constructor(method: string) {
    super(
      `Database ${method}() on the outer handle inside a transaction: query through the transaction (tx) instead`,
    );
    this.name = 'OuterHandleInTransactionError';
  }
}

interface OpenTransaction {
  /** The driver client (pool or PGlite instance) whose connection the transaction holds. */
  readonly owner: object;
  open: boolean;
  readonly parent: OpenTransaction | undefined;
  /** Run once the transaction committed (see onCommit). */
  readonly committed: Array<() => void>;
}

const scope = new AsyncLocalStorage<OpenTransaction>();

/** True while the current async context runs inside an open transaction on `owner`'s connection. */
export function insideTransactionOn(owner: object): boolean {
  for (let entry = scope.getStore(); entry; entry = entry.parent) {
    if (entry.owner === owner && entry.open) return true;
  }
  return false;
}

/** True while the current async context runs inside any open transaction. */
export function insideTransaction(): boolean {
  for (let entry = scope.getStore(); entry; entry = entry.parent) {
    if (entry.open) return true;
  }
  return false;
}

/**
 * Runs `effect` once the current transaction has committed (at once outside a transaction): work that
 * must see the commit, such as waking the outbox relay. It does not run if the transaction rolls back.
 */
export function onCommit(effect: () => void): void {
  const entry = scope.getStore();
  if (entry?.open) entry.committed.push(effect);
  else queueMicrotask(effect);
}

/**
 * Runs work that no transaction waits for (an event delivery, a background relay) outside any transaction
 * scope it was started from: it may use the outer handle, and on PGlite it simply queues behind the
 * transaction instead of being refused.
 */
export function detachedFromTransaction<T>(work: () => T): T {
  return scope.exit(work);
}

const guardedClients = new WeakSet<object>();

/**
 * Makes the named methods of a driver client refuse to run inside a transaction held on that client.
 * The methods are the client's public entry points that the ORM calls for the outer handle; the
 * transaction's own connection is a different object and stays untouched.
 */
export function guardClient<C extends object>(client: C, methods: readonly (keyof C & string)[]): void {
  if (guardedClients.has(client)) return;
  guardedClients.add(client);
  for (const name of methods) {
    const original: unknown = client[name];
    if (typeof original !== 'function') throw new Error(`Cannot guard ${name}: not a method`);
    const guarded = function (this: unknown, ...args: unknown[]): unknown {
      if (insideTransactionOn(client)) throw new OuterHandleInTransactionError(name);
      return Reflect.apply(original, this, args);
    };
    Object.defineProperty(client, name, { value: guarded, configurable: true, writable: true });
  }
}

/**
 * Wraps `db.transaction` so that its callback runs in a scope marking `owner`'s connection as held. Work
 * started from the callback and still running after it settled (a fire-and-forget task) sees the scope
 * closed, so it is not refused.
 */
export function guardTransactions(db: Database, owner: object): void {
  const begin = db.transaction.bind(db);
  db.transaction = async <T>(
    work: (tx: Transaction) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> => {
    const entry: OpenTransaction = { owner, open: true, parent: scope.getStore(), committed: [] };
    const result = await begin(async (tx) => {
      try {
        return await scope.run(entry, () => work(tx));
      } finally {
        entry.open = false;
      }
    }, config);
    for (const effect of entry.committed) effect();
    return result;
  };
}
