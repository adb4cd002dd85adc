import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '@atelier/platform';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { customerAddresses, customers } from '../schema/identity.schema';

/** A customer row, and what the customer screens share about it: errors, locks, numbers, addresses. */
export type CustomerRow = typeof customers.$inferSelect;

export function customerNotFound(): IdentityException {
  return new IdentityException(IdentityErrorCode.CustomerNotFound, 'error.notFound');
}

export function accountNumberTaken(): IdentityException {
  return new IdentityException(
    IdentityErrorCode.AccountNumberTaken,
    'error.validation',
    {},
    {
      acNo: [{ key: 'validation.accountNumberTaken' }],
    },
  );
}

export function emailTakenError(): IdentityException {
  return new IdentityException(
    IdentityErrorCode.EmailTaken,
    'error.validation',
    {},
    {
      email: [{ key: 'validation.emailTaken' }],
    },
  );
}

/** Three letters of the company name and the next free number after them: LND0042, LND0043. */
export function accountNumberPrefix(company: string): string {
  const letters = company
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return `${letters}XXX`.slice(0, 3);
}

/** Refuses an id that is no customer of the tenant. */
export async function requireCustomerRow(db: Database, tenantId: string, id: string): Promise<void> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
    .limit(1);
  if (!row) throw customerNotFound();
}

/** The customer, locked for the rest of the transaction. */
export async function lockCustomer(tx: Database, tenantId: string, id: string): Promise<CustomerRow> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
    .for('update')
    .limit(1);
  if (!row) throw customerNotFound();
  return row;
}

export async function nextAccountNumber(tx: Database, tenantId: string, company: string): Promise<string> {
  const prefix = accountNumberPrefix(company);
  const rows = await tx
    .select({ acNo: customers.acNo })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), like(customers.acNo, `${prefix}%`)));
  const highest = rows.reduce((max, row) => {
    const digits = /^[A-Z]{3}(\d+)$/.exec(row.acNo ?? '')?.[1];
    return digits ? Math.max(max, Number(digits)) : max;
  }, 0);
  return `${prefix}${String(highest + 1).padStart(4, '0')}`;
}

/** An approved customer needs one primary address, as the price popup only offers those. */
export async function ensurePrimaryAddress(tx: Database, customerId: string): Promise<void> {
  const addresses = await tx
    .select({ id: customerAddresses.id, isPrimary: customerAddresses.isPrimary })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.id));
  const first = addresses[0];
  if (first && !addresses.some((address) => address.isPrimary)) {
    await tx.update(customerAddresses).set({ isPrimary: true }).where(eq(customerAddresses.id, first.id));
  }
}
