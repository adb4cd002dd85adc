import { BACK_OFFICE_ROLES, type RequestContext, Role } from '@atelier/contracts/common';
import {
  ADMIN_PERMISSIONS,
  type AdminPermission,
  type AdminPermissionKey,
  type CustomerPricing,
  type LoginResult,
  type MappedCustomer,
  type UserInfo,
} from '@atelier/contracts/identity';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import {
  adminPermissions,
  customerAddresses,
  customers,
  userCustomers,
  users,
} from '../schema/identity.schema';
import { AccountLinksService } from '../accounts/account-links.service';
import { SessionsService } from '../sessions/sessions.service';
import { PasswordHasher } from './password-hasher';
import { authenticatedUser, hasRole, isRole } from './user-rows';

@Injectable()
export class UsersService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly links: AccountLinksService,
  ) {}

  private get db() {
    return this.database.db;
  }

  async login(tenantId: string, email: string, password: string): Promise<LoginResult> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
      .limit(1);
    const valid = await this.hasher.verify(user?.passwordHash, password);
    // Unknown email and wrong password get one answer; only the right password learns the account's state.
    if (!user || !valid || !isRole(user.role)) return { ok: false, reason: 'INVALID_CREDENTIALS' };
    if (user.status === 'pending') return { ok: false, reason: 'PENDING_APPROVAL' };
    if (user.status !== 'active') return { ok: false, reason: 'ACCOUNT_INACTIVE' };
    if (!user.emailVerifiedAt) {
      await this.links.resendVerification(user);
      return { ok: false, reason: 'EMAIL_NOT_VERIFIED' };
    }
    const session = await this.sessions.start(this.db, tenantId, user.id);
    return { ok: true, user: authenticatedUser(user), session };
  }

  async getInfo(ctx: RequestContext): Promise<UserInfo> {
    const userId = this.requireUser(ctx);
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, userId)))
      .limit(1);
    if (!user || !isRole(user.role)) {
      throw new IdentityException(IdentityErrorCode.UserNotFound, 'error.notFound');
    }
    return {
      _id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
    };
  }

  /** One row per customer mapped to the user, carrying its primary address when it has one. */
  async getMappedCustomers(ctx: RequestContext, userId: string): Promise<MappedCustomer[]> {
    await this.requireSelfOrPermission(ctx, userId, 'customers');
    const rows = await this.db
      .selectDistinctOn([customers.id], {
        id: customers.id,
        acNo: customers.acNo,
        company: customers.company,
        name: customers.contactName,
        markup: customers.markup,
        isVatApplicable: customers.isVatApplicable,
        addressField1: customerAddresses.addressField1,
        addressField2: customerAddresses.addressField2,
        postcode: customerAddresses.postcode,
        city: customerAddresses.city,
        country: customerAddresses.country,
        isPrimary: customerAddresses.isPrimary,
      })
      .from(userCustomers)
      .innerJoin(customers, eq(customers.id, userCustomers.customerId))
      .leftJoin(customerAddresses, eq(customerAddresses.customerId, customers.id))
      .where(
        and(
          eq(userCustomers.tenantId, ctx.tenantId),
          eq(userCustomers.userId, userId),
          eq(customers.status, 'approved'),
        ),
      )
      .orderBy(customers.id, desc(customerAddresses.isPrimary), asc(customerAddresses.id));
    return rows
      .map((row) => ({
        _id: row.id,
        acNo: row.acNo ?? '',
        company: row.company,
        name: row.name,
        address_field1: row.addressField1 ?? '',
        address_field2: row.addressField2 ?? null,
        postcode: row.postcode ?? '',
        city: row.city ?? '',
        country: row.country ?? '',
        markup: Number(row.markup),
        is_vat_applicable: row.isVatApplicable,
        is_primary_address: row.isPrimary ?? false,
      }))
      .sort((a, b) => a.company.localeCompare(b.company));
  }

  async isCustomerMapped(tenantId: string, userId: string, customerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: userCustomers.userId })
      .from(userCustomers)
      .innerJoin(customers, eq(customers.id, userCustomers.customerId))
      .where(
        and(
          eq(userCustomers.tenantId, tenantId),
          eq(userCustomers.userId, userId),
          eq(userCustomers.customerId, customerId),
          eq(customers.status, 'approved'),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async getCustomerPricing(ctx: RequestContext, customerId: string): Promise<CustomerPricing> {
    const [row] = await this.db
      .select({
        markup: customers.markup,
        isVatApplicable: customers.isVatApplicable,
        acNo: customers.acNo,
        company: customers.company,
        groupId: customers.groupId,
      })
      .from(customers)
      .where(and(eq(customers.tenantId, ctx.tenantId), eq(customers.id, customerId)))
      .limit(1);
    if (!row) throw new IdentityException(IdentityErrorCode.CustomerNotFound, 'error.notFound');
    return {
      customerId,
      markup: Number(row.markup),
      isVatApplicable: row.isVatApplicable,
      label: row.acNo ? `${row.acNo} · ${row.company}` : row.company,
      groupId: row.groupId,
    };
  }

  /** Super-admins hold every permission; an admin holds what was granted; others hold none. */
  async listAdminPermissions(ctx: RequestContext, userId: string): Promise<AdminPermission[]> {
    if (!ctx.role || !BACK_OFFICE_ROLES.includes(ctx.role) || !ctx.userId) {
      throw new IdentityException(IdentityErrorCode.NotAdmin, 'error.forbidden');
    }
    // Your own list, or anyone's when you manage admin users.
    if (ctx.userId !== userId && !(await this.holdsPermission(ctx.tenantId, ctx.userId, 'users'))) {
      throw new IdentityException(IdentityErrorCode.NotAdmin, 'error.forbidden');
    }
    const [target] = await this.db
      .select({ role: users.role, status: users.status })
      .from(users)
      .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, userId)))
      .limit(1);
    if (!target) throw new IdentityException(IdentityErrorCode.UserNotFound, 'error.notFound');
    if (target.status !== 'active') return [];
    const role = isRole(target.role) ? target.role : null;
    if (role === Role.SuperAdmin) return ADMIN_PERMISSIONS.map(({ key, label }) => ({ key, label }));
    if (role !== Role.Admin) return [];
    const granted = await this.db
      .select({ permission: adminPermissions.permission })
      .from(adminPermissions)
      .where(and(eq(adminPermissions.tenantId, ctx.tenantId), eq(adminPermissions.userId, userId)));
    const keys = new Set(granted.map((row) => row.permission));
    return ADMIN_PERMISSIONS.filter((p) => keys.has(p.key)).map(({ key, label }) => ({ key, label }));
  }

  /** Whether a back-office user holds a permission (super-admins hold all); false for anyone else. */
  async holdsPermission(tenantId: string, userId: string, permission: AdminPermissionKey): Promise<boolean> {
    const [user] = await this.db
      .select({ role: users.role, status: users.status })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
      .limit(1);
    if (!user || user.status !== 'active') return false;
    if (hasRole(user, Role.SuperAdmin)) return true;
    if (!hasRole(user, Role.Admin)) return false;
    const [granted] = await this.db
      .select({ permission: adminPermissions.permission })
      .from(adminPermissions)
      .where(
        and(
          eq(adminPermissions.tenantId, tenantId),
          eq(adminPermissions.userId, userId),
          eq(adminPermissions.permission, permission),
        ),
      )
      .limit(1);
    return granted !== undefined;
  }

  private requireUser(ctx: RequestContext): string {
    if (!ctx.userId) throw new IdentityException(IdentityErrorCode.UserNotFound, 'error.unauthenticated');
    return ctx.userId;
  }

  /** Your own data, or another user's when you hold the permission that covers it (not merely staff). */
  private async requireSelfOrPermission(
    ctx: RequestContext,
    userId: string,
    permission: AdminPermissionKey,
  ): Promise<void> {
    const caller = this.requireUser(ctx);
    if (caller === userId) return;
    const backOffice = ctx.role !== null && BACK_OFFICE_ROLES.includes(ctx.role);
    if (!backOffice || !(await this.holdsPermission(ctx.tenantId, caller, permission))) {
      throw new IdentityException(IdentityErrorCode.NotAdmin, 'error.notOwnUser');
    }
  }
}
