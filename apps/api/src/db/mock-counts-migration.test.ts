// The migration to counting a mock's answers after it ends (decision 0126): a database of the
// version before, whose counters hold every answer held, comes out with the ended mocks marked
// counted, the answers of the mocks not ended taken off the counters, and nothing else moved.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedExam, type SeededQuestion } from '../test/attempt-fixtures';
import { openTestDatabase } from '../test/test-app';

describe("migrating to a mock's answers counted when it ends", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let single: SeededQuestion;
  let multiple: SeededQuestion;
  const run = <Row extends pg.QueryResultRow = { id: string }>(
    text: string,
    values: unknown[] = [],
  ) => database.pool.query<Row>(text, values);

  beforeAll(async () => {
    database = await openTestDatabase({
      maxConnections: 2,
      before: '_mock_answers_count_when_it_ends',
    });

    const exam = await seedExam(database.db);
    single = exam.questions.find((question) => question.type === 'single_choice')!;
    multiple = exam.questions.find((question) => question.type === 'multiple_choice')!;
    const users = await run(
      `INSERT INTO users (first_name, last_name, email)
       VALUES ('A', 'B', 'one@example.com'), ('C', 'D', 'two@example.com') RETURNING id`,
    );
    const [one, two] = users.rows.map((row) => row.id);
    const at = new Date().toISOString();
    const answered = async (
      userId: string,
      type: 'practice' | 'mock',
      status: 'running' | 'ended',
      answers: { question: SeededQuestion; picks: number[] }[],
    ) => {
      // Written in SQL: the tests table of the version before has no counted_at.
      const test = await run(
        `INSERT INTO tests (user_id, exam_id, type, status, question_ids, answered_count,
           max_points, ended_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING id`,
        [
          userId,
          exam.id,
          type,
          status,
          answers.map(({ question }) => question.id),
          answers.length,
          status === 'ended' ? at : null,
        ],
      );
      for (const { question, picks } of answers) {
        await run(
          `INSERT INTO test_answers (test_id, question_id, selected_option_ids, is_correct,
             points, max_points, time_spent_seconds, answered_at)
           VALUES ($1, $2, $3, false, 0, 1, 10, $4)`,
          [test.rows[0]!.id, question.id, picks.map((index) => question.options[index]!.id), at],
        );
      }
    };
    // The older version counted every answer as it was held.
    await answered(one!, 'mock', 'running', [
      { question: single, picks: [0] },
      { question: multiple, picks: [0, 1] },
    ]);
    await answered(two!, 'mock', 'ended', [{ question: single, picks: [1] }]);
    await answered(one!, 'practice', 'running', [{ question: single, picks: [0] }]);
    await run(
      `UPDATE questions SET answer_count = 3, time_spent_seconds_total = 30 WHERE id = $1`,
      [single.id],
    );
    await run(
      `UPDATE questions SET answer_count = 1, time_spent_seconds_total = 10 WHERE id = $1`,
      [multiple.id],
    );
    for (const [option, picks] of [
      [single.options[0]!, 2],
      [single.options[1]!, 1],
      [multiple.options[0]!, 1],
      [multiple.options[1]!, 1],
    ] as const) {
      await run(`UPDATE question_options SET pick_count = $2 WHERE id = $1`, [option.id, picks]);
    }

    await database.migrate();
  });

  afterAll(() => database.dispose());

  it('marks the ended mocks counted, and only them', async () => {
    const { rows } = await run<{ id: string; type: string; status: string; counted: boolean }>(
      `SELECT id, type, status, counted_at IS NOT NULL AS counted FROM tests ORDER BY type, status`,
    );
    expect(rows.map(({ type, status, counted }) => ({ type, status, counted }))).toEqual([
      { type: 'mock', status: 'ended', counted: true },
      { type: 'mock', status: 'running', counted: false },
      { type: 'practice', status: 'running', counted: false },
    ]);
  });

  it("takes the running mock's answers off the counters and leaves the rest", async () => {
    const counts = await run<{ id: string; answer_count: number; seconds: number }>(
      `SELECT id, answer_count, time_spent_seconds_total::int AS seconds FROM questions
       WHERE id = ANY($1) ORDER BY id`,
      [[single.id, multiple.id]],
    );
    expect(Object.fromEntries(counts.rows.map((row) => [row.id, row]))).toEqual({
      [single.id]: { id: single.id, answer_count: 2, seconds: 20 },
      [multiple.id]: { id: multiple.id, answer_count: 0, seconds: 0 },
    });
    const picks = await run<{ id: string; pick_count: number }>(
      `SELECT id, pick_count FROM question_options WHERE id = ANY($1)`,
      [[...single.options, ...multiple.options].map((option) => option.id)],
    );
    const pickOf = new Map(picks.rows.map((row) => [row.id, row.pick_count]));
    expect(single.options.map((option) => pickOf.get(option.id))).toEqual([
      1,
      1,
      ...single.options.slice(2).map(() => 0),
    ]);
    expect(multiple.options.map((option) => pickOf.get(option.id))).toEqual(
      multiple.options.map(() => 0),
    );
  });
});
