// Literals for the simple-protocol hot path: every value comes back from the database as it
// went in, whatever quotes and backslashes it holds.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { execute, literal, prepared, scriptTransaction, uuidArray, uuidLiteral } from './script';

describe('script literals', () => {
  it('quote strings so the database reads back exactly what was given', async () => {
    const context = await createTestApp();
    try {
      const values = [
        "it's",
        String.raw`back\slash \' \\`,
        String.raw`'); drop table users; --`,
        '$1 $$ e\'\' "x"',
        'é 🩺 \n\t',
        '',
      ];
      const rows = await scriptTransaction(context.db, (script) =>
        script.commit(values.map((value) => `select ${literal(value)} as value`)),
      );
      expect(rows.map((result) => result[0]!.value)).toEqual(values);
    } finally {
      await context.close();
    }
  });

  it('write numbers, booleans and null plainly and refuse what cannot be a literal', () => {
    expect(literal(null)).toBe('null');
    expect(literal(true)).toBe('true');
    expect(literal(-12)).toBe('-12');
    expect(() => literal(Number.NaN)).toThrow();
    expect(() => literal('a\0b')).toThrow('NUL');
    expect(() => uuidLiteral("x' or '1'='1")).toThrow();
    expect(() => uuidArray(['00000000-0000-4000-8000-000000000000', 'nope'])).toThrow();
    expect(uuidArray([])).toBe(`'{}'::uuid[]`);
  });

  it('roll back everything when the work throws', async () => {
    const context = await createTestApp();
    try {
      await expect(
        scriptTransaction(context.db, async (script) => {
          await script.run([
            'create table script_probe (n int)',
            'insert into script_probe values (1)',
          ]);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      const [rows] = await scriptTransaction(context.db, (script) =>
        script.run([`select to_regclass('script_probe') is null as gone`]),
      );
      expect(rows![0]!.gone).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('prepare a statement once per connection and run it by name, also after a rollback or a failed prepare', async () => {
    const context = await createTestApp();
    const double = prepared('script_double', ['integer'], 'select $1 * 2 as value');
    const broken = prepared('script_broken', [], 'select from no_such_table');
    const doubled = async (n: number) => {
      const [rows] = await scriptTransaction(context.db, (script) =>
        script.commit([execute(double, [literal(n)])]),
      );
      return rows![0]!.value;
    };
    try {
      expect(await Promise.all([1, 2, 3].map(doubled))).toEqual([2, 4, 6]);
      await expect(
        scriptTransaction(context.db, async (script) => {
          await script.run([execute(double, [literal(4)])]);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await doubled(5)).toBe(10);
      await expect(
        scriptTransaction(context.db, (script) => script.run([execute(broken, [])])),
      ).rejects.toThrow('no_such_table');
      expect(await Promise.all([6, 7].map(doubled))).toEqual([12, 14]);
      expect(() => execute(double, [])).toThrow('takes 1 values');
    } finally {
      await context.close();
    }
  });
});
