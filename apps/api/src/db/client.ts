import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../lib/paths';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or an open transaction: services accept either. */
export type DatabaseOrTransaction =
  Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export type DatabaseHandle = {
  db: Database;
  /** The server's own PostgreSQL under DATA_DIR, or one named by DATABASE_URL. */
  kind: 'embedded' | 'external';
  /** The connection pool: for libraries that take one (the job queue) and for fault handling. */
  pool: pg.Pool;
  /** The schema the app's tables live in ("public" unless a test gave it its own). */
  schema: string;
  /** Runs the forward-only migrations; safe when several instances start together. */
  migrate: () => Promise<void>;
  /**
   * Runs start-up work (first administrator, demo catalogue) while holding a lock every
   * instance agrees on, so instances starting together do it once, one after the other.
   */
  withStartupLock: <T>(work: () => Promise<T>) => Promise<T>;
  /** A connection outside the pool, for the change feed's LISTEN (lib/change-feed.ts). */
  newClient: () => pg.Client;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  url: string;
  kind?: DatabaseHandle['kind'];
  /** A schema of its own (each API test file gets one). */
  schema?: string;
  maxConnections?: number;
  /** Told about connection failures the pool recovers from by itself (a database restart). */
  onConnectionError?: (error: Error) => void;
};

// Any constants work: instances of this app agree on them, so only one migrates (or seeds)
// at a time.
const MIGRATION_LOCK_KEY = 7_263_614_201;
const STARTUP_LOCK_KEY = 7_263_614_202;

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const searchPath = options.schema ? `${quoteIdentifier(options.schema)},public` : undefined;
  const connection = {
    connectionString: options.url,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  };
  const pool = new pg.Pool({
    ...connection,
    max: options.maxConnections ?? 10,
    // While the database is away a request waits at most this long for a connection, then
    // answers 503, instead of hanging until the client gives up.
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection that the database ends (a restart, a failover) is reported here. Without
  // a listener Node treats it as an unhandled error and the whole server exits; the pool has
  // already dropped the connection and opens a new one for the next request.
  pool.on('error', (error) => options.onConnectionError?.(error));
  const db = drizzle(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: options.kind ?? 'external',
    pool,
    schema: options.schema ?? 'public',
    migrate: async () => {
      const connection = await pool.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        if (options.schema) {
          await connection.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(options.schema)}`);
        }
        await migratePostgres(drizzle(connection), {
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
    withStartupLock: async (work) => {
      const connection = await pool.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        connection.release();
      }
    },
    newClient: () => new pg.Client({ ...connection, connectionTimeoutMillis: 5_000 }),
    close: () => pool.end(),
  };
}

/** The rows of a raw `db.execute(sql...)` result, typed as the statement selects them. */
export const rowsOf = <Row = Record<string, unknown>>(result: unknown): Row[] =>
  (result as { rows: Row[] }).rows;

export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return `"${name}"`;
}

/** Round trip to the database, for the health check. */
export async function pingDatabase(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 10) / 10;
}
