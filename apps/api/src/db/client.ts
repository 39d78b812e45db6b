import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../lib/paths';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or an open transaction: services accept either. */
export type DatabaseOrTransaction =
  Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Runs the forward-only migrations; safe when several instances start together. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string; schema?: string; maxConnections?: number };

// Any constant works: instances of this app agree on it, so only one migrates at a time.
const MIGRATION_LOCK_KEY = 7_263_614_201;

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.kind === 'pglite' ? openPglite(options.dataDir) : openPostgres(options);
}

function openPglite(dataDir: string | undefined): DatabaseHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    // PGlite is single-process: there is nobody to race with.
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

function openPostgres(options: {
  url: string;
  schema?: string;
  maxConnections?: number;
}): DatabaseHandle {
  const searchPath = options.schema ? `${quoteIdentifier(options.schema)},public` : undefined;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      const connection = await pool.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        if (options.schema) {
          await connection.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(options.schema)}`);
        }
        await migratePostgres(drizzlePostgres(connection), {
          migrationsFolder: MIGRATIONS_FOLDER,
          ...(options.schema ? { migrationsSchema: options.schema } : {}),
        });
      } finally {
        await connection
          .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => {});
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return `"${name}"`;
}

/** Round trip to the database, for the health check. */
export async function pingDatabase(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 10) / 10;
}
