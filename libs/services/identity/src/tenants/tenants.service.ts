import { Role } from '@atelier/contracts/common';
import type { CreatedTenant, CreateTenantDto, TenantSummary } from '@atelier/contracts/identity';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { tenants, users } from '../schema/identity.schema';
import { isUniqueViolation } from '../shared/db-errors';
import { normaliseEmail, nullable } from '../shared/names';
import { PasswordHasher } from '../users/password-hasher';

@Injectable()
export class TenantsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Unknown slugs answer null: the gateway decides how to tell the caller. */
  async resolve(slug: string): Promise<TenantSummary | null> {
    const [row] = await this.database.db
      .select({ id: tenants.id, slug: tenants.slug, name: tenants.name })
      .from(tenants)
      .where(eq(tenants.slug, slug.toLowerCase()))
      .limit(1);
    return row ?? null;
  }

  /** A new tenant and its first super-admin, together or not at all. */
  async create(body: CreateTenantDto): Promise<CreatedTenant> {
    const passwordHash = await this.hasher.hash(body.password);
    try {
      return await this.database.db.transaction(async (tx) => {
        const [tenant] = await tx
          .insert(tenants)
          .values({ slug: body.slug, name: body.name.trim() })
          .returning({ id: tenants.id, slug: tenants.slug, name: tenants.name });
        const [admin] = await tx
          .insert(users)
          .values({
            tenantId: tenant.id,
            email: normaliseEmail(body.email),
            passwordHash,
            firstName: body.firstName.trim(),
            lastName: nullable(body.lastName) ?? '',
            role: Role.SuperAdmin,
            status: 'active',
            emailVerifiedAt: new Date(),
            language: 'en',
          })
          .returning({ id: users.id });
        return { tenant, adminUserId: admin.id };
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new IdentityException(
          IdentityErrorCode.TenantTaken,
          'error.validation',
          {},
          {
            slug: [{ key: 'identity.tenantTaken' }],
          },
        );
      }
      throw error;
    }
  }
}
