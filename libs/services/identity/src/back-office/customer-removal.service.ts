import type { RequestContext } from '@atelier/contracts/common';
import type { CustomerRemoved, RemoveCustomerMessage } from '@atelier/contracts/identity';
import { OrdersApi } from '@atelier/contracts/orders';
import { DATABASE, type DatabaseHandle, ServiceClient } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { customerAddresses, customerAudit, customers, userCustomers } from '../schema/identity.schema';
import { BackOfficeAccess } from './back-office-access';
import { anonymisedCustomer, auditActionOf, mayRemove } from './customer-removal';
import { customerNotFound, lockCustomer } from './customer-rows';

/**
 * customer_remove: identity owns the customer, orders owns its orders, so orders is asked first
 * (a typed call); a customer with open orders or appros is refused. The change and its audit row are
 * written in one transaction.
 */
@Injectable()
export class CustomerRemovalService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly access: BackOfficeAccess,
    private readonly services: ServiceClient,
  ) {}

  async remove(ctx: RequestContext, body: RemoveCustomerMessage): Promise<CustomerRemoved> {
    const actor = await this.access.require(ctx, 'customers');
    const [known] = await this.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, ctx.tenantId), eq(customers.id, body.id)))
      .limit(1);
    if (!known) throw customerNotFound();
    const work = await this.services.call(OrdersApi.customerOpenWork, ctx, { customerId: body.id });
    if (!mayRemove(work)) {
      throw new IdentityException(IdentityErrorCode.CustomerHasOpenOrders, 'customer.removeHasOpenOrders', {
        orders: work.openOrders,
        appros: work.openAppros,
      });
    }
    return this.database.db.transaction(async (tx) => {
      const customer = await lockCustomer(tx, ctx.tenantId, body.id);
      const mapped = await tx
        .select({ userId: userCustomers.userId })
        .from(userCustomers)
        .where(and(eq(userCustomers.tenantId, ctx.tenantId), eq(userCustomers.customerId, customer.id)));
      await tx.insert(customerAudit).values({
        tenantId: ctx.tenantId,
        customerId: customer.id,
        action: auditActionOf(body.mode),
        actorUserId: actor,
        details: { acNo: customer.acNo, company: customer.company },
      });
      if (body.mode === 'remove') {
        // Addresses and user mappings go with the row (ON DELETE CASCADE).
        await tx.delete(customers).where(eq(customers.id, customer.id));
      } else {
        await tx.update(customers).set(anonymisedCustomer(customer)).where(eq(customers.id, customer.id));
        await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customer.id));
        await tx.delete(userCustomers).where(eq(userCustomers.customerId, customer.id));
      }
      return { customerId: customer.id, mode: body.mode, affectedUserIds: mapped.map((row) => row.userId) };
    });
  }
}
