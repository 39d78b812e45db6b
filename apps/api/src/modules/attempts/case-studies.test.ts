// Case studies in tests (decision 0104): a test draws a case whole, its live questions in step
// order next to each other, or not at all; whichever of its questions matched the student's
// choice. Each question of a case carries its scenario and its step of the case in the test;
// the results count each case as a unit. An exam without cases draws as before.
import type { TTestCase } from '@prepward/shared/schemas/case-studies';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStudies, questions } from '../../db/schema';
import type { SeedQuestion } from '../../db/seed/seed-exam';
import {
  apiFor,
  createStudent,
  dataOf,
  grantAccess,
  rightAnswer,
  seedExam,
  testCatalogue,
  wrongAnswer,
  type SeededExam,
} from '../../test/attempt-fixtures';
import { signedInAdmin, type Envelope } from '../../test/content-fixtures';
import { ITEMS } from '../../test/item-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { pickQuestionIds } from './picking';

type TestQuestion = { id: string; number: number; question: string; case: TTestCase | null };
type Detail = { test: { questionCount: number }; questions: TestQuestion[] };
type Score = {
  total: number;
  correct: number;
  incorrect: number;
  unanswered: number;
  points: number;
  maxPoints: number;
  percentage: number;
};
type Analytics = {
  score: Score;
  cases: (Score & { caseStudyId: string; title: string })[];
  review: { id: string; points: number; case: TTestCase | null }[];
};

const single = (text: string): SeedQuestion => ({
  type: 'single_choice',
  question: `<p>${text}</p>`,
  explanation: `<p>Why: ${text}</p>`,
  options: [
    { value: `${text}: right`, correct: true },
    { value: `${text}: wrong b`, correct: false },
    { value: `${text}: wrong c`, correct: false },
  ],
});
const multiple = (text: string): SeedQuestion => ({
  type: 'multiple_choice',
  question: `<p>${text}</p>`,
  explanation: `<p>Why: ${text}</p>`,
  options: [
    { value: `${text}: right a`, correct: true },
    { value: `${text}: wrong b`, correct: false },
    { value: `${text}: right c`, correct: true },
  ],
});

/**
 * 14 questions: a case of 6 (steps 1, 2, 4 and 6 in A1, step 3 alone in B1, step 5 a select all
 * that apply added by an author in A1) and 8 standalone questions (4 in A1, 4 in A2).
 */
const caseCatalogue = () => ({
  ...testCatalogue(),
  mockQuestions: 10,
  courses: [
    {
      name: 'Alpha',
      subjects: [
        {
          name: 'A1',
          questions: [
            single('Step 1: recognise cues'),
            single('Step 2: analyse cues'),
            single('Step 4: generate solutions'),
            multiple('Step 6: evaluate outcomes'),
            ...[1, 2, 3, 4].map((n) => single(`Alone ${n}`)),
          ],
        },
        { name: 'A2', questions: [5, 6, 7, 8].map((n) => multiple(`Alone ${n}`)) },
      ],
    },
    { name: 'Beta', subjects: [{ name: 'B1', questions: [single('Step 3: prioritise')] }] },
  ],
});

const TITLE = 'Mr. Diaz: heart failure';
const SCENARIO = '<p>A 68-year-old man comes to the emergency department short of breath.</p>';

