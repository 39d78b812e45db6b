import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUESTION_TYPES, type QuestionType } from '@prepward/shared/constants';
import { hasParts } from '@prepward/shared/item-types';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FOLDER } from '../../lib/paths';
import { openTestDatabase } from '../../test/test-app';
import { caseStudies, exams, questionOptions, questions } from '../schema';
import { readDemoCatalogue, seedDemoCatalogue } from './seed-demo';

const partition = <T>(list: T[], test: (item: T) => boolean): [T[], T[]] => [
  list.filter(test),
  list.filter((item) => !test(item)),
];

describe('demo catalogue seed', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('creates at least three exams with 40+ questions of the first three types, and one of Next Generation items', async () => {
    const demoCatalogue = await readDemoCatalogue();
    const result = await seedDemoCatalogue(database.db);
    expect(result.examsCreated).toBe(demoCatalogue.length);
    expect(result.examsCreated).toBeGreaterThanOrEqual(3);

    const perExam = await database.db
      .select({
        name: exams.name,
        total: count(questions.id),
        types: sql<string[]>`array_agg(distinct ${questions.type})`,
      })
      .from(exams)
      .innerJoin(questions, eq(questions.examId, exams.id))
      .groupBy(exams.name);
    expect(perExam).toHaveLength(demoCatalogue.length);
    const [items, classic] = partition(perExam, (exam) =>
      exam.types.some((type) => hasParts(type as QuestionType)),
    );
    expect(items.map((exam) => [...exam.types].sort())).toEqual([
      QUESTION_TYPES.filter(hasParts).sort(),
    ]);
    expect(classic.length).toBeGreaterThanOrEqual(3);
    for (const exam of classic) {
      expect(exam.total, exam.name).toBeGreaterThanOrEqual(40);
      expect([...exam.types].sort(), exam.name).toEqual([
        'fill_in_the_blanks',
        'multiple_choice',
        'single_choice',
      ]);
    }
  });

  it('gives every choice question four options and at least one correct one', async () => {
    const rows = await database.db
      .select({
        type: questions.type,
        options: count(questionOptions.id),
        correct: sql<number>`count(*) filter (where ${questionOptions.isCorrect})::int`,
      })
      .from(questions)
      .innerJoin(questionOptions, eq(questionOptions.questionId, questions.id))
      .where(inArray(questions.type, ['single_choice', 'multiple_choice']))
      .groupBy(questions.id, questions.type);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.options).toBe(4);
      if (row.type === 'single_choice') expect(row.correct).toBe(1);
      else expect(row.correct).toBeGreaterThanOrEqual(2);
    }
  });

  it('adds the clinical judgement exam an unfolding case study of six steps, and a mock that holds every item', async () => {
    const [exam] = await database.db
      .select()
      .from(exams)
      .where(eq(exams.name, 'Nursing Clinical Judgement Practice (Next Generation NCLEX-style)'));
    const items = await database.db.select().from(questions).where(eq(questions.examId, exam!.id));
    expect(items).toHaveLength(20);
    expect(exam!.mockQuestions).toBe(items.length);

    const cases = await database.db
      .select()
      .from(caseStudies)
      .where(eq(caseStudies.examId, exam!.id));
    expect(cases).toHaveLength(1);
    expect(cases[0]!.scenarioHtml).toContain('hemiarthroplasty');
    const steps = items
      .filter((item) => item.caseStudyId === cases[0]!.id)
      .sort((a, b) => a.caseStep! - b.caseStep!);
    expect(steps.map((step) => step.caseStep)).toEqual([1, 2, 3, 4, 5, 6]);
    // One type per step, each step with the chart as it stands then.
    expect(new Set(steps.map((step) => step.type)).size).toBe(6);
    for (const step of steps) expect(step.layout.exhibits?.length, step.type).toBeGreaterThan(0);
    const exhibits = steps.map((step) => JSON.stringify(step.layout.exhibits));
    expect(new Set(exhibits).size).toBe(6);
  });

  it('gives every demo exam a pass mark, so its students see a readiness estimate', async () => {
    const rows = await database.db
      .select({ name: exams.name, passMark: exams.passMark })
      .from(exams);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.passMark, row.name).toBeGreaterThanOrEqual(50);
      expect(row.passMark, row.name).toBeLessThanOrEqual(80);
    }
  });

  it('adds nothing on a second run', async () => {
    const before = await database.db.select({ total: count() }).from(questions);
    expect(await seedDemoCatalogue(database.db)).toEqual({ examsCreated: 0, questionsCreated: 0 });
    const after = await database.db.select({ total: count() }).from(questions);
    expect(after).toEqual(before);
  });

  it('stops at a demo file with a problem, naming the file and the line, and adds nothing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'prepward-demo-'));
    try {
      const [first] = JSON.parse(
        readFileSync(join(DEMO_CATALOGUE_FOLDER, 'exams.json'), 'utf8'),
      ) as { name: string; file: string }[];
      const name = `Broken demo exam ${folder}`;
      writeFileSync(join(folder, 'exams.json'), JSON.stringify([{ ...first, name }]));
      copyFileSync(join(DEMO_CATALOGUE_FOLDER, first!.file), join(folder, first!.file));
      const lines = readFileSync(join(folder, first!.file), 'utf8').split('\r\n');
      lines[2] = lines[2]!.replace(',single_choice,', ',single choice or two,');
      writeFileSync(join(folder, first!.file), lines.join('\r\n'));

      const seeding = seedDemoCatalogue(database.db, folder);
      await expect(seeding).rejects.toThrow(
        `${join(folder, first!.file)}, line 3, type: Type "single choice or two" is not one of`,
      );
      const created = await database.db.select().from(exams).where(eq(exams.name, name));
      expect(created).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
