import type { RequestContext } from '@atelier/contracts/common';
import {
  type CustomerDetail,
  type CustomerPricingChangedEvent,
  IdentityEvents,
  type UpdateCustomerMessage,
} from '@atelier/contracts/identity';
import {
  DATABASE,
  type Database,
  type DatabaseHandle,
  enqueueOutboxEvent,
  validationException,
} from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { customers, outbox } from '../schema/identity.schema';
import { isUniqueViolation } from '../shared/db-errors';
import { nullable } from '../shared/names';
import { BackOfficeAccess } from './back-office-access';
import { CustomerAddressesService } from './customer-addresses.service';
import { CustomerGroupsService } from './customer-groups.service';
import { CustomerListService } from './customer-list.service';
import { accountNumberTaken, lockCustomer } from './customer-rows';

/** A customer's record changed in the back office: its details, its primary address, its pricing and group. */
@Injectable()
export class CustomerUpdateService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly access: BackOfficeAccess,
    private readonly addresses: CustomerAddressesService,
    private readonly customers: CustomerListService,
    private readonly groups: CustomerGroupsService,
  ) {}

  private get db(): Database {
    return this.database.db;
  }

  async update(ctx: RequestContext, body: UpdateCustomerMessage): Promise<CustomerDetail> {
    await this.access.require(ctx, 'customers');
    // The group counts as pricing: discounts may target it.
    const groupId = body.groupId === undefined ? undefined : body.groupId || null;
    const pricingChanged =
      body.markup !== undefined || body.isVatApplicable !== undefined || groupId !== undefined;
    try {
      await this.db.transaction(async (tx) => {
        const customer = await lockCustomer(tx, ctx.tenantId, body.id);
        const acNo = nullable(body.acNo);
        if (acNo && customer.status !== 'approved') {
          throw new IdentityException(
            IdentityErrorCode.CustomerNotPending,
            'error.validation',
            {},
            {
              acNo: [{ key: 'validation.acNoNeedsApproval' }],
            },
          );
        }
        const changes: Partial<typeof customers.$inferInsert> = {};
        if (nullable(body.companyName)) changes.company = body.companyName?.trim();
        if (nullable(body.contactName)) changes.contactName = body.contactName?.trim().replace(/\s+/g, ' ');
        if (nullable(body.currency)) changes.currency = body.currency?.trim();
        if (nullable(body.companyPhone)) changes.companyPhone = body.companyPhone?.trim();
        // Optional fields: present and empty clears them.
        if (body.mobile !== undefined) changes.mobile = nullable(body.mobile);
        if (body.website !== undefined) changes.website = nullable(body.website);
        if (body.vatNumber !== undefined) changes.vatNumber = nullable(body.vatNumber);
        if (body.references !== undefined) changes.tradeReferences = nullable(body.references);
        if (body.comments !== undefined) changes.comments = nullable(body.comments);
        if (body.markup !== undefined) changes.markup = Number(body.markup).toFixed(1);
        if (body.isVatApplicable !== undefined) changes.isVatApplicable = body.isVatApplicable;
        if (acNo) changes.acNo = acNo;
        if (groupId !== undefined) {
          if (groupId !== null && !(await this.groups.exists(tx, ctx.tenantId, groupId))) {
            throw validationException({ groupId: [{ key: 'account.customerGroups.unknown' }] });
          }
          changes.groupId = groupId;
        }
        if (Object.keys(changes).length > 0) {
          await tx.update(customers).set(changes).where(eq(customers.id, customer.id));
        }
        await this.addresses.updatePrimary(tx, customer, body);
        if (pricingChanged) await this.pricingChanged(tx, ctx, customer.id);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw accountNumberTaken();
      throw error;
    }
    return this.customers.detail(ctx.tenantId, body.id);
  }

  /** Announced with the change itself (outbox), so caches of the customer's prices drop it. */
  private async pricingChanged(tx: Database, ctx: RequestContext, customerId: string): Promise<void> {
    const [row] = await tx
      .select({
        markup: customers.markup,
        isVatApplicable: customers.isVatApplicable,
        groupId: customers.groupId,
      })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    if (row) {
      const event: CustomerPricingChangedEvent = {
        customerId,
        markup: Number(row.markup),
        isVatApplicable: row.isVatApplicable,
        groupId: row.groupId,
      };
      await enqueueOutboxEvent(tx, outbox, ctx, IdentityEvents.CustomerPricingChanged, event);
    }
  }
}
