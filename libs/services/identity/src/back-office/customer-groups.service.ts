import type { RequestContext } from '@atelier/contracts/common';
import type { CreateCustomerGroupDto, CustomerGroupView } from '@atelier/contracts/identity';
import { DATABASE, type Database, type DatabaseHandle, validationException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq } from 'drizzle-orm';
import { customerGroups, customers } from '../schema/identity.schema';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { isUniqueViolation } from '../shared/db-errors';
import { BackOfficeAccess } from './back-office-access';

/** The tenant's customer groups (permission "customers"): listed with their sizes, and created. */
@Injectable()
export class CustomerGroupsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly access: BackOfficeAccess,
  ) {}

  private get db(): Database {
    return this.database.db;
  }

  async list(ctx: RequestContext): Promise<CustomerGroupView[]> {
    await this.access.require(ctx, 'customers');
    const rows = await this.db
      .select({ id: customerGroups.id, name: customerGroups.name, members: count(customers.id) })
      .from(customerGroups)
      .leftJoin(customers, eq(customers.groupId, customerGroups.id))
      .where(eq(customerGroups.tenantId, ctx.tenantId))
      .groupBy(customerGroups.id)
      .orderBy(asc(customerGroups.name));
    return rows.map((row) => ({ _id: row.id, name: row.name, customerCount: row.members }));
  }

  async create(ctx: RequestContext, body: CreateCustomerGroupDto): Promise<CustomerGroupView> {
    await this.access.require(ctx, 'customers');
    const name = body.name.trim().replace(/\s+/g, ' ');
    if (name === '') throw validationException({ name: [{ key: 'validation.required' }] });
    try {
      const [row] = await this.db
        .insert(customerGroups)
        .values({ tenantId: ctx.tenantId, name })
        .returning({ id: customerGroups.id, name: customerGroups.name });
      if (!row) throw validationException({ name: [{ key: 'validation.required' }] });
      return { _id: row.id, name: row.name, customerCount: 0 };
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw validationException({ name: [{ key: 'account.customerGroups.nameTaken' }] });
      }
      throw error;
    }
  }

  /** The group by id, for services (no permission: it reveals only a name, within the caller's tenant). */
  async get(ctx: RequestContext, groupId: string): Promise<CustomerGroupView> {
    const [row] = await this.db
      .select({ id: customerGroups.id, name: customerGroups.name, members: count(customers.id) })
      .from(customerGroups)
      .leftJoin(customers, eq(customers.groupId, customerGroups.id))
      .where(and(eq(customerGroups.tenantId, ctx.tenantId), eq(customerGroups.id, groupId)))
      .groupBy(customerGroups.id);
    if (!row) throw new IdentityException(IdentityErrorCode.CustomerGroupNotFound, 'error.notFound');
    return { _id: row.id, name: row.name, customerCount: row.members };
  }

  /** Whether the group is the tenant's (a customer may only join one of its own tenant's groups). */
  async exists(db: Database, tenantId: string, groupId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(and(eq(customerGroups.tenantId, tenantId), eq(customerGroups.id, groupId)))
      .limit(1);
    return row !== undefined;
  }
}
