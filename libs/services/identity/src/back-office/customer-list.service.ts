import { isSystemContext, type RequestContext } from '@atelier/contracts/common';
import type { CustomerDetail, CustomerListItem, ListCustomersDto, Page } from '@atelier/contracts/identity';
import { DATABASE, type Database, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { customerAddresses, customerGroups, customers, users } from '../schema/identity.schema';
import { BackOfficeAccess } from './back-office-access';
import { CustomerAddressesService } from './customer-addresses.service';
import { customerNotFound } from './customer-rows';
import { customerListItem, likePattern, paging } from './views';

/**
 * The back office's customers as lists (pending, approved, rejected, by search) and as one record;
 * the record is also what the review and the update answer with.
 */
@Injectable()
export class CustomerListService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly access: BackOfficeAccess,
    private readonly addresses: CustomerAddressesService,
  ) {}

  private get db(): Database {
    return this.database.db;
  }

  /**
   * Customers awaiting approval, as a bare figure: the admin service asks in a system context for the
   * dashboard (staff there need "dashboard", not "customers"); any other caller needs "customers".
   */
  async countPending(ctx: RequestContext): Promise<number> {
    if (!isSystemContext(ctx)) await this.access.require(ctx, 'customers');
    const [row] = await this.db
      .select({ n: count() })
      .from(customers)
      .where(and(eq(customers.tenantId, ctx.tenantId), eq(customers.status, 'pending')));
    return row?.n ?? 0;
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
        customerListItem(
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

  /** The customer's record with its addresses (no permission check: callers have made theirs). */
  async detail(tenantId: string, id: string): Promise<CustomerDetail> {
    const [row] = await this.db
      .select({
        customer: customers,
        email: users.email,
        verifiedAt: users.emailVerifiedAt,
        groupName: customerGroups.name,
      })
      .from(customers)
      .leftJoin(users, eq(users.id, customers.applicantUserId))
      .leftJoin(customerGroups, eq(customerGroups.id, customers.groupId))
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
      .limit(1);
    if (!row) throw customerNotFound();
    const addresses = await this.addresses.of(tenantId, id);
    const primary = addresses.find((address) => address.isPrimary) ?? null;
    const { customer } = row;
    return {
      ...customerListItem(customer, row.email, row.verifiedAt !== null, primary?.city, primary?.country),
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
      groupId: customer.groupId,
      groupName: row.groupName,
    };
  }
}
