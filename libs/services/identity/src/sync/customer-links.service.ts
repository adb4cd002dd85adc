import type { RequestContext } from '@atelier/contracts/common';
import type { SyncCustomerLinksDto, SyncCustomerLinksResult } from '@atelier/contracts/identity';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray } from 'drizzle-orm';
import { customers } from '../schema/identity.schema';
import { planLinks } from './customer-links';

/**
 * Registrations Sellease answered with the account it opened: the customer gets that account number
 * (shown in the back office, kept when staff approve the registration). One transaction for the batch.
 */
@Injectable()
export class CustomerLinksService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async apply(ctx: RequestContext, dto: SyncCustomerLinksDto): Promise<SyncCustomerLinksResult> {
    if (dto.links.length === 0) return { linked: [], unknown: [], refused: [] };
    return this.database.db.transaction(async (tx) => {
      const ids = [...new Set(dto.links.map((link) => link.customerId))];
      const found = await tx
        .select({ id: customers.id, acNo: customers.acNo })
        .from(customers)
        .where(and(eq(customers.tenantId, ctx.tenantId), inArray(customers.id, ids)))
        .orderBy(customers.id)
        .for('update');
      const numbers = [...new Set(dto.links.map((link) => link.acNo))];
      const holders = await tx
        .select({ id: customers.id, acNo: customers.acNo })
        .from(customers)
        .where(and(eq(customers.tenantId, ctx.tenantId), inArray(customers.acNo, numbers)));
      const plan = planLinks(dto.links, found, new Map(holders.map((row) => [row.acNo ?? '', row.id])));
      for (const change of plan.changes) {
        await tx
          .update(customers)
          .set({ acNo: change.acNo })
          .where(and(eq(customers.tenantId, ctx.tenantId), eq(customers.id, change.customerId)));
      }
      return plan.result;
    });
  }
}
