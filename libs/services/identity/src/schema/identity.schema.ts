import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  numeric,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const identity = pgSchema('identity');

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
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_tenant_email_uq').on(t.tenantId, sql`lower(${t.email})`)],
);

export const customers = identity.table(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    acNo: text('ac_no').notNull(),
    company: text('company').notNull(),
    contactName: text('contact_name').notNull(),
    markup: numeric('markup', { precision: 3, scale: 1 }).notNull().default('2.5'),
    isVatApplicable: boolean('is_vat_applicable').notNull().default(true),
    status: text('status').notNull().default('approved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_tenant_acno_uq').on(t.tenantId, t.acNo)],
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
