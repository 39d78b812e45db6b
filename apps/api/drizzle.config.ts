import { defineConfig } from 'drizzle-kit';

// Used only by `npm run db:generate -w @prepward/api` to write SQL migrations from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
