// Tests that aim (decision 0106): a practice test that draws the student's weakest subjects
// first, the difficulty filter from peer figures (the author's judgement before there are
// enough), and the mock drawn across subjects in the exam's proportions. Cases stay whole and
// the count before starting agrees with what a test draws.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStudies, questions, subscriptions } from '../../db/schema';
import type { SeedExam, SeedQuestion } from '../../db/seed/seed-exam';
import {
  apiFor,
  createStudent,
  dataOf,
  grantAccess,
  rightAnswer,
  seedExam,
  wrongAnswer,
  type Api,
  type SeededExam,
} from '../../test/attempt-fixtures';
import type { Detail, Started } from '../../test/start-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { apportion, pickQuestionIds } from './picking';

const single = (subject: string, n: number): SeedQuestion => ({
  type: 'single_choice',
  question: `<p>${subject} ${n}: which is right?</p>`,
  explanation: `<p>Why ${subject} ${n}.</p>`,
  options: [
    { value: `${subject}${n} right`, correct: true },
    { value: `${subject}${n} wrong b`, correct: false },
    { value: `${subject}${n} wrong c`, correct: false },
  ],
});

/** One course; each subject with that many single-choice questions. */
function catalogue(sizes: Record<string, number>, mockQuestions = 10): SeedExam {
  return {
    name: `Aimed exam ${randomUUID()}`,
    description: 'An exam for the aimed draws',
    subscriptionAmount: 10,
    mockQuestions,
    mockTestTime: 30,
    courses: [
      {
        name: 'Only',
        subjects: Object.entries(sizes).map(([name, count]) => ({
          name,
          questions: Array.from({ length: count }, (_, index) => single(name, index + 1)),
        })),
      },
    ],
  };
}

