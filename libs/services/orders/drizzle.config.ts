import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/services/orders/src/schema/orders.schema.ts',
  out: './libs/services/orders/src/migrations',
  schemaFilter: ['orders'],
});
