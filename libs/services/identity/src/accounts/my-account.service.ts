import type { RequestContext } from '@atelier/contracts/common';
import {
  type AccountDetails,
  type CustomerPricingChangedEvent,
  IdentityEvents,
  type MarkupResult,
} from '@atelier/contracts/identity';
import { DATABASE, type DatabaseHandle, enqueueOutboxEvent } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq } from 'drizzle-orm';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { customerAddresses, customers, outbox, userCustomers, users } from '../schema/identity.schema';

/** The storefront's My Account: the account details modal and the customer's own retail markup. */
@Injectable()
export class MyAccountService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /**
   * The selected customer (x-customer-id, which the gateway checked is mapped to the caller), or else
   * the caller's first customer with a primary address, as the price popup falls back to.
   */
  async details(ctx: RequestContext): Promise<AccountDetails> {
    const userId = this.requireUser(ctx);
    const [user] = await this.database.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, userId)))
      .limit(1);
    if (!user) throw new IdentityException(IdentityErrorCode.UserNotFound, 'error.notFound');
    const [row] = await this.database.db
      .select({
        id: customers.id,
        acNo: customers.acNo,
        company: customers.company,
        markup: customers.markup,
        isVatApplicable: customers.isVatApplicable,
        address1: customerAddresses.addressField1,
        address2: customerAddresses.addressField2,
        postcode: customerAddresses.postcode,
        city: customerAddresses.city,
        county: customerAddresses.county,
        country: customerAddresses.country,
      })
      .from(userCustomers)
      .innerJoin(customers, eq(customers.id, userCustomers.customerId))
      .leftJoin(
        customerAddresses,
        and(eq(customerAddresses.customerId, customers.id), eq(customerAddresses.isPrimary, true)),
      )
      .where(
        and(
          eq(userCustomers.tenantId, ctx.tenantId),
          eq(userCustomers.userId, userId),
          eq(customers.status, 'approved'),
          ...(ctx.customerId ? [eq(customers.id, ctx.customerId)] : []),
        ),
      )
      .orderBy(desc(customerAddresses.isPrimary), asc(customers.company))
      .limit(1);
    if (!row) throw new IdentityException(IdentityErrorCode.CustomerNotFound, 'error.notFound');
    return {
      customerId: row.id,
      acNo: row.acNo ?? '',
      company: row.company,
      first_name: user.firstName,
      email: user.email,
      address:
        row.address1 === null
          ? null
          : {
              address_field1: row.address1,
              address_field2: row.address2,
              postcode: row.postcode ?? '',
              city: row.city ?? '',
              county: row.county,
              country: row.country ?? '',
            },
      markup: Number(row.markup),
      is_vat_applicable: row.isVatApplicable,
    };
  }

  /** The selected customer's retail markup (spec §5: 1 to 10, one decimal), used for RRP. */
  async updateMarkup(ctx: RequestContext, markup: number): Promise<MarkupResult> {
    const userId = this.requireUser(ctx);
    if (!ctx.customerId) {
      throw new IdentityException(IdentityErrorCode.CustomerRequired, 'error.customerRequired');
    }
    const value = Number(markup).toFixed(1);
    const updated = await this.database.db.transaction(async (tx) => {
      const [mapping] = await tx
        .select({ customerId: userCustomers.customerId })
        .from(userCustomers)
        .where(
          and(
            eq(userCustomers.tenantId, ctx.tenantId),
            eq(userCustomers.userId, userId),
            eq(userCustomers.customerId, ctx.customerId ?? ''),
          ),
        )
        .limit(1);
      if (!mapping)
        throw new IdentityException(IdentityErrorCode.CustomerNotFound, 'error.customerNotMapped');
      const [row] = await tx
        .update(customers)
        .set({ markup: value })
        .where(and(eq(customers.tenantId, ctx.tenantId), eq(customers.id, mapping.customerId)))
        .returning({
          id: customers.id,
          markup: customers.markup,
          isVatApplicable: customers.isVatApplicable,
          groupId: customers.groupId,
        });
      if (row) {
        const event: CustomerPricingChangedEvent = {
          customerId: row.id,
          markup: Number(row.markup),
          isVatApplicable: row.isVatApplicable,
          groupId: row.groupId,
        };
        await enqueueOutboxEvent(tx, outbox, ctx, IdentityEvents.CustomerPricingChanged, event);
      }
      return row;
    });
    if (!updated) throw new IdentityException(IdentityErrorCode.CustomerNotFound, 'error.notFound');
    return { customerId: updated.id, markup: Number(updated.markup) };
  }

  private requireUser(ctx: RequestContext): string {
    if (!ctx.userId) throw new IdentityException(IdentityErrorCode.UserNotFound, 'error.unauthenticated');
    return ctx.userId;
  }
}
