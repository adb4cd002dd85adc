import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/services/sync/src/schema/sync.schema.ts',
  out: './libs/services/sync/src/migrations',
  schemaFilter: ['sync'],
});
