import { DEMO_CUSTOMER_IDS, DEMO_TENANT, DEMO_USERS, Role } from '@atelier/contracts/common';
import {
  DATABASE,
  type DatabaseHandle,
  getLogger,
  SERVICE_OPTIONS,
  type ServiceRuntimeOptions,
} from '@atelier/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { customerAddresses, customers, tenants, userCustomers, users } from '../schema/identity.schema';
import { PasswordHasher } from '../users/password-hasher';

/** Seeds the demo tenant's identity data once, in one transaction, when the tenant is missing. */
@Injectable()
export class IdentitySeeder implements OnApplicationBootstrap {
  private readonly log = getLogger('identity-seeder');

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(SERVICE_OPTIONS) private readonly options: ServiceRuntimeOptions,
    private readonly hasher: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.seedDemo) await this.seed();
  }

  async seed(): Promise<boolean> {
    const { db } = this.database;
    const [existing] = await db.select().from(tenants).where(eq(tenants.id, DEMO_TENANT.id)).limit(1);
    if (existing) return false;
    const [buyerHash, adminHash] = await Promise.all([
      this.hasher.hash(DEMO_USERS.buyer.password),
      this.hasher.hash(DEMO_USERS.admin.password),
    ]);
    const tenantId = DEMO_TENANT.id;
    await db.transaction(async (tx) => {
      await tx.insert(tenants).values({ id: tenantId, slug: DEMO_TENANT.slug, name: DEMO_TENANT.name });
      const verifiedAt = new Date();
      await tx.insert(users).values([
        {
          id: DEMO_USERS.buyer.id,
          tenantId,
          email: DEMO_USERS.buyer.email,
          passwordHash: buyerHash,
          firstName: DEMO_USERS.buyer.firstName,
          lastName: DEMO_USERS.buyer.lastName,
          role: Role.ClientSuperAdmin,
          emailVerifiedAt: verifiedAt,
        },
        {
          id: DEMO_USERS.admin.id,
          tenantId,
          email: DEMO_USERS.admin.email,
          passwordHash: adminHash,
          firstName: DEMO_USERS.admin.firstName,
          lastName: DEMO_USERS.admin.lastName,
          role: Role.SuperAdmin,
          emailVerifiedAt: verifiedAt,
        },
      ]);
      await tx.insert(customers).values([
        {
          id: DEMO_CUSTOMER_IDS.goldsmiths,
          tenantId,
          acNo: 'LND0042',
          company: 'Lund Goldsmiths Ltd',
          contactName: 'Beatrice Lund',
          markup: '2.5',
          isVatApplicable: true,
        },
        {
          id: DEMO_CUSTOMER_IDS.northernLights,
          tenantId,
          acNo: 'NLJ0107',
          company: 'Northern Lights Jewellers AB',
          contactName: 'Beatrice Lund',
          markup: '3.0',
          isVatApplicable: false,
        },
        {
          id: DEMO_CUSTOMER_IDS.harbourGems,
          tenantId,
          acNo: 'HBG0213',
          company: 'Harbour Gems',
          contactName: 'Beatrice Lund',
          markup: '2.2',
          isVatApplicable: true,
        },
      ]);
      await tx.insert(customerAddresses).values([
        {
          tenantId,
          customerId: DEMO_CUSTOMER_IDS.goldsmiths,
          addressField1: '14 Hatton Garden',
          addressField2: 'Second floor',
          postcode: 'EC1N 8AT',
          city: 'London',
          county: 'Greater London',
          country: 'United Kingdom',
          isPrimary: true,
        },
        {
          tenantId,
          customerId: DEMO_CUSTOMER_IDS.northernLights,
          addressField1: 'Drottninggatan 52',
          postcode: '111 21',
          city: 'Stockholm',
          country: 'Sweden',
          isPrimary: true,
        },
        {
          tenantId,
          customerId: DEMO_CUSTOMER_IDS.harbourGems,
          addressField1: '3 Quay Street',
          postcode: 'BS1 4DB',
          city: 'Bristol',
          country: 'United Kingdom',
          isPrimary: false,
        },
      ]);
      await tx.insert(userCustomers).values(
        Object.values(DEMO_CUSTOMER_IDS).map((customerId) => ({
          tenantId,
          userId: DEMO_USERS.buyer.id,
          customerId,
        })),
      );
    });
    this.log.info({ tenant: DEMO_TENANT.slug }, 'demo tenant seeded');
    return true;
  }
}
