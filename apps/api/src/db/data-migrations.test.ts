// Migrations that change existing rows: a database of the version before them, holding what
// they fix, is migrated to this version, and its rows come out as the migrations promise.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';

/** The first of the data migrations tested here: the database is made as it was before it. */
const FIRST_TESTED = '_rename_duplicate_course_and_subject_names';

/** Professions as students typed them before the list, in email order. */
const TYPED_PROFESSIONS = [
  'Nurse',
  ' doctors ',
  'PHARMACIST',
  'health  care assistant',
  'Nurses',
  'Astronaut',
  '',
];

describe('data migrations', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const run = <Row extends pg.QueryResultRow = { id: string; name: string }>(
    text: string,
    values: unknown[] = [],
  ) => database.pool.query<Row>(text, values);
  const ids = { examId: '', pharmacology: '', lower: '', upper: '', retired: '' };

  const insertCourse = (name: string, minutesAgo: number, retired = false) =>
    run(
      `INSERT INTO courses (exam_id, name, created_at, retired_at)
       VALUES ($1, $2, now() - make_interval(mins => $3), $4) RETURNING id`,
      [ids.examId, name, minutesAgo, retired ? new Date() : null],
    ).then((result) => result.rows[0]!.id);

  beforeAll(async () => {
    database = await openTestDatabase({ maxConnections: 2, before: FIRST_TESTED });

    // What the older version allowed: courses and subjects whose names differ only in case.
    const exam = await run(
      `INSERT INTO exams (name, subscription_amount, mock_questions, mock_test_time)
       VALUES ('Older', 5, 10, 20) RETURNING id`,
    );
    ids.examId = exam.rows[0]!.id;
    ids.pharmacology = await insertCourse('Pharmacology', 50);
    ids.lower = await insertCourse('pharmacology', 40);
    ids.upper = await insertCourse('PHARMACOLOGY', 30);
    // The first free suffix is taken: 'pharmacology (2)' exists already.
    await insertCourse('pharmacology (2)', 20);
    // A deleted course keeps its name and counts for nothing.
    ids.retired = await insertCourse('Pharmacology', 60, true);
    for (const [name, minutesAgo] of [
      ['Analgesics', 5],
      ['analgesics', 4],
    ] as const) {
      await run(
        `INSERT INTO subjects (course_id, exam_id, name, created_at)
         VALUES ($1, $2, $3, now() - make_interval(mins => $4))`,
        [ids.pharmacology, ids.examId, name, minutesAgo],
      );
    }
    // And professions typed freely at sign-up.
    for (const [index, profession] of TYPED_PROFESSIONS.entries()) {
      await run(
        `INSERT INTO users (first_name, last_name, email, profession)
         VALUES ('A', 'B', $1, $2)`,
        [`profession-${index}@example.com`, profession],
      );
    }

    await database.migrate();
  });

  afterAll(() => database.dispose());

  it('renames courses and subjects whose names differ only in case, then makes names unique', async () => {
    const names = await run('SELECT id, name FROM courses');
    const nameOf = new Map(names.rows.map((row) => [row.id, row.name]));
    expect(nameOf.get(ids.pharmacology)).toBe('Pharmacology');
    expect(nameOf.get(ids.retired)).toBe('Pharmacology');
    expect(nameOf.get(ids.lower)).toBe('pharmacology (3)');
    expect(nameOf.get(ids.upper)).toBe('PHARMACOLOGY (4)');
    const subjects = await run('SELECT name FROM subjects ORDER BY created_at');
    expect(subjects.rows.map((row) => row.name)).toEqual(['Analgesics', 'analgesics (2)']);
    await expect(insertCourse('PharmacoLOGY', 0)).rejects.toThrow(/courses_exam_name_unique/);
  });

  it('maps professions that name one of the list to it, and leaves others as typed', async () => {
    const { rows } = await run<{ profession: string }>(
      `SELECT profession FROM users WHERE email LIKE 'profession-%' ORDER BY email`,
    );
    expect(rows.map((row) => row.profession)).toEqual([
      'Nurses',
      'Doctor',
      'Pharmacist',
      'Healthcare Assistant',
      'Nurses',
      'Astronaut',
      '',
    ]);
  });
});
