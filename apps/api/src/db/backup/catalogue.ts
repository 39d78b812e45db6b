// What the database holds, read from PostgreSQL's catalogue: the app's tables with their
// columns, its sequences, the migrations drizzle applied; and the quoting of their names in
// SQL. Apart because dump, restore and the restore's checks all ask the same questions.
import pg from 'pg';

/** The app's tables live here; other schemas (drizzle's own, a job queue's) are left out. */
export const APP_SCHEMA = 'public';

export type AppTable = { name: string; columns: string[] };

/** The app's tables with the columns a COPY carries (not generated ones), by name. */
export async function appTables(client: pg.ClientBase): Promise<AppTable[]> {
  const { rows } = await client.query<AppTable>(
    `SELECT c.relname AS name,
            coalesce(array_agg(a.attname::text ORDER BY a.attnum)
              FILTER (WHERE a.attname IS NOT NULL), '{}') AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0
                               AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = $1 AND c.relkind = 'r' AND ${notOfAnExtension}
      GROUP BY c.relname
      ORDER BY c.relname`,
    [APP_SCHEMA],
  );
  return rows;
}

export async function appSequences(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'S' AND ${notOfAnExtension}
      ORDER BY c.relname`,
    [APP_SCHEMA],
  );
  return rows.map((row) => row.name);
}

// An extension's own tables (pg_trgm has none) are created by the extension, not restored.
const notOfAnExtension = `NOT EXISTS (SELECT 1 FROM pg_depend d
  WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

/** The migrations drizzle recorded as applied, oldest first. */
export async function appliedMigrations(
  client: pg.ClientBase,
): Promise<{ hash: string; createdAt: number }[]> {
  const { rows: present } = await client.query<{ found: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  );
  if (!present[0]?.found) return [];
  const { rows } = await client.query<{ hash: string; createdAt: string }>(
    `SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations
      ORDER BY created_at, id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.createdAt) }));
}

export const qualified = (name: string) =>
  `${pg.escapeIdentifier(APP_SCHEMA)}.${pg.escapeIdentifier(name)}`;

export const columnList = (table: { columns: string[] }) =>
  table.columns.length > 0
    ? ` (${table.columns.map((column) => pg.escapeIdentifier(column)).join(', ')})`
    : '';
