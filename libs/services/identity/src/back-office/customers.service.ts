import { Role, type RequestContext } from '@atelier/contracts/common';
import {
  type AddCustomerUserMessage,
  type ApproveCustomerMessage,
  type CustomerDetail,
  type CustomerListItem,
  type CustomerUserView,
  IdentityEvents,
  type ListCustomersDto,
  type Page,
  type RejectCustomerMessage,
  type UpdateCustomerMessage,
  type WithRevokedSessions,
} from '@atelier/contracts/identity';
import {
  DATABASE,
  type Database,
  type DatabaseHandle,
  ServiceClient,
  validationException,
} from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { AccountLinksService } from '../accounts/account-links.service';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { customerAddresses, customers, userCustomers, users } from '../schema/identity.schema';
import { SessionsService } from '../sessions/sessions.service';
import { isUniqueViolation } from '../shared/db-errors';
import { normaliseEmail, nullable } from '../shared/names';
import { PasswordHasher } from '../users/password-hasher';
import { BackOfficeAccess } from './back-office-access';
import { addressView, customerStatus, customerUserView, likePattern, paging } from './views';

type CustomerRow = typeof customers.$inferSelect;

function notFound(): IdentityException {
  return new IdentityException(IdentityErrorCode.CustomerNotFound, 'error.notFound');
}

function accountNumberTaken(): IdentityException {
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

/**
 * The back office's customers: the pending, approved and rejected lists, a customer's record, its
 * review (approval makes the applicant its active client-super-admin, mapped to it; both outcomes
 * are mailed to the applicant) and the users who buy for it.
 */
@Injectable()
export class CustomersService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly access: BackOfficeAccess,
    private readonly links: AccountLinksService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly services: ServiceClient,
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
        const customer = await this.lockCustomer(tx, ctx.tenantId, body.id);
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
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw accountNumberTaken();
      throw error;
    }
    if (pricingChanged) await this.pricingChanged(ctx, body.id);
    return this.detail(ctx.tenantId, body.id);
  }

  /** Approval (pending or rejected customers): account number, markup, VAT flag; the applicant active and mapped. */
  async approve(ctx: RequestContext, body: ApproveCustomerMessage): Promise<CustomerDetail> {
    const reviewer = await this.access.require(ctx, 'customers');
    const chosen = nullable(body.acNo);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const approved = await this.db.transaction(async (tx) => {
          const customer = await this.lockCustomer(tx, ctx.tenantId, body.id);
          if (customer.status === 'approved') {
            throw new IdentityException(IdentityErrorCode.CustomerNotPending, 'error.customerReviewed');
          }
          const acNo = chosen ?? (await this.nextAccountNumber(tx, ctx.tenantId, customer.company));
          await tx
            .update(customers)
            .set({
              status: 'approved',
              acNo,
              markup: Number(body.markup).toFixed(1),
              isVatApplicable: body.isVatApplicable,
              rejectionReason: null,
              reviewedAt: new Date(),
              reviewedBy: reviewer,
            })
            .where(eq(customers.id, customer.id));
          await this.ensurePrimaryAddress(tx, customer.id);
          const applicant = customer.applicantUserId
            ? ((await tx.select().from(users).where(eq(users.id, customer.applicantUserId)).limit(1))[0] ??
              null)
            : null;
          if (applicant) {
            await tx
              .update(users)
              .set({ status: 'active', updatedAt: new Date() })
              .where(and(eq(users.id, applicant.id), inArray(users.status, ['pending', 'rejected'])));
            await tx
              .insert(userCustomers)
              .values({ tenantId: ctx.tenantId, userId: applicant.id, customerId: customer.id })
              .onConflictDoNothing();
          }
          return { customer, acNo, applicant };
        });
        const { customer, acNo, applicant } = approved;
        if (applicant) {
          const verify = applicant.emailVerifiedAt === null;
          const link = verify
            ? await this.links.create(this.db, applicant, 'verify-email')
            : this.links.link(applicant, '/login');
          this.links.mail(
            applicant,
            'approved',
            {
              company: customer.company,
              acNo,
              verify: verify ? 'yes' : 'no',
              brand: await this.links.brand(ctx.tenantId),
            },
            link,
          );
        }
        return this.detail(ctx.tenantId, body.id);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A made-up number can collide with a concurrent approval: take the next one.
        if (chosen || attempt >= 3) throw accountNumberTaken();
      }
    }
  }

  /** Rejection of a pending customer, with its reason; the applicant is told and cannot log in. */
  async reject(
    ctx: RequestContext,
    body: RejectCustomerMessage,
  ): Promise<WithRevokedSessions<CustomerDetail>> {
    const reviewer = await this.access.require(ctx, 'customers');
    const reason = body.reason.trim();
    const { customer, applicant, revokedFamilies } = await this.db.transaction(async (tx) => {
      const row = await this.lockCustomer(tx, ctx.tenantId, body.id);
      if (row.status !== 'pending') {
        throw new IdentityException(IdentityErrorCode.CustomerNotPending, 'error.customerReviewed');
      }
      await tx
        .update(customers)
        .set({ status: 'rejected', rejectionReason: reason, reviewedAt: new Date(), reviewedBy: reviewer })
        .where(eq(customers.id, row.id));
      let revoked: string[] = [];
      const [user] = row.applicantUserId
        ? await tx.select().from(users).where(eq(users.id, row.applicantUserId)).limit(1)
        : [];
      if (user && user.status === 'pending') {
        await tx
          .update(users)
          .set({ status: 'rejected', updatedAt: new Date() })
          .where(eq(users.id, user.id));
        revoked = await this.sessions.revokeAllOfUser(tx, ctx.tenantId, user.id);
      }
      return { customer: row, applicant: user ?? null, revokedFamilies: revoked };
    });
    if (applicant) {
      this.links.mail(
        applicant,
        'rejected',
        { company: customer.company, reason, brand: await this.links.brand(ctx.tenantId) },
        null,
      );
    }
    return { result: await this.detail(ctx.tenantId, body.id), revokedFamilies };
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
    if (!row) throw notFound();
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
    if (!row) throw notFound();
  }

  private async lockCustomer(tx: Database, tenantId: string, id: string): Promise<CustomerRow> {
    const [row] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
      .for('update')
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  private async nextAccountNumber(tx: Database, tenantId: string, company: string): Promise<string> {
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
  private async ensurePrimaryAddress(tx: Database, customerId: string): Promise<void> {
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

  private async pricingChanged(ctx: RequestContext, customerId: string): Promise<void> {
    const [row] = await this.db
      .select({ markup: customers.markup, isVatApplicable: customers.isVatApplicable })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    if (row) {
      await this.services.emit(IdentityEvents.CustomerPricingChanged, ctx, {
        customerId,
        markup: Number(row.markup),
        isVatApplicable: row.isVatApplicable,
      });
    }
  }
}
