import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/services/identity/src/schema/identity.schema.ts',
  out: './libs/services/identity/src/migrations',
  schemaFilter: ['identity'],
});
