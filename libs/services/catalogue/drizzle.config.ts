import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/services/catalogue/src/schema/catalogue.schema.ts',
  out: './libs/services/catalogue/src/migrations',
  schemaFilter: ['catalogue'],
});
