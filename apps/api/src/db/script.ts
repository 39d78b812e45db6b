// A transaction sent in as few messages as possible, for the one hot path (answer
// submission). Each message to the database costs a round trip and, on top of that, a system
// call on either side; drizzle's transactions send one message per statement plus BEGIN and
// COMMIT. Here statements are joined into one simple-protocol message ("BEGIN; a; b" and
// "c; COMMIT"), so a submission is two messages, or one when nothing need be read first
// (decision 0123), and a hot row locked by "c" is released in the same message instead of a
// round trip later. The simple protocol takes no parameters:
// values go in through `literal`, which quotes every value it is given
// (docs/decisions/0059-submission-in-two-messages.md).
// A statement sent as text is parsed and planned on every run; the long ones are prepared
// once per connection (`prepared`) and sent as `EXECUTE name(values)`, which runs the plan
// the database kept.
import type pg from 'pg';
import type { Database } from './client';

export type ScriptRow = Record<string, unknown>;

/** A statement each connection prepares once, the first time a script of it runs it. */
export type PreparedStatement = {
  name: string;
  /** The SQL types of $1, $2, ... */
  types: readonly string[];
  text: string;
};

/** A run of a prepared statement with its values, each an SQL literal of its type. */
export type Execution = { statement: PreparedStatement; values: readonly string[] };

export type Statement = string | Execution;

export type Script = {
  /** Runs the statements in order (the first call opens the transaction); rows of each. */
  run: (statements: readonly Statement[]) => Promise<ScriptRow[][]>;
  /** Runs the statements and commits in the same message; nothing may run after it. */
  commit: (statements: readonly Statement[]) => Promise<ScriptRow[][]>;
};

export function prepared(name: string, types: readonly string[], text: string): PreparedStatement {
  if (!/^[a-z_]+$/.test(name)) throw new TypeError(`Not a statement name: ${name}`);
  return { name, types, text };
}

export function execute(statement: PreparedStatement, values: readonly string[]): Execution {
  if (values.length !== statement.types.length) {
    throw new TypeError(`${statement.name} takes ${statement.types.length} values`);
  }
  return { statement, values };
}

type Connection = pg.PoolClient;
type Result = { rows: ScriptRow[] };

// What each connection has prepared: a connection keeps its prepared statements for its life,
// and a rollback does not take them away. If preparing fails, which of them exist is not
// known, so the connection prepares them again under new names (the generation).
type PreparedState = { generation: number; names: Set<string> };
const preparedOn = new WeakMap<Connection, PreparedState>();

/**
 * Prepares, in one message, what the statements run that the connection has not prepared
 * yet, and returns the statements' text: `EXECUTE name(values)` for prepared ones.
 */
async function prepareFor(
  connection: Connection,
  statements: readonly Statement[],
  query: (text: string) => Promise<unknown>,
): Promise<string[]> {
  const state = preparedOn.get(connection) ?? { generation: 0, names: new Set<string>() };
  preparedOn.set(connection, state);
  const nameOf = (statement: PreparedStatement) => `${statement.name}_${state.generation}`;
  const missing = new Map<string, PreparedStatement>();
  for (const statement of statements) {
    if (typeof statement !== 'string' && !state.names.has(statement.statement.name)) {
      missing.set(statement.statement.name, statement.statement);
    }
  }
  if (missing.size > 0) {
    const text = [...missing.values()]
      .map((statement) => {
        const types = statement.types.length > 0 ? `(${statement.types.join(', ')})` : '';
        return `PREPARE ${nameOf(statement)}${types} AS ${statement.text}`;
      })
      .join(';\n');
    try {
      await query(text);
    } catch (error) {
      state.generation += 1;
      state.names.clear();
      throw error;
    }
    for (const name of missing.keys()) state.names.add(name);
  }
  return statements.map((statement) =>
    typeof statement === 'string'
      ? statement
      : `EXECUTE ${nameOf(statement.statement)}${
          statement.values.length > 0 ? `(${statement.values.join(', ')})` : ''
        }`,
  );
}

/**
 * Runs `work` in one transaction on one connection. It commits when `work` returns (in the
 * message of its `commit` call, or in a message of its own if it made none) and rolls back
 * when `work` throws.
 */
export async function scriptTransaction<T>(
  db: Database,
  work: (script: Script) => Promise<T>,
): Promise<T> {
  const client = (db as unknown as { $client: pg.Pool }).$client;
  const connection = await client.connect();
  const transaction = { state: 'idle' as 'idle' | 'open' | 'committed' };
  const send = async (statements: readonly Statement[], commit: boolean) => {
    if (transaction.state === 'committed')
      throw new Error('This transaction has already committed.');
    const texts = await prepareFor(connection, statements, (text) => connection.query(text));
    const opening = transaction.state === 'idle' ? ['BEGIN'] : [];
    transaction.state = 'open';
    const all = [...opening, ...texts, ...(commit ? ['COMMIT'] : [])];
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
 * standard_conforming_strings); a NUL character, which no text column can hold, is refused
 * (requests holding one are answered 400 before they reach a service: plugins/request-text.ts).
 */
export function literal(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`Not a finite number: ${value}`);
    return String(value);
  }
  if (value.includes('\0')) throw new TypeError('A text value cannot hold the NUL character');
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
