import { Role, type RequestContext } from '@atelier/contracts/common';
import type {
  AddCustomerUserMessage,
  CustomerAccess,
  CustomerUserView,
  ListUsersDto,
  Page,
  SetCustomerAccessMessage,
  SetUserStatusMessage,
  UpdateCredentialsMessage,
  WithRevokedSessions,
} from '@atelier/contracts/identity';
import { DATABASE, type Database, type DatabaseHandle, validationException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { customerAddresses, customers, userCustomers, users } from '../schema/identity.schema';
import { SessionsService } from '../sessions/sessions.service';
import { isUniqueViolation } from '../shared/db-errors';
import { normaliseEmail, nullable } from '../shared/names';
import { PasswordHasher } from '../users/password-hasher';
import { hasRole, type UserRow } from '../users/user-rows';
import { BackOfficeAccess } from './back-office-access';
import { emailTakenError, requireCustomerRow } from './customer-rows';
import { customerStatus, customerUserView, likePattern, paging } from './views';

const customerCount = sql<number>`(select count(*)::int from ${userCustomers} uc where uc.user_id = ${users.id})`;

/**
 * The storefront users (role client-super-admin) in the back office: which customers each may buy for
 * (manage-customer-access, mapped-customer/{id}), the users of one customer and a new one for it, their
 * credentials and whether they may log in.
 */
@Injectable()
export class CustomerUsersService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly access: BackOfficeAccess,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
  ) {}

  private get db(): Database {
    return this.database.db;
  }

  async list(ctx: RequestContext, query: ListUsersDto): Promise<Page<CustomerUserView>> {
    await this.access.require(ctx, 'customers');
    const { page, limit, offset } = paging(query.page, query.limit);
    const filters: SQL[] = [eq(users.tenantId, ctx.tenantId), eq(users.role, Role.ClientSuperAdmin)];
    if (query.search?.trim()) {
      const pattern = likePattern(query.search);
      const search = or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
      );
      if (search) filters.push(search);
    }
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ user: users, customerCount })
        .from(users)
        .where(where)
        .orderBy(asc(users.email))
        .limit(limit)
        .offset(offset),
      this.db.select({ count: count() }).from(users).where(where),
    ]);
    return {
      rows: rows.map((row) => customerUserView(row.user, row.customerCount)),
      count: total?.count ?? 0,
      page,
      limit,
    };
  }

  /** approved-customer-users: the users mapped to one customer. */
  async usersOf(ctx: RequestContext, customerId: string): Promise<CustomerUserView[]> {
    await this.access.require(ctx, 'customers');
    await requireCustomerRow(this.db, ctx.tenantId, customerId);
    const rows = await this.db
      .select({ user: users, customerCount })
      .from(userCustomers)
      .innerJoin(users, eq(users.id, userCustomers.userId))
      .where(and(eq(userCustomers.tenantId, ctx.tenantId), eq(userCustomers.customerId, customerId)))
      .orderBy(asc(users.email));
    return rows.map((row) => customerUserView(row.user, row.customerCount));
  }

  /** add-customer-users/{id}: a new storefront user for the customer, active at once (an admin vouches). */
  async addUser(ctx: RequestContext, body: AddCustomerUserMessage): Promise<CustomerUserView> {
    await this.access.require(ctx, 'customers');
    await requireCustomerRow(this.db, ctx.tenantId, body.customerId);
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

  async getAccess(ctx: RequestContext, userId: string): Promise<CustomerAccess> {
    await this.access.require(ctx, 'customers');
    return this.accessOf(ctx.tenantId, await this.customerUser(ctx.tenantId, userId));
  }

  /** Replaces the user's customers; every id must name a customer of the tenant. */
  async setAccess(ctx: RequestContext, body: SetCustomerAccessMessage): Promise<CustomerAccess> {
    await this.access.require(ctx, 'customers');
    const user = await this.customerUser(ctx.tenantId, body.userId);
    const wanted = [...new Set(body.customerIds)];
    await this.db.transaction(async (tx) => {
      if (wanted.length > 0) {
        const found = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.tenantId, ctx.tenantId), inArray(customers.id, wanted)));
        if (found.length !== wanted.length) {
          throw validationException({ customerIds: [{ key: 'validation.oneOf' }] });
        }
      }
      await tx
        .delete(userCustomers)
        .where(and(eq(userCustomers.tenantId, ctx.tenantId), eq(userCustomers.userId, user.id)));
      if (wanted.length > 0) {
        await tx
          .insert(userCustomers)
          .values(wanted.map((customerId) => ({ tenantId: ctx.tenantId, userId: user.id, customerId })));
      }
    });
    return this.accessOf(ctx.tenantId, user);
  }

  /** update-customer-credentials: a new email and/or password; the user's sessions end. */
  async updateCredentials(
    ctx: RequestContext,
    body: UpdateCredentialsMessage,
  ): Promise<WithRevokedSessions<CustomerUserView>> {
    await this.access.require(ctx, 'customers');
    const user = await this.customerUser(ctx.tenantId, body.userId);
    return this.changeCredentials(ctx, user, body, async (row) =>
      customerUserView(row, await this.countCustomers(row.id)),
    );
  }

  async setStatus(
    ctx: RequestContext,
    body: SetUserStatusMessage,
  ): Promise<WithRevokedSessions<CustomerUserView>> {
    await this.access.require(ctx, 'customers');
    const user = await this.customerUser(ctx.tenantId, body.id);
    const { row, revokedFamilies } = await this.applyStatus(ctx, user, body.status);
    return { result: customerUserView(row, await this.countCustomers(row.id)), revokedFamilies };
  }

  /** Shared with admin users: email and password changes end the user's sessions. */
  async changeCredentials<T>(
    ctx: RequestContext,
    user: UserRow,
    body: { email?: string; password?: string; firstName?: string; lastName?: string; role?: Role },
    view: (row: UserRow) => Promise<T>,
  ): Promise<WithRevokedSessions<T>> {
    const changes: Partial<typeof users.$inferInsert> = {};
    const email = body.email?.trim() ? normaliseEmail(body.email) : undefined;
    if (email && email !== user.email.toLowerCase()) changes.email = email;
    if (body.password) changes.passwordHash = await this.hasher.hash(body.password);
    const endsSessions = changes.email !== undefined || changes.passwordHash !== undefined;
    if (body.firstName?.trim()) changes.firstName = body.firstName.trim();
    if (body.lastName !== undefined) changes.lastName = body.lastName.trim();
    if (body.role && !hasRole(user, body.role)) changes.role = body.role;
    if (Object.keys(changes).length === 0) return { result: await view(user), revokedFamilies: [] };
    let changed: { row: UserRow; revokedFamilies: string[] };
    try {
      changed = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning();
        if (!row) throw new IdentityException(IdentityErrorCode.UserNotFound, 'error.notFound');
        const revokedFamilies =
          endsSessions || changes.role ? await this.sessions.revokeAllOfUser(tx, ctx.tenantId, user.id) : [];
        return { row, revokedFamilies };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTakenError();
      throw error;
    }
    // The view reads through the outer handle, so it runs once the transaction has committed.
    return { result: await view(changed.row), revokedFamilies: changed.revokedFamilies };
  }

  /** active and disabled only; a disabled user's sessions end. Applicants follow their customer's review. */
  async applyStatus(
    ctx: RequestContext,
    user: UserRow,
    status: 'active' | 'disabled',
  ): Promise<{ row: UserRow; revokedFamilies: string[] }> {
    if (user.status === 'pending' || user.status === 'rejected') {
      throw new IdentityException(IdentityErrorCode.UserUnderReview, 'error.userUnderReview');
    }
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ status, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      if (!row) throw new IdentityException(IdentityErrorCode.UserNotFound, 'error.notFound');
      const revokedFamilies =
        status === 'disabled' ? await this.sessions.revokeAllOfUser(tx, ctx.tenantId, user.id) : [];
      return { row, revokedFamilies };
    });
  }

  private async customerUser(tenantId: string, id: string): Promise<UserRow> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id), eq(users.role, Role.ClientSuperAdmin)))
      .limit(1);
    if (!user) throw new IdentityException(IdentityErrorCode.UserNotFound, 'error.notFound');
    return user;
  }

  private async countCustomers(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: count() })
      .from(userCustomers)
      .where(eq(userCustomers.userId, userId));
    return row?.count ?? 0;
  }

  private async accessOf(tenantId: string, user: UserRow): Promise<CustomerAccess> {
    const rows = await this.db
      .select({
        id: customers.id,
        acNo: customers.acNo,
        company: customers.company,
        status: customers.status,
        hasPrimary: sql<boolean>`exists (select 1 from ${customerAddresses} a where a.customer_id = ${customers.id} and a.is_primary)`,
      })
      .from(userCustomers)
      .innerJoin(customers, eq(customers.id, userCustomers.customerId))
      .where(and(eq(userCustomers.tenantId, tenantId), eq(userCustomers.userId, user.id)))
      .orderBy(asc(customers.company));
    return {
      user: customerUserView(user, rows.length),
      customers: rows.map((row) => ({
        _id: row.id,
        acNo: row.acNo,
        company: row.company,
        status: customerStatus(row.status),
        isPrimaryAddress: row.hasPrimary,
      })),
    };
  }
}
