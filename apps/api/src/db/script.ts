// A transaction sent in as few messages as possible, for the one hot path (answer
// submission). Each message to the database costs a round trip and, on top of that, a system
// call on either side; drizzle's transactions send one message per statement plus BEGIN and
// COMMIT. Here statements are joined into one simple-protocol message ("BEGIN; a; b" and
// "c; COMMIT"), so a submission is two messages, and a hot row locked by "c" is released in
// the same message instead of a round trip later. The simple protocol takes no parameters:
// values go in through `literal`, which quotes every value it is given (docs/decisions.md).
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { badRequest } from '../lib/http-error';
import type { Database } from './client';

export type ScriptRow = Record<string, unknown>;

export type Script = {
  /** Runs the statements in order (the first call opens the transaction); rows of each. */
  run: (statements: readonly string[]) => Promise<ScriptRow[][]>;
  /** Runs the statements and commits in the same message; nothing may run after it. */
  commit: (statements: readonly string[]) => Promise<ScriptRow[][]>;
};

type Client = pg.Pool | PGlite;
type Result = { rows: ScriptRow[] };

const isPglite = (client: Client): client is PGlite => 'exec' in client;

/**
 * Runs `work` in one transaction on one connection. It commits when `work` returns (in the
 * message of its `commit` call, or in a message of its own if it made none) and rolls back
 * when `work` throws.
 */
export async function scriptTransaction<T>(
  db: Database,
  work: (script: Script) => Promise<T>,
): Promise<T> {
  const client = (db as unknown as { $client: Client }).$client;
  if (isPglite(client)) {
    // One connection in-process: its transaction holds the database for itself; BEGIN and
    // COMMIT cost no round trip.
    return client.transaction(async (tx) => {
      const exec = async (statements: readonly string[]) =>
        statements.length === 0 ? [] : (await tx.exec(statements.join(';\n'))).map(rowsOf);
      return work({ run: exec, commit: exec });
    });
  }

  const connection = await client.connect();
  const transaction = { state: 'idle' as 'idle' | 'open' | 'committed' };
  const send = async (statements: readonly string[], commit: boolean) => {
    if (transaction.state === 'committed')
      throw new Error('This transaction has already committed.');
    const opening = transaction.state === 'idle' ? ['BEGIN'] : [];
    transaction.state = 'open';
    const all = [...opening, ...statements, ...(commit ? ['COMMIT'] : [])];
    const reply = (await connection.query(all.join(';\n'))) as unknown as Result | Result[];
    if (commit) transaction.state = 'committed';
    const results = (Array.isArray(reply) ? reply : [reply]).map(rowsOf);
    return results.slice(opening.length, opening.length + statements.length);
  };
  let broken = false;
  try {
    const result = await work({
      run: (statements) => send(statements, false),
      commit: (statements) => send(statements, true),
    });
    if (transaction.state === 'open') await send([], true);
    return result;
  } catch (error) {
    if (transaction.state === 'open') {
      // A connection that cannot roll back is not handed to anyone else.
      await connection.query('ROLLBACK').catch(() => {
        broken = true;
      });
    }
    throw error;
  } finally {
    connection.release(broken);
  }
}

const rowsOf = (result: Result) => result.rows;

/**
 * A value as an SQL literal. Strings are quoted (quotes doubled; with a backslash, in the E''
 * form with backslashes doubled, so the meaning does not depend on
 * standard_conforming_strings); a NUL character, which no text column can hold, is refused.
 */
export function literal(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`Not a finite number: ${value}`);
    return String(value);
  }
  if (value.includes('\0')) throw badRequest('Text cannot contain the NUL character.');
  const quoted = `'${value.replaceAll("'", "''")}'`;
  return value.includes('\\') ? ` E${quoted.replaceAll('\\', '\\\\')}` : quoted;
}

/** A uuid literal; anything that is not a uuid is refused. */
export function uuidLiteral(id: string): string {
  if (!UUID.test(id)) throw new TypeError(`Not a uuid: ${id}`);
  return `'${id}'::uuid`;
}

/** A uuid[] literal; every element must be a uuid. */
export function uuidArray(ids: readonly string[]): string {
  for (const id of ids) {
    if (!UUID.test(id)) throw new TypeError(`Not a uuid: ${id}`);
  }
  return ids.length === 0
    ? `'{}'::uuid[]`
    : `array[${ids.map((id) => `'${id}'`).join(', ')}]::uuid[]`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
