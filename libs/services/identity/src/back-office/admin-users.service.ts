import { BACK_OFFICE_ROLES, Role, type RequestContext } from '@atelier/contracts/common';
import {
  ADMIN_PERMISSION_KEYS,
  type AdminPermissionKey,
  type AdminUserView,
  type CreateAdminUserDto,
  type SetAdminPermissionsMessage,
  type SetUserStatusMessage,
  type UpdateAdminUserMessage,
  type WithRevokedSessions,
} from '@atelier/contracts/identity';
import { DATABASE, type Database, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { adminPermissions, users } from '../schema/identity.schema';
import { SessionsService } from '../sessions/sessions.service';
import { isUniqueViolation } from '../shared/db-errors';
import { normaliseEmail, nullable } from '../shared/names';
import { PasswordHasher } from '../users/password-hasher';
import { hasRole, type UserRow } from '../users/user-rows';
import { BackOfficeAccess } from './back-office-access';
import { CustomerUsersService } from './customer-users.service';
import { emailTakenError } from './customer-rows';
import { type Grantee, mayManage, ungrantable } from './admin-grants';
import { adminUserView } from './views';

function selfChange(): IdentityException {
  return new IdentityException(IdentityErrorCode.SelfChange, 'error.selfChange');
}

function superAdminOnly(): IdentityException {
  return new IdentityException(IdentityErrorCode.SuperAdminOnly, 'error.superAdminOnly');
}

function grantExceedsOwn(permissions: readonly AdminPermissionKey[]): IdentityException {
  return new IdentityException(IdentityErrorCode.GrantExceedsOwn, 'error.grantExceedsOwn', {
    permissions: permissions.join(', '),
  });
}

function targetOutranks(): IdentityException {
  return new IdentityException(IdentityErrorCode.TargetOutranks, 'error.targetOutranks');
}

/**
 * Back-office users (admin and super-admin) and their permissions: admin-management, admin-user-list,
 * add-permissions, admin-permissions, not-allowed-user/{id}. Nobody changes their own role, permissions
 * or access here, only a super-admin touches a super-admin, an admin grants only permissions they hold
 * and changes only admins whose permissions they all hold (admin-grants.ts).
 */
@Injectable()
export class AdminUsersService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly access: BackOfficeAccess,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly customerUsers: CustomerUsersService,
  ) {}

  private get db(): Database {
    return this.database.db;
  }

  async list(ctx: RequestContext): Promise<AdminUserView[]> {
    await this.access.require(ctx, 'users');
    const rows = await this.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, ctx.tenantId), inArray(users.role, [...BACK_OFFICE_ROLES])))
      .orderBy(asc(users.email));
    const granted = await this.permissionsOf(
      ctx.tenantId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => adminUserView(row, this.effective(row, granted.get(row.id) ?? [])));
  }

  async get(ctx: RequestContext, id: string): Promise<AdminUserView> {
    await this.access.require(ctx, 'users');
    return this.view(await this.adminUser(ctx.tenantId, id));
  }

  async create(ctx: RequestContext, body: CreateAdminUserDto): Promise<AdminUserView> {
    await this.access.require(ctx, 'users');
    if (hasRole(body, Role.SuperAdmin) && !hasRole(ctx, Role.SuperAdmin)) throw superAdminOnly();
    const refused = ungrantable(await this.actor(ctx), body.permissions);
    if (refused.length > 0) throw grantExceedsOwn(refused);
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
            role: body.role,
            status: 'active',
            emailVerifiedAt: new Date(),
            language: ctx.language,
          })
          .returning();
        if (!created) throw new Error('user insert returned nothing');
        await this.storePermissions(tx, ctx.tenantId, created.id, body.permissions);
        return created;
      });
      return this.view(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTakenError();
      throw error;
    }
  }

  /** Names, email, password and role; a new email, password or role ends the user's sessions. */
  async update(
    ctx: RequestContext,
    body: UpdateAdminUserMessage,
  ): Promise<WithRevokedSessions<AdminUserView>> {
    await this.access.require(ctx, 'users');
    const user = await this.adminUser(ctx.tenantId, body.id);
    const self = user.id === ctx.userId;
    if (self && (body.role !== undefined || nullable(body.email) || nullable(body.password)))
      throw selfChange();
    if (
      (hasRole(user, Role.SuperAdmin) || hasRole(body, Role.SuperAdmin)) &&
      !hasRole(ctx, Role.SuperAdmin)
    ) {
      throw superAdminOnly();
    }
    if (!self) await this.requireManageable(ctx, user);
    return this.customerUsers.changeCredentials(ctx, user, body, (row) => this.view(row));
  }

  async setPermissions(ctx: RequestContext, body: SetAdminPermissionsMessage): Promise<AdminUserView> {
    await this.access.require(ctx, 'users');
    const user = await this.adminUser(ctx.tenantId, body.id);
    if (user.id === ctx.userId) throw selfChange();
    if (hasRole(user, Role.SuperAdmin) && !hasRole(ctx, Role.SuperAdmin)) throw superAdminOnly();
    await this.requireManageable(ctx, user);
    const refused = ungrantable(await this.actor(ctx), body.permissions);
    if (refused.length > 0) throw grantExceedsOwn(refused);
    await this.db.transaction((tx) => this.storePermissions(tx, ctx.tenantId, user.id, body.permissions));
    return this.view(user);
  }

  /** not-allowed-user/{id}: disabled users cannot log in and their sessions end at once. */
  async setStatus(
    ctx: RequestContext,
    body: SetUserStatusMessage,
  ): Promise<WithRevokedSessions<AdminUserView>> {
    await this.access.require(ctx, 'users');
    const user = await this.adminUser(ctx.tenantId, body.id);
    if (user.id === ctx.userId) throw selfChange();
    if (hasRole(user, Role.SuperAdmin) && !hasRole(ctx, Role.SuperAdmin)) throw superAdminOnly();
    await this.requireManageable(ctx, user);
    const { row, revokedFamilies } = await this.customerUsers.applyStatus(ctx, user, body.status);
    return { result: await this.view(row), revokedFamilies };
  }

  async delete(ctx: RequestContext, id: string): Promise<WithRevokedSessions<null>> {
    await this.access.require(ctx, 'users');
    const user = await this.adminUser(ctx.tenantId, id);
    if (user.id === ctx.userId) throw selfChange();
    if (hasRole(user, Role.SuperAdmin) && !hasRole(ctx, Role.SuperAdmin)) throw superAdminOnly();
    await this.requireManageable(ctx, user);
    const revokedFamilies = await this.db.transaction(async (tx) => {
      const families = await this.sessions.revokeAllOfUser(tx, ctx.tenantId, user.id);
      await tx.delete(users).where(eq(users.id, user.id));
      return families;
    });
    return { result: null, revokedFamilies };
  }

  private async adminUser(tenantId: string, id: string): Promise<UserRow> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id), inArray(users.role, [...BACK_OFFICE_ROLES])))
      .limit(1);
    if (!user) throw new IdentityException(IdentityErrorCode.UserNotFound, 'error.notFound');
    return user;
  }

  /** The caller as the grant rules see them. */
  private async actor(ctx: RequestContext): Promise<Grantee> {
    const userId = ctx.userId ?? '';
    const granted = await this.permissionsOf(ctx.tenantId, [userId]);
    return { role: ctx.role ?? '', permissions: granted.get(userId) ?? [] };
  }

  private async requireManageable(ctx: RequestContext, target: UserRow): Promise<void> {
    const granted = await this.permissionsOf(target.tenantId, [target.id]);
    const grantee: Grantee = { role: target.role, permissions: granted.get(target.id) ?? [] };
    if (!mayManage(await this.actor(ctx), grantee)) throw targetOutranks();
  }

  private async view(row: UserRow): Promise<AdminUserView> {
    const granted = await this.permissionsOf(row.tenantId, [row.id]);
    return adminUserView(row, this.effective(row, granted.get(row.id) ?? []));
  }

  private effective(row: UserRow, granted: AdminPermissionKey[]): AdminPermissionKey[] {
    if (hasRole(row, Role.SuperAdmin)) return [...ADMIN_PERMISSION_KEYS];
    return ADMIN_PERMISSION_KEYS.filter((key) => granted.includes(key));
  }

  private async permissionsOf(
    tenantId: string,
    userIds: string[],
  ): Promise<Map<string, AdminPermissionKey[]>> {
    const result = new Map<string, AdminPermissionKey[]>();
    if (userIds.length === 0) return result;
    const rows = await this.db
      .select()
      .from(adminPermissions)
      .where(and(eq(adminPermissions.tenantId, tenantId), inArray(adminPermissions.userId, userIds)));
    for (const row of rows) {
      const key = ADMIN_PERMISSION_KEYS.find((candidate) => candidate === row.permission);
      if (key) result.set(row.userId, [...(result.get(row.userId) ?? []), key]);
    }
    return result;
  }

  private async storePermissions(
    tx: Database,
    tenantId: string,
    userId: string,
    permissions: readonly AdminPermissionKey[],
  ): Promise<void> {
    await tx.delete(adminPermissions).where(eq(adminPermissions.userId, userId));
    const unique = [...new Set(permissions)];
    if (unique.length > 0) {
      await tx
        .insert(adminPermissions)
        .values(unique.map((permission) => ({ tenantId, userId, permission })));
    }
  }
}
