// drizzle-kit writes REFERENCES "public"."table"; unqualified names let the same migrations
// run in any schema (tests on PostgreSQL give each file a schema of its own).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const folder = new URL('../drizzle/', import.meta.url);
for (const name of readdirSync(folder).filter((file) => file.endsWith('.sql'))) {
  const path = new URL(name, folder);
  const sql = readFileSync(path, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) writeFileSync(path, unqualified);
}
