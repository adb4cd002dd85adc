import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/services/admin/src/schema/admin.schema.ts',
  out: './libs/services/admin/src/migrations',
  schemaFilter: ['admin'],
});
