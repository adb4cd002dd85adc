import { Role, type RequestContext } from '@atelier/contracts/common';
import {
  type AddCustomerUserMessage,
  type CustomerDetail,
  type CustomerListItem,
  type CustomerPricingChangedEvent,
  type CustomerUserView,
  IdentityEvents,
  type ListCustomersDto,
  type Page,
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
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { AccountLinksService } from '../accounts/account-links.service';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { customerAddresses, customers, outbox, userCustomers, users } from '../schema/identity.schema';
import { SessionsService } from '../sessions/sessions.service';
import { isUniqueViolation } from '../shared/db-errors';
import { normaliseEmail, nullable } from '../shared/names';
import { PasswordHasher } from '../users/password-hasher';
import { BackOfficeAccess } from './back-office-access';
import {
  accountNumberTaken,
  customerNotFound,
  type CustomerRow,
  emailTakenError,
  lockCustomer,
} from './customer-rows';
import { addressView, customerStatus, customerUserView, likePattern, paging } from './views';

/**
 * The back office's customers: the pending, approved and rejected lists, a customer's record and its
 * changes, and the users who buy for it. The review (approve, reject) is CustomerReviewService's.
 */
@Injectable()
export class CustomersService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly access: BackOfficeAccess,
    private readonly links: AccountLinksService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
  ) {}

  private get db(): Database {
    return this.database.db;
  }

  async list(ctx: RequestContext, query: ListCustomersDto): Promise<Page<CustomerListItem>> {
    await this.access.require(ctx, 'customers');
    const { page, limit, offset } = paging(query.page, query.limit);
    const filters: SQL[] = [eq(customers.tenantId, ctx.tenantId)];
    if (query.status) filters.push(eq(customers.status, query.status));
    if (query.search?.trim()) {
      const pattern = likePattern(query.search);
      const search = or(
        ilike(customers.company, pattern),
        ilike(customers.contactName, pattern),
        ilike(customers.acNo, pattern),
        ilike(users.email, pattern),
      );
      if (search) filters.push(search);
    }
    const where = and(...filters);
    const base = this.db
      .select({
        customer: customers,
        email: users.email,
        verifiedAt: users.emailVerifiedAt,
        address: customerAddresses,
      })
      .from(customers)
      .leftJoin(users, eq(users.id, customers.applicantUserId))
      .leftJoin(
        customerAddresses,
        and(eq(customerAddresses.customerId, customers.id), eq(customerAddresses.isPrimary, true)),
      )
      .where(where);
    const [rows, [total]] = await Promise.all([
      base.orderBy(desc(customers.createdAt), asc(customers.company)).limit(limit).offset(offset),
      this.db
        .select({ count: count() })
        .from(customers)
        .leftJoin(users, eq(users.id, customers.applicantUserId))
        .where(where),
    ]);
    return {
      rows: rows.map((row) =>
        this.listItem(
          row.customer,
          row.email,
          row.verifiedAt !== null,
          row.address?.city,
          row.address?.country,
        ),
      ),
      count: total?.count ?? 0,
      page,
      limit,
    };
  }

  async get(ctx: RequestContext, id: string): Promise<CustomerDetail> {
    await this.access.require(ctx, 'customers');
    return this.detail(ctx.tenantId, id);
  }

  async update(ctx: RequestContext, body: UpdateCustomerMessage): Promise<CustomerDetail> {
    await this.access.require(ctx, 'customers');
    const pricingChanged = body.markup !== undefined || body.isVatApplicable !== undefined;
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
        if (Object.keys(changes).length > 0) {
          await tx.update(customers).set(changes).where(eq(customers.id, customer.id));
        }
        await this.updatePrimaryAddress(tx, customer, body);
        if (pricingChanged) await this.pricingChanged(tx, ctx, customer.id);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw accountNumberTaken();
      throw error;
    }
    return this.detail(ctx.tenantId, body.id);
  }

  /** approved-customer-users: the users mapped to one customer. */
  async usersOf(ctx: RequestContext, customerId: string): Promise<CustomerUserView[]> {
    await this.access.require(ctx, 'customers');
    await this.requireCustomer(ctx.tenantId, customerId);
    const rows = await this.db
      .select({
        user: users,
        customerCount: sql<number>`(select count(*)::int from ${userCustomers} uc where uc.user_id = ${users.id})`,
      })
      .from(userCustomers)
      .innerJoin(users, eq(users.id, userCustomers.userId))
      .where(and(eq(userCustomers.tenantId, ctx.tenantId), eq(userCustomers.customerId, customerId)))
      .orderBy(asc(users.email));
    return rows.map((row) => customerUserView(row.user, row.customerCount));
  }

  /** add-customer-users/{id}: a new storefront user for the customer, active at once (an admin vouches). */
  async addUser(ctx: RequestContext, body: AddCustomerUserMessage): Promise<CustomerUserView> {
    await this.access.require(ctx, 'customers');
    await this.requireCustomer(ctx.tenantId, body.customerId);
    const passwordHash = await this.hasher.hash(body.password);
    try {
      const user = await this.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            tenantId: ctx.tenantId,
            email: normaliseEmail(body.email),
            passwordHash,
            firstName: body.firstName.trim(),
            lastName: nullable(body.lastName) ?? '',
            role: Role.ClientSuperAdmin,
            status: 'active',
            emailVerifiedAt: new Date(),
            language: ctx.language,
          })
          .returning();
        if (!created) throw new Error('user insert returned nothing');
        await tx
          .insert(userCustomers)
          .values({ tenantId: ctx.tenantId, userId: created.id, customerId: body.customerId });
        return created;
      });
      return customerUserView(user, 1);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTakenError();
      throw error;
    }
  }

  async detail(tenantId: string, id: string): Promise<CustomerDetail> {
    const [row] = await this.db
      .select({ customer: customers, email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(customers)
      .leftJoin(users, eq(users.id, customers.applicantUserId))
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
      .limit(1);
    if (!row) throw customerNotFound();
    const addresses = (
      await this.db
        .select()
        .from(customerAddresses)
        .where(and(eq(customerAddresses.tenantId, tenantId), eq(customerAddresses.customerId, id)))
        .orderBy(desc(customerAddresses.isPrimary), asc(customerAddresses.id))
    ).map(addressView);
    const primary = addresses.find((address) => address.isPrimary) ?? null;
    const { customer } = row;
    return {
      ...this.listItem(customer, row.email, row.verifiedAt !== null, primary?.city, primary?.country),
      currency: customer.currency,
      website: customer.website,
      mobile: customer.mobile,
      vatNumber: customer.vatNumber,
      references: customer.tradeReferences,
      comments: customer.comments,
      rejectionReason: customer.rejectionReason,
      address: primary,
      addresses,
      applicantUserId: customer.applicantUserId,
    };
  }

  private listItem(
    customer: CustomerRow,
    email: string | null,
    emailVerified: boolean,
    city: string | null | undefined,
    country: string | null | undefined,
  ): CustomerListItem {
    return {
      _id: customer.id,
      acNo: customer.acNo,
      company: customer.company,
      contactName: customer.contactName,
      email,
      emailVerified: email !== null && emailVerified,
      companyPhone: customer.companyPhone,
      city: city ?? null,
      country: country ?? null,
      status: customerStatus(customer.status),
      markup: Number(customer.markup),
      isVatApplicable: customer.isVatApplicable,
      createdAt: customer.createdAt.toISOString(),
      reviewedAt: customer.reviewedAt?.toISOString() ?? null,
    };
  }

  private async requireCustomer(tenantId: string, id: string): Promise<void> {
    const [row] = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
      .limit(1);
    if (!row) throw customerNotFound();
  }

  private async updatePrimaryAddress(
    tx: Database,
    customer: CustomerRow,
    body: UpdateCustomerMessage,
  ): Promise<void> {
    const changes: Partial<typeof customerAddresses.$inferInsert> = {};
    if (nullable(body.addressLine1)) changes.addressField1 = body.addressLine1?.trim();
    if (body.addressLine2 !== undefined) changes.addressField2 = nullable(body.addressLine2);
    if (nullable(body.city)) changes.city = body.city?.trim();
    if (body.county !== undefined) changes.county = nullable(body.county);
    if (nullable(body.postCode)) changes.postcode = body.postCode?.trim().toUpperCase();
    if (nullable(body.country)) changes.country = body.country?.trim();
    if (Object.keys(changes).length === 0) return;
    const [primary] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customer.id), eq(customerAddresses.isPrimary, true)))
      .limit(1);
    if (primary) {
      await tx.update(customerAddresses).set(changes).where(eq(customerAddresses.id, primary.id));
      return;
    }
    const { addressField1, city, postcode, country } = changes;
    if (!addressField1 || !city || !postcode || !country) {
      const missing = Object.fromEntries(
        (
          [
            ['addressLine1', addressField1],
            ['city', city],
            ['postCode', postcode],
            ['country', country],
          ] as const
        )
          .filter(([, value]) => !value)
          .map(([field]) => [field, [{ key: 'validation.required' }]]),
      );
      throw validationException(missing);
    }
    await tx.insert(customerAddresses).values({
      tenantId: customer.tenantId,
      customerId: customer.id,
      addressField1,
      addressField2: changes.addressField2 ?? null,
      city,
      county: changes.county ?? null,
      postcode,
      country,
      isPrimary: true,
    });
  }

  /** Announced with the change itself (outbox), so caches of the customer's prices drop it. */
  private async pricingChanged(tx: Database, ctx: RequestContext, customerId: string): Promise<void> {
    const [row] = await tx
      .select({ markup: customers.markup, isVatApplicable: customers.isVatApplicable })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    if (row) {
      const event: CustomerPricingChangedEvent = {
        customerId,
        markup: Number(row.markup),
        isVatApplicable: row.isVatApplicable,
      };
      await enqueueOutboxEvent(tx, outbox, ctx, IdentityEvents.CustomerPricingChanged, event);
    }
  }
}
