// Migrations that change existing rows: a database of the version before them, holding what
// they fix, is migrated to this version, and its rows come out as the migrations promise.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { jobsSchemaFor } from '../lib/jobs';
import { migrationsUpTo, readJournal } from './backup/journal';
import { openDatabase, type DatabaseHandle } from './client';

/** The number of migrations before the one tagged `tag`. */
function migrationsBefore(tag: string): number {
  const index = readJournal().findIndex((entry) => entry.tag.endsWith(tag));
  if (index < 0) throw new Error(`No migration ${tag}`);
  return index;
}

describe('data migrations', () => {
  const url = inject('testDatabaseUrl');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const folder = mkdtempSync(join(tmpdir(), 'prepward-migrations-'));
  let database: DatabaseHandle;
  const run = <Row extends pg.QueryResultRow = { id: string; name: string }>(
    text: string,
    values: unknown[] = [],
  ) => database.pool.query<Row>(text, values);

  beforeAll(async () => {
    database = openDatabase({ url, schema, maxConnections: 2 });
    await run(`CREATE SCHEMA "${schema}"`);
    // The database as the version before these migrations left it.
    await migrate(drizzle(database.pool), {
      migrationsFolder: await migrationsUpTo(
        migrationsBefore('_rename_duplicate_course_and_subject_names'),
        folder,
      ),
      migrationsSchema: schema,
    });
  });

  afterAll(async () => {
    await database.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.query(`DROP SCHEMA IF EXISTS "${jobsSchemaFor(schema)}" CASCADE`);
    await client.end();
    rmSync(folder, { recursive: true, force: true });
  });

  it('renames courses and subjects whose names differ only in case, then makes names unique', async () => {
    const exam = await run(
      `INSERT INTO exams (name, subscription_amount, mock_questions, mock_test_time)
       VALUES ('Older', 5, 10, 20) RETURNING id`,
    );
    const examId = exam.rows[0]!.id;
    const course = (name: string, minutesAgo: number, retired = false) =>
      run(
        `INSERT INTO courses (exam_id, name, created_at, retired_at)
         VALUES ($1, $2, now() - make_interval(mins => $3), $4) RETURNING id`,
        [examId, name, minutesAgo, retired ? new Date() : null],
      ).then((result) => result.rows[0]!.id);
    const pharmacology = await course('Pharmacology', 50);
    const lower = await course('pharmacology', 40);
    const upper = await course('PHARMACOLOGY', 30);
    // The first free suffix is taken: 'pharmacology (2)' exists already.
    await course('pharmacology (2)', 20);
    // A deleted course keeps its name and counts for nothing.
    const retired = await course('Pharmacology', 60, true);
    for (const [name, minutesAgo] of [
      ['Analgesics', 5],
      ['analgesics', 4],
    ] as const) {
      await run(
        `INSERT INTO subjects (course_id, exam_id, name, created_at)
         VALUES ($1, $2, $3, now() - make_interval(mins => $4))`,
        [pharmacology, examId, name, minutesAgo],
      );
    }

    await database.migrate();

    const names = await run('SELECT id, name FROM courses');
    const nameOf = new Map(names.rows.map((row) => [row.id, row.name]));
    expect(nameOf.get(pharmacology)).toBe('Pharmacology');
    expect(nameOf.get(retired)).toBe('Pharmacology');
    expect(nameOf.get(lower)).toBe('pharmacology (3)');
    expect(nameOf.get(upper)).toBe('PHARMACOLOGY (4)');
    const subjects = await run('SELECT name FROM subjects ORDER BY created_at');
    expect(subjects.rows.map((row) => row.name)).toEqual(['Analgesics', 'analgesics (2)']);
    await expect(
      run(`INSERT INTO courses (exam_id, name) VALUES ($1, 'PharmacoLOGY')`, [examId]),
    ).rejects.toThrow(/courses_exam_name_unique/);
  });
});
