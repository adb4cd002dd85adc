import { outboxTables } from '@atelier/platform';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  numeric,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const identity = pgSchema('identity');

/** Domain events leave through the platform's transactional outbox (and its consumers' ledger). */
export const { outbox, processedMessages } = outboxTables(identity);

export const tenants = identity.table('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = identity.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    role: text('role').notNull(),
    /** pending (awaiting approval), active, rejected or disabled. */
    status: text('status').notNull().default('active'),
    /** Null until the user follows the emailed link (or an admin made the account). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The language mail to this user is written in. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_tenant_email_uq').on(t.tenantId, sql`lower(${t.email})`)],
);

/**
 * A named group of customers per tenant (staff assign it on the customer's record); a discount may
 * target a group, so its members' prices follow.
 */
export const customerGroups = identity.table(
  'customer_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_groups_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`)],
);

export const customers = identity.table(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Assigned on approval. */
    acNo: text('ac_no'),
    company: text('company').notNull(),
    contactName: text('contact_name').notNull(),
    markup: numeric('markup', { precision: 3, scale: 1 }).notNull().default('2.5'),
    isVatApplicable: boolean('is_vat_applicable').notNull().default(true),
    /** The customer's group, if any (discounts may target it). */
    groupId: uuid('group_id').references(() => customerGroups.id, { onDelete: 'set null' }),
    /** pending, approved or rejected. */
    status: text('status').notNull().default('approved'),
    currency: text('currency'),
    companyPhone: text('company_phone'),
    mobile: text('mobile'),
    website: text('website'),
    vatNumber: text('vat_number'),
    tradeReferences: text('trade_references'),
    comments: text('comments'),
    /** The user who registered the company; becomes its client-super-admin on approval. */
    applicantUserId: uuid('applicant_user_id').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_tenant_acno_uq').on(t.tenantId, t.acNo),
    index('customers_tenant_status_idx').on(t.tenantId, t.status),
  ],
);

export const customerAddresses = identity.table(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    addressField1: text('address_field1').notNull(),
    addressField2: text('address_field2'),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    county: text('county'),
    country: text('country').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId)],
);

export const userCustomers = identity.table(
  'user_customers',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerId] })],
);

export const adminPermissions = identity.table(
  'admin_permissions',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

/**
 * Single-use links sent by mail (email verification, password reset). Only the SHA-256 of the token is
 * kept, so a copy of this table lets no one use a link.
 */
export const accountTokens = identity.table(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** verify-email or reset-password. */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_uq').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Refresh tokens, stored as SHA-256. Each login starts a family; every refresh marks its token used and
 * adds the next one to the family. A used token presented again revokes the whole family.
 */
export const refreshTokens = identity.table(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Who removed or anonymised which customer, when (customer_remove). Kept when the customer row itself
 * is deleted, so it holds no foreign key; `details` keeps the account number and company for the record.
 */
export const customerAudit = identity.table(
  'customer_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    /** removed or anonymised. */
    action: text('action').notNull(),
    actorUserId: uuid('actor_user_id').notNull(),
    details: jsonb('details').$type<{ acNo: string | null; company: string }>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_audit_tenant_customer_idx').on(t.tenantId, t.customerId, t.at)],
);