describe('case studies in tests', () => {
  let context: TestContext;
  let exam: SeededExam;
  let caseStudyId: string;
  /** The case's questions in step order. */
  let steps: string[];
  let standalone: string[];
  /** Step 5: a select all that apply, 3 right of 6, +/- scoring (3 points at most). */
  let selectAll: { id: string; options: { id: string; value: string }[] };

  beforeAll(async () => {
    context = await createTestApp();
    exam = await seedExam(context.db, caseCatalogue());
    const admin = await signedInAdmin(context, ['admin']);
    const made = await admin.post(
      `/admin/exam/subject/${exam.subjects.A1}/question`,
      ITEMS.extended_multiple_response(),
    );
    expect(made.statusCode, made.body).toBe(201);
    selectAll = made.json<Envelope<{ question: typeof selectAll }>>().data.question;

    const [caseStudy] = await context.db
      .insert(caseStudies)
      .values({ examId: exam.id, title: TITLE, scenarioHtml: SCENARIO })
      .returning();
    caseStudyId = caseStudy!.id;
    const rows = await context.db
      .select({ id: questions.id, html: questions.questionHtml })
      .from(questions)
      .where(eq(questions.examId, exam.id));
    const idOf = (prefix: string) => rows.find((row) => row.html.startsWith(`<p>${prefix}`))!.id;
    steps = [idOf('Step 1'), idOf('Step 2'), idOf('Step 3'), idOf('Step 4'), selectAll.id];
    steps.push(idOf('Step 6'));
    for (const [index, id] of steps.entries()) {
      await context.db
        .update(questions)
        .set({ caseStudyId, caseStep: index + 1 })
        .where(eq(questions.id, id));
    }
    standalone = rows.map((row) => row.id).filter((id) => !steps.includes(id));
    expect(standalone).toHaveLength(8);
  });
  afterAll(() => context.close());

  async function student() {
    const { id, token } = await createStudent(context);
    await grantAccess(context.db, id, exam.id);
    return apiFor(context, token);
  }

  async function start(api: ReturnType<typeof apiFor>, body: object) {
    const { testId } = dataOf<{ testId: string }>(await api.start(exam.id, body));
    const detail = dataOf<Detail>(await api.test(exam.id, testId));
    return { testId, detail, ids: detail.questions.map((question) => question.id) };
  }

  const practice = (api: ReturnType<typeof apiFor>, body: object = {}) =>
    start(api, { type: 'practice', timed: false, ...body });

  const countOf = async (api: ReturnType<typeof apiFor>, query: string) =>
    dataOf<{ count: number }>(await api.get(`/user/test/${exam.id}/count?${query}`)).count;

  /** The case's questions in the test: all of them in step order next to each other, or none. */
  function expectCaseWholeOrAbsent(ids: string[], live = steps): boolean {
    expect(new Set(ids).size).toBe(ids.length);
    const first = ids.indexOf(live[0]!);
    if (first === -1) {
      expect(ids.filter((id) => live.includes(id))).toEqual([]);
      return false;
    }
    expect(ids.slice(first, first + live.length)).toEqual(live);
    return true;
  }

  it('draws the case whole and in step order, or not at all, at every size', async () => {
    const api = await student();
    for (const size of [1, 3, 5, 6, 7, 8, 9, 10, 12, 14]) {
      for (let draw = 0; draw < 3; draw += 1) {
        const { ids, detail } = await practice(api, { questions: size });
        expect(ids).toHaveLength(size);
        expect(detail.test.questionCount).toBe(size);
        const held = expectCaseWholeOrAbsent(ids);
        // Smaller than the case: passed over. From 9 on the 8 others cannot fill the test.
        if (size < 6) expect(held).toBe(false);
        if (size >= 9) expect(held).toBe(true);
      }
    }
  });

  it('fills a test of 10 with the case and 4 others, wherever the case falls', async () => {
    const api = await student();
    for (let draw = 0; draw < 4; draw += 1) {
      const { ids } = await practice(api, { questions: 10 });
      expect(expectCaseWholeOrAbsent(ids)).toBe(true);
      expect(ids.filter((id) => standalone.includes(id))).toHaveLength(4);
    }
    // Many draws straight from the picking, every size: the case in every test of 9 or more.
    const filter = {
      userId: '00000000-0000-4000-8000-000000000000',
      examId: exam.id,
      subjectIds: null,
      mode: 'all' as const,
    };
    const tallies = new Map<number, number>();
    for (let draw = 0; draw < 60; draw += 1) {
      for (const size of [7, 10]) {
        const ids = await pickQuestionIds(context.db, filter, size);
        expect(ids).toHaveLength(size);
        if (expectCaseWholeOrAbsent(ids)) tallies.set(size, (tallies.get(size) ?? 0) + 1);
      }
    }
    expect(tallies.get(10)).toBe(60);
    // A test of 7 holds the case when it comes before the second other question: sometimes.
    expect(tallies.get(7)).toBeGreaterThan(0);
    expect(tallies.get(7)).toBeLessThan(60);
  });

  it('brings the whole case when only step 3 is of the chosen subject', async () => {
    const api = await student();
    expect(await countOf(api, `subjectIds=${exam.subjects.B1}`)).toBe(6);
    expect(await countOf(api, `subjectIds=${exam.subjects.A2}`)).toBe(4);
    expect(await countOf(api, `subjectIds=${exam.subjects.A1}`)).toBe(10);
    expect(await countOf(api, 'questionMode=all')).toBe(14);
    const { ids } = await practice(api, { subjectIds: [exam.subjects.B1], questions: 20 });
    expect(ids).toEqual(steps);
    const alone = await practice(api, { subjectIds: [exam.subjects.A2], questions: 20 });
    expect(alone.ids.every((id) => standalone.includes(id))).toBe(true);
  });

  it('brings the whole case in incorrect mode when only step 2 was answered wrong', async () => {
    const api = await student();
    const first = await practice(api, { subjectIds: [exam.subjects.B1] });
    const seeded = (id: string) => exam.questions.find((question) => question.id === id)!;
    const saved = await api.submit(exam.id, first.testId, [
      rightAnswer(seeded(steps[0]!)),
      wrongAnswer(seeded(steps[1]!)),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await countOf(api, 'questionMode=incorrect')).toBe(6);
    expect(await countOf(api, 'questionMode=used')).toBe(6);
    // Steps 3 to 6 are unused, so the case is too: with all of its steps.
    expect(await countOf(api, 'questionMode=unused')).toBe(14);
    const { ids } = await practice(api, { questionMode: 'incorrect', questions: 10 });
    expect(ids).toEqual(steps);

    expect(await countOf(api, 'questionMode=tagged')).toBe(0);
    await api.post(`/user/exam/${exam.id}/${steps[3]}/tag`);
    expect(await countOf(api, 'questionMode=tagged')).toBe(6);
    expect((await practice(api, { questionMode: 'tagged' })).ids).toEqual(steps);
  });

  it('draws a mock and a free trial the same way', async () => {
    for (let draw = 0; draw < 3; draw += 1) {
      const { ids } = await start(await student(), { type: 'mock' });
      expect(ids).toHaveLength(10);
      expect(expectCaseWholeOrAbsent(ids)).toBe(true);
    }
    const { token } = await createStudent(context);
    const trial = await start(apiFor(context, token), { type: 'free-trial' });
    expect(trial.ids).toHaveLength(14);
    expect(expectCaseWholeOrAbsent(trial.ids)).toBe(true);
  });

  it('leaves out a retired or draft step and keeps the others in order', async () => {
    const api = await student();
    await context.db.update(questions).set({ status: 'draft' }).where(eq(questions.id, steps[1]!));
    await context.db
      .update(questions)
      .set({ retiredAt: new Date() })
      .where(eq(questions.id, steps[3]!));
    try {
      const live = [steps[0]!, steps[2]!, steps[4]!, steps[5]!];
      expect(await countOf(api, `subjectIds=${exam.subjects.B1}`)).toBe(4);
      const { detail } = await practice(api, { subjectIds: [exam.subjects.B1] });
      expect(detail.questions.map((question) => question.id)).toEqual(live);
      expect(detail.questions.map((question) => question.case?.step)).toEqual([1, 2, 3, 4]);
      expect(detail.questions.every((question) => question.case?.steps === 4)).toBe(true);
      for (let draw = 0; draw < 5; draw += 1) {
        expectCaseWholeOrAbsent((await practice(api, { questions: 12 })).ids, live);
      }
      // A case matches through its live questions only: step 3 as a draft leaves B1 empty.
      await context.db
        .update(questions)
        .set({ status: 'draft' })
        .where(eq(questions.id, steps[2]!));
      expect(await countOf(api, `subjectIds=${exam.subjects.B1}`)).toBe(0);
    } finally {
      await context.db
        .update(questions)
        .set({ status: 'published', retiredAt: null })
        .where(inArray(questions.id, steps));
    }
  });

  it('shows each question of the case with its scenario and its step of the steps', async () => {
    const api = await student();
    const { testId, detail } = await practice(api, { questions: 14 });
    const base = `/user/test/${exam.id}/${testId}`;
    const read = dataOf<{ questions: TestQuestion[] }>(await api.get(`${base}/questions`));
    for (const shown of [detail.questions, read.questions]) {
      expect(
        shown
          .filter((question) => question.case === null)
          .map((q) => q.id)
          .sort(),
      ).toEqual([...standalone].sort());
      const ofCase = shown.filter((question) => question.case !== null);
      expect(ofCase.map((question) => question.id)).toEqual(steps);
      expect(ofCase.map((question) => question.case)).toEqual(
        steps.map((_, index) => ({
          id: caseStudyId,
          title: TITLE,
          scenario: SCENARIO,
          step: index + 1,
          steps: 6,
        })),
      );
    }
    // The state read stays the student's side only.
    expect((await api.get(`${base}/state`)).body).not.toContain(SCENARIO);
  });

  it('changes the questions’ ETag when the case’s scenario changes', async () => {
    const { id, token } = await createStudent(context);
    await grantAccess(context.db, id, exam.id);
    const api = apiFor(context, token);
    const { testId } = await practice(api, { subjectIds: [exam.subjects.B1] });
    const url = `/api/v1/user/test/${exam.id}/${testId}/questions`;
    const revalidate = (etag: string) =>
      context.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'if-none-match': etag },
      });
    const etag = String((await revalidate('"none"')).headers.etag);
    expect((await revalidate(etag)).statusCode).toBe(304);

    // As the administrator's update of a case does: the case and its questions' stamps.
    const changed = '<p>A 68-year-old man, now on oxygen, is still short of breath.</p>';
    await context.db.transaction(async (tx) => {
      await tx
        .update(caseStudies)
        .set({ scenarioHtml: changed, updatedAt: sql`now()` })
        .where(eq(caseStudies.id, caseStudyId));
      await tx
        .update(questions)
        .set({ updatedAt: sql`now()` })
        .where(eq(questions.caseStudyId, caseStudyId));
    });
    const after = await revalidate(etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const shown = dataOf<{ questions: TestQuestion[] }>(after).questions;
    expect(shown.every((question) => question.case?.scenario === changed)).toBe(true);
    const whole = dataOf<Detail>(await api.test(exam.id, testId));
    expect(whole.questions.every((question) => question.case?.scenario === changed)).toBe(true);
  });

  it('counts each case as a unit in the results, points summed over its steps', async () => {
    const api = await student();
    const { testId, ids } = await practice(api, { questions: 14 });
    const seeded = (id: string) => exam.questions.find((question) => question.id === id)!;
    const pick = (...values: string[]) =>
      selectAll.options.filter((option) => values.includes(option.value)).map((o) => o.id);
    const saved = await api.submit(exam.id, testId, [
      rightAnswer(seeded(steps[0]!)),
      wrongAnswer(seeded(steps[1]!)),
      // Two right and one wrong: 1 point of 3 under +/- scoring.
      { questionId: steps[4], options: pick('Tachycardia', 'Hypotension', 'Bradycardia') },
      rightAnswer(seeded(steps[5]!)),
      rightAnswer(seeded(standalone[0]!)),
      wrongAnswer(seeded(standalone[1]!)),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api.post(`/user/test/${exam.id}/${testId}/end`)).statusCode).toBe(200);

    const analytics = dataOf<Analytics>(await api.get(`/user/test/${exam.id}/${testId}/analytics`));
    expect(analytics.cases).toEqual([
      {
        caseStudyId,
        title: TITLE,
        total: 6,
        correct: 2,
        incorrect: 2,
        unanswered: 2,
        points: 3,
        maxPoints: 8,
        percentage: 37.5,
      },
    ]);
    // The test's score is unchanged: the case's points are its questions' points.
    expect(analytics.score).toMatchObject({ total: 14, correct: 3, points: 4, maxPoints: 16 });
    expect(analytics.review.map((question) => question.id)).toEqual(ids);
    const reviewed = analytics.review.filter((question) => question.case !== null);
    expect(reviewed.map((question) => question.id)).toEqual(steps);
    expect(reviewed.map((question) => [question.case!.step, question.case!.steps])).toEqual(
      steps.map((_, index) => [index + 1, 6]),
    );
    expect(reviewed[4]!.points).toBe(1);
  });

  it('draws an exam without cases as before', async () => {
    const plain = await seedExam(context.db);
    const { id, token } = await createStudent(context);
    await grantAccess(context.db, id, plain.id);
    const api = apiFor(context, token);
    const count = (query: string) =>
      api.get(`/user/test/${plain.id}/count?${query}`).then((r) => dataOf<{ count: number }>(r));
    expect((await count('questionMode=all')).count).toBe(30);
    expect((await count(`subjectIds=${plain.subjects.A1}`)).count).toBe(10);
    const startOn = async (body: object) => {
      const { testId } = dataOf<{ testId: string }>(await api.start(plain.id, body));
      return dataOf<Detail>(await api.test(plain.id, testId)).questions;
    };
    const drawn = await startOn({ type: 'practice', questions: 10, timed: false });
    expect(new Set(drawn.map((question) => question.id)).size).toBe(10);
    expect(drawn.every((question) => question.case === null)).toBe(true);
    const ofA1 = await startOn({
      type: 'practice',
      subjectIds: [plain.subjects.A1],
      questions: 40,
    });
    const inA1 = plain.questions.filter((question) => question.subject === 'A1');
    expect(ofA1.map((question) => question.id).sort()).toEqual(inA1.map((q) => q.id).sort());
    expect(await startOn({ type: 'mock' })).toHaveLength(12);
  });
});
