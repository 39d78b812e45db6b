// The PostgreSQL database the administration benchmarks use: BENCH_DATABASE_URL (default a
// local server), in a schema of their own so nothing else is touched.
import { openDatabase } from '../apps/api/src/db/client';

export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_SCHEMA = process.env.BENCH_SCHEMA ?? 'bench_admin';

export function openBenchDatabase(maxConnections = 10) {
  return openDatabase({
    url: BENCH_DATABASE_URL,
    schema: BENCH_SCHEMA,
    maxConnections,
  });
}