describe('tests that aim', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  async function studentOf(exam: SeededExam) {
    const { id, token } = await createStudent(context);
    await grantAccess(context.db, id, exam.id);
    return apiFor(context, token);
  }

  async function drawn(api: Api, exam: SeededExam, body: object): Promise<string[]> {
    const { testId } = dataOf<Started>(await api.start(exam.id, body));
    return dataOf<Detail>(await api.test(exam.id, testId)).questions.map((question) => question.id);
  }

  const countOf = async (api: Api, exam: SeededExam, query: string) =>
    dataOf<{ count: number }>(await api.get(`/user/test/${exam.id}/count?${query}`)).count;

  /** Makes these questions a case, in this step order; its id. */
  async function makeCase(exam: SeededExam, steps: string[]) {
    const [made] = await context.db
      .insert(caseStudies)
      .values({ examId: exam.id, title: 'A case', scenarioHtml: '<p>A patient.</p>' })
      .returning();
    for (const [index, id] of steps.entries()) {
      await context.db
        .update(questions)
        .set({ caseStudyId: made!.id, caseStep: index + 1 })
        .where(eq(questions.id, id));
    }
  }

  /** The case's questions: all of them in step order next to each other. */
  function expectCaseWhole(ids: string[], steps: string[]) {
    const first = ids.indexOf(steps[0]!);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(ids.slice(first, first + steps.length)).toEqual(steps);
  }

  describe('weakest subjects first', () => {
    let exam: SeededExam;
    let api: Api;
    const ofSubject = (name: string) =>
      exam.questions.filter((question) => question.subject === name);
    /** A's 10 standalone questions and its case of 3 (whose first step is in A). */
    let standaloneA: string[];
    let caseSteps: string[];

    beforeAll(async () => {
      // A: 13 (10 alone, 3 a case); B: 10; C: 10.
      exam = await seedExam(context.db, catalogue({ A: 13, B: 10, C: 10 }));
      const a = ofSubject('A');
      caseSteps = a.slice(10).map((question) => question.id);
      standaloneA = a.slice(0, 10).map((question) => question.id);
      await makeCase(exam, caseSteps);
      api = await studentOf(exam);

      // A: 2 right of 10 (20%); B: 9 right of 10 (90%); C: 2 wrong, too few to count (50%).
      const answer = async (subject: string, right: number, wrong: number) => {
        const standalone = ofSubject(subject).filter((q) => !caseSteps.includes(q.id));
        const { testId } = dataOf<Started>(
          await api.start(exam.id, {
            type: 'practice',
            subjectIds: [exam.subjects[subject]],
            questions: 20,
            timed: false,
          }),
        );
        const saved = await api.submit(exam.id, testId, [
          ...standalone.slice(0, right).map((question) => rightAnswer(question)),
          ...standalone.slice(right, right + wrong).map((question) => wrongAnswer(question)),
        ]);
        expect(saved.statusCode, saved.body).toBe(200);
      };
      await answer('A', 2, 8);
      await answer('B', 9, 1);
      await answer('C', 0, 2);
    });

    const weakest = (body: object = {}) =>
      drawn(api, exam, { type: 'practice', timed: false, focus: 'weakest', ...body });

    it('draws all of the lowest-scoring subject before the highest, its case whole', async () => {
      const onlyAandB = { subjectIds: [exam.subjects.A, exam.subjects.B] };
      for (let draw = 0; draw < 3; draw += 1) {
        const ids = await weakest({ ...onlyAandB, questions: 23 });
        expect(new Set(ids.slice(0, 13))).toEqual(new Set([...standaloneA, ...caseSteps]));
        expect(new Set(ids.slice(13))).toEqual(new Set(ofSubject('B').map((q) => q.id)));
        expectCaseWhole(ids, caseSteps);
      }
      expect(
        await countOf(api, exam, `subjectIds=${exam.subjects.A}&subjectIds=${exam.subjects.B}`),
      ).toBe(23);
    });

    it('puts a subject answered fewer than 5 times between the weak and the strong', async () => {
      const ids = await weakest({ questions: 33 });
      expect(new Set(ids.slice(0, 13))).toEqual(new Set([...standaloneA, ...caseSteps]));
      // C's two wrong answers are too few to make it the weakest: it counts as 50%.
      expect(new Set(ids.slice(13, 23))).toEqual(new Set(ofSubject('C').map((q) => q.id)));
      expect(new Set(ids.slice(23))).toEqual(new Set(ofSubject('B').map((q) => q.id)));
      // A test of 13 is A's whole: the case and the 10 others.
      expect(new Set(await weakest({ questions: 13 }))).toEqual(
        new Set([...standaloneA, ...caseSteps]),
      );
    });

    it('works with a question mode: the wrong answers of the weakest subject first', async () => {
      const wrongInA = standaloneA.slice(2);
      expect(await countOf(api, exam, 'questionMode=incorrect')).toBe(8 + 1 + 2);
      const ids = await weakest({ questionMode: 'incorrect', questions: 8 });
      expect(new Set(ids)).toEqual(new Set(wrongInA));
      const all = await weakest({ questionMode: 'incorrect', questions: 11 });
      expect(new Set(all.slice(0, 8))).toEqual(new Set(wrongInA));
      // Then C (50%), then B (90%).
      expect(all[10]).toBe(ofSubject('B')[9]!.id);
    });

    it('draws at random without the focus', async () => {
      const seen = new Set<string>();
      for (let draw = 0; draw < 4; draw += 1) {
        for (const id of await drawn(api, exam, { type: 'practice', questions: 10 })) seen.add(id);
      }
      expect([...seen].some((id) => !standaloneA.includes(id) && !caseSteps.includes(id))).toBe(
        true,
      );
    });
  });

  describe('difficulty', () => {
    let exam: SeededExam;
    let api: Api;
    /** Question ids by the bucket they fall in. */
    const bucket: Record<'easy' | 'medium' | 'hard', string[]> = { easy: [], medium: [], hard: [] };
    let caseSteps: string[];

    beforeAll(async () => {
      exam = await seedExam(context.db, catalogue({ A: 9, B: 3 }));
      const a = exam.questions.filter((question) => question.subject === 'A');
      // [answers, right, the author's difficulty, the bucket]
      const figures = [
        [10, 3, null, 'hard'], // 30%
        [10, 5, 'easy', 'medium'], // 50%: medium, whatever the author said
        [10, 8, null, 'medium'], // 80%
        [10, 9, 'hard', 'easy'], // 90%
        [4, 0, 'easy', 'easy'], // too few answers: the author's
        [4, 4, 'hard', 'hard'],
        [0, 0, null, 'medium'], // neither: medium
        [5, 2, 'easy', 'hard'], // 5 answers are enough: 40%
        [0, 0, 'medium', 'medium'],
      ] as const;
      for (const [index, [answerCount, correctCount, difficulty, expected]] of figures.entries()) {
        const id = a[index]!.id;
        await context.db
          .update(questions)
          .set({ answerCount, correctCount, difficulty })
          .where(eq(questions.id, id));
        bucket[expected].push(id);
      }
      // A case of B's three: one hard step brings the case whole; the others are medium.
      caseSteps = exam.questions.filter((q) => q.subject === 'B').map((q) => q.id);
      await makeCase(exam, caseSteps);
      await context.db
        .update(questions)
        .set({ answerCount: 20, correctCount: 4 })
        .where(eq(questions.id, caseSteps[1]!));
      api = await studentOf(exam);
    });

    it('draws the questions of the chosen difficulties, and the count agrees', async () => {
      const cases = [
        { chosen: ['hard'], expected: [...bucket.hard, ...caseSteps] },
        { chosen: ['easy'], expected: bucket.easy },
        { chosen: ['medium'], expected: [...bucket.medium, ...caseSteps] },
        { chosen: ['easy', 'hard'], expected: [...bucket.easy, ...bucket.hard, ...caseSteps] },
        { chosen: [], expected: exam.questions.map((question) => question.id) },
      ];
      for (const { chosen, expected } of cases) {
        const query = chosen.map((value) => `difficulties=${value}`).join('&');
        expect(await countOf(api, exam, query), chosen.join()).toBe(expected.length);
        const ids = await drawn(api, exam, {
          type: 'practice',
          difficulties: chosen,
          questions: 50,
          timed: false,
        });
        expect(new Set(ids), chosen.join()).toEqual(new Set(expected));
        if (expected.includes(caseSteps[0]!)) expectCaseWhole(ids, caseSteps);
      }
    });

    it('takes a focus and a difficulty together', async () => {
      const ids = await drawn(api, exam, {
        type: 'practice',
        focus: 'weakest',
        difficulties: ['easy'],
        questions: 50,
      });
      expect(new Set(ids)).toEqual(new Set(bucket.easy));
    });

    it('refuses an unknown difficulty or focus', async () => {
      const badDifficulty = await api.start(exam.id, { type: 'practice', difficulties: ['tough'] });
      expect(badDifficulty.statusCode).toBe(400);
      expect(badDifficulty.body).toContain('Difficulty must be one of: easy, medium, hard');
      const badFocus = await api.start(exam.id, { type: 'practice', focus: 'strongest' });
      expect(badFocus.statusCode).toBe(400);
      expect(badFocus.body).toContain('Focus must be any or weakest');
      expect((await api.get(`/user/test/${exam.id}/count?difficulties=tough`)).statusCode).toBe(
        400,
      );
    });
  });

  describe('review across exams', () => {
    it('counts the incorrect and tagged questions of every exam with access, by name', async () => {
      const first = await seedExam(context.db, catalogue({ A: 4 }));
      const second = await seedExam(context.db, catalogue({ B: 4 }));
      const lapsed = await seedExam(context.db, catalogue({ C: 4 }));
      const { id, token } = await createStudent(context);
      const api = apiFor(context, token);
      expect(dataOf<{ exams: unknown[] }>(await api.get('/user/review-counts')).exams).toEqual([]);
      for (const exam of [first, second, lapsed]) await grantAccess(context.db, id, exam.id);

      const { testId } = dataOf<Started>(
        await api.start(first.id, { type: 'practice', questions: 4 }),
      );
      const [wrong1, wrong2, right] = first.questions;
      const saved = await api.submit(first.id, testId, [
        wrongAnswer(wrong1!),
        wrongAnswer(wrong2!),
        rightAnswer(right!),
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      await api.post(`/user/exam/${first.id}/${right!.id}/tag`);
      await api.post(`/user/exam/${second.id}/${second.questions[0]!.id}/tag`);
      await context.db
        .update(subscriptions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(subscriptions.examId, lapsed.id));

      const { exams } = dataOf<{ exams: object[] }>(await api.get('/user/review-counts'));
      expect(exams).toEqual(
        [
          { examId: first.id, examName: first.name, incorrect: 2, tagged: 1 },
          { examId: second.id, examName: second.name, incorrect: 0, tagged: 1 },
        ].sort((a, b) => a.examName.localeCompare(b.examName)),
      );
      // One click starts a test of that exam in that mode: what it counted.
      const review = await drawn(api, first, {
        type: 'practice',
        questionMode: 'incorrect',
        questions: 2,
        timed: false,
      });
      expect(new Set(review)).toEqual(new Set([wrong1!.id, wrong2!.id]));
    });
  });

  describe('balanced mock', () => {
    it('shares seats by largest remainder', () => {
      const shares = (sizes: Record<string, number>, seats: number) =>
        Object.fromEntries(apportion(new Map(Object.entries(sizes)), seats));
      expect(shares({ P: 60, Q: 30, R: 10 }, 10)).toEqual({ P: 6, Q: 3, R: 1 });
      // 3.5, 2.1, 1.4: the half goes to P.
      expect(shares({ P: 5, Q: 3, R: 2 }, 7)).toEqual({ P: 4, Q: 2, R: 1 });
      // 2.5 each: the larger subject first.
      expect(shares({ P: 3, Q: 2 }, 5)).toEqual({ P: 3, Q: 2 });
      expect(shares({}, 5)).toEqual({});
    });

    it('draws a mock across subjects in the exam’s proportions', async () => {
      const exam = await seedExam(context.db, catalogue({ P: 12, Q: 6, R: 2 }));
      const subjectOf = new Map(exam.questions.map((question) => [question.id, question.subject]));
      const tally = (ids: string[]) => {
        const counts: Record<string, number> = {};
        for (const id of ids) counts[subjectOf.get(id)!] = (counts[subjectOf.get(id)!] ?? 0) + 1;
        return counts;
      };
      for (let draw = 0; draw < 3; draw += 1) {
        const ids = await drawn(await studentOf(exam), exam, { type: 'mock' });
        expect(tally(ids)).toEqual({ P: 6, Q: 3, R: 1 });
      }
      const filter = {
        userId: randomUUID(),
        examId: exam.id,
        subjectIds: null,
        mode: 'all' as const,
      };
      for (let draw = 0; draw < 20; draw += 1) {
        expect(tally(await pickQuestionIds(context.db, filter, 10, 'balanced'))).toEqual({
          P: 6,
          Q: 3,
          R: 1,
        });
      }
    });

    it('counts a case under the subject of its first step and draws it whole', async () => {
      // P: 12 alone and steps 2 and 3 of the case; Q: 3 alone and step 1; R: 2. By units (the
      // case under Q) that is 12/6/2, so 6, 3 and 1 (by questions, 14/4/2, it would be 7/2/1):
      // Q's 3 are its 3 single questions or the case.
      const exam = await seedExam(context.db, catalogue({ P: 14, Q: 4, R: 2 }));
      const ofSubject = (name: string) => exam.questions.filter((q) => q.subject === name);
      const steps = [ofSubject('Q')[3]!.id, ofSubject('P')[12]!.id, ofSubject('P')[13]!.id];
      await makeCase(exam, steps);
      const unitSubjectOf = new Map(
        exam.questions.map((q) => [q.id, steps.includes(q.id) ? 'Q' : q.subject]),
      );
      const filter = {
        userId: randomUUID(),
        examId: exam.id,
        subjectIds: null,
        mode: 'all' as const,
      };
      let withCase = 0;
      for (let draw = 0; draw < 40; draw += 1) {
        const ids = await pickQuestionIds(context.db, filter, 10, 'balanced');
        expect(ids).toHaveLength(10);
        const counts: Record<string, number> = {};
        for (const id of ids) {
          const subject = unitSubjectOf.get(id)!;
          counts[subject] = (counts[subject] ?? 0) + 1;
        }
        expect(counts).toEqual({ P: 6, Q: 3, R: 1 });
        if (ids.includes(steps[0]!)) {
          expectCaseWhole(ids, steps);
          withCase += 1;
        } else {
          expect(ids.filter((id) => steps.includes(id))).toEqual([]);
        }
      }
      // The case comes when it is the first of Q's four units: about one draw in four.
      expect(withCase).toBeGreaterThan(0);
      expect(withCase).toBeLessThan(40);
    });
  });
});
