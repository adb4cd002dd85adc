import type { RequestContext } from '@atelier/contracts/common';
import {
  type CustomerPricingChangedEvent,
  IdentityEvents,
  type SyncCustomerAccountsDto,
  type SyncCustomerAccountsResult,
} from '@atelier/contracts/identity';
import { DATABASE, type DatabaseHandle, enqueueOutboxEvent } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray } from 'drizzle-orm';
import { customers, outbox } from '../schema/identity.schema';

type Account = SyncCustomerAccountsDto['accounts'][number];

/** The columns an ERP account sets; what it leaves out stays as staff set it. */
export function accountChanges(account: Account): Partial<typeof customers.$inferInsert> {
  const changes: Partial<typeof customers.$inferInsert> = {
    company: account.companyName.trim(),
    contactName: account.contactName.trim().replace(/\s+/g, ' '),
  };
  if (account.currency !== undefined) changes.currency = account.currency;
  if (account.markup !== undefined) changes.markup = account.markup.toFixed(1);
  if (account.isVatApplicable !== undefined) changes.isVatApplicable = account.isVatApplicable;
  if (account.companyPhone !== undefined) changes.companyPhone = account.companyPhone.trim() || null;
  if (account.vatNumber !== undefined) changes.vatNumber = account.vatNumber.trim() || null;
  return changes;
}

/**
 * Customer accounts from Sellease, the source of truth for accounts: an account number the tenant has is
 * updated, one it lacks becomes an approved company (users are mapped to it by staff). A changed markup
 * or VAT flag is announced as the back office announces it, so cached prices follow. One transaction.
 */
@Injectable()
export class CustomerAccountsService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async apply(ctx: RequestContext, dto: SyncCustomerAccountsDto): Promise<SyncCustomerAccountsResult> {
    const byAcNo = new Map<string, Account>();
    for (const account of dto.accounts) byAcNo.set(account.acNo, account);
    const result: SyncCustomerAccountsResult = { created: [], updated: [] };
    if (byAcNo.size === 0) return result;
    await this.database.db.transaction(async (tx) => {
      const existing = await tx
        .select({
          id: customers.id,
          acNo: customers.acNo,
          markup: customers.markup,
          isVatApplicable: customers.isVatApplicable,
          groupId: customers.groupId,
        })
        .from(customers)
        .where(and(eq(customers.tenantId, ctx.tenantId), inArray(customers.acNo, [...byAcNo.keys()])))
        .orderBy(customers.id)
        .for('update');
      const known = new Map(existing.map((row) => [row.acNo ?? '', row]));
      for (const [acNo, account] of byAcNo) {
        const row = known.get(acNo);
        const changes = accountChanges(account);
        if (!row) {
          await tx.insert(customers).values({
            tenantId: ctx.tenantId,
            acNo,
            company: changes.company ?? acNo,
            contactName: changes.contactName ?? '',
            ...changes,
            status: 'approved',
            reviewedAt: new Date(),
          });
          result.created.push(acNo);
          continue;
        }
        await tx.update(customers).set(changes).where(eq(customers.id, row.id));
        result.updated.push(acNo);
        const markup = changes.markup ?? row.markup;
        const vat = changes.isVatApplicable ?? row.isVatApplicable;
        if (Number(markup) !== Number(row.markup) || vat !== row.isVatApplicable) {
          const event: CustomerPricingChangedEvent = {
            customerId: row.id,
            markup: Number(markup),
            isVatApplicable: vat,
            groupId: row.groupId,
          };
          await enqueueOutboxEvent(tx, outbox, ctx, IdentityEvents.CustomerPricingChanged, event);
        }
      }
    });
    return result;
  }
}
