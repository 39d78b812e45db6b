import { ITEM_STATISTICS_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import type {
  TItemStatistic,
  TItemStatisticsReply,
} from '@prepward/shared/schemas/item-statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, createExam, type Session } from '../../test/admin-fixtures';
import {
  ANSWERS,
  MOCK_ITEMS,
  seedItemClass,
  type SeededQuestion,
} from '../../test/item-statistics-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

const MARCH = 'from=2026-03-01&to=2026-03-31';
const OTHERS_IN_TEST = MOCK_ITEMS.length - 1;

/** p and r worked out by hand from the answer table: r = Pearson(right, rest-score). */
function byHand(name: string) {
  const pairs: [number, number][] = [];
  ANSWERS[name]!.forEach((answer, student) => {
    if (answer === null) return;
    const score = MOCK_ITEMS.reduce((sum, item) => sum + (ANSWERS[item]![student] ?? 0), 0);
    pairs.push([answer, (score - answer) / OTHERS_IN_TEST]);
  });
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const xs = pairs.map(([x]) => x);
  const ys = pairs.map(([, y]) => y);
  const [mx, my] = [mean(xs), mean(ys)];
  const sxy = pairs.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const sxx = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  const syy = ys.reduce((sum, y) => sum + (y - my) ** 2, 0);
  return { n: pairs.length, p: mx, r: sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy) };
}

describe('item statistics', () => {
  let context: TestContext;
  let examiner: Session;
  let limitedElsewhere: Session;
  let examId: string;
  let q: (name: string) => SeededQuestion;
  let courseTwo: string;

  beforeAll(async () => {
    context = await createTestApp();
    const seeded = await seedItemClass(context);
    ({ examId, q, courseTwo } = seeded);
    const other = await createExam(context, 'Another exam', 1);
    examiner = await createAdmin(context, { roles: ['examiner'] });
    limitedElsewhere = await createAdmin(context, {
      roles: ['examiner'],
      examAccess: [other.exam.id],
    });
  });
  afterAll(() => context.close());

  const get = async (query = '', token = examiner.token) => {
    const response = await call(context, {
      method: 'GET',
      url: `/admin/exam/${examId}/item-statistics${query ? `?${query}` : ''}`,
      token,
    });
    return { status: response.statusCode, body: response.json<{ data: TItemStatisticsReply }>() };
  };
  const items = async (query: string) => (await get(query)).body.data.items;
  const names = (list: TItemStatistic[]) =>
    list.map((item) =>
      ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7', 'Q8'].find(
        (name) => q(name).id === item.questionId,
      ),
    );

  it('computes n, p and the corrected point-biserial r of each item of the March mocks', async () => {
    const { status, body } = await get(`${MARCH}&perPage=100`);
    expect(status).toBe(200);
    const byId = new Map(body.data.items.map((item) => [item.questionId, item]));
    for (const name of MOCK_ITEMS) {
      const item = byId.get(q(name).id)!;
      const hand = byHand(name);
      expect(item.attempts, name).toBe(hand.n);
      expect(item.pValue, name).toBeCloseTo(hand.p, 4);
      if (hand.r === null) expect(item.discrimination, name).toBeNull();
      else expect(item.discrimination, name).toBeCloseTo(hand.r, 4);
    }
    // The same, spelled out for the two items the flags hinge on.
    expect(byId.get(q('Q2').id)!.discrimination).toBeCloseTo(-0.7057, 4);
    expect(byId.get(q('Q4').id)).toMatchObject({ attempts: 9, pValue: 0.5556 });
    expect(byId.get(q('Q4').id)!.discrimination).toBeCloseTo(0.1581, 4);
    // Q8 was only answered in a practice test; Q9 is retired and unanswered: not listed.
    expect(byId.get(q('Q8').id)).toMatchObject({ attempts: 0, pValue: null, discrimination: null });
    expect(byId.has(q('Q9').id)).toBe(false);
    expect(byId.get(q('Q7').id)).toMatchObject({ retired: true, courseName: 'One' });
    expect(byId.get(q('Q5').id)).toMatchObject({ type: 'fill_in_the_blanks', options: [] });
    expect(byId.get(q('Q1').id)!.preview).toBe('Q1: which dose & route?');
  });

  it('flags each item by the thresholds', async () => {
    const list = await items(`${MARCH}&perPage=100&sort=attempts&order=desc`);
    const flags = Object.fromEntries(list.map((item, index) => [names(list)[index], item.flags]));
    expect(flags).toEqual({
      Q1: ['few-attempts'],
      Q2: ['negative-discrimination', 'few-attempts'],
      Q3: ['too-easy', 'few-attempts'],
      Q4: ['weak-discrimination', 'few-attempts'],
      Q5: ['too-hard', 'few-attempts'],
      Q6: ['few-attempts'],
      Q7: ['few-attempts'],
      Q8: ['few-attempts'],
    });
  });

  it('analyses the distractors: share of picks and the mean rest-score of the pickers', async () => {
    const [q2] = await items(`${MARCH}&flag=negative-discrimination`);
    expect(q2!.questionId).toBe(q('Q2').id);
    const [a, b, c, d] = q2!.options;
    // Students 5-10 (the weaker half) pick the key; the four strongest pick b or c.
    // A single choice's options are one part, named by nothing.
    expect(a).toMatchObject({
      text: 'Q2 option a',
      part: null,
      correct: true,
      picks: 6,
      share: 0.6,
    });
    expect(a!.meanRestScore).toBeCloseTo((4 + 4 + 2 + 3 + 1 + 1) / 6 / 6, 4);
    expect(b).toMatchObject({ correct: false, picks: 2, share: 0.2 });
    expect(b!.meanRestScore).toBeCloseTo((6 + 5) / 2 / 6, 4);
    expect(c).toMatchObject({ picks: 2, share: 0.2 });
    expect(c!.meanRestScore).toBeCloseTo(4 / 6, 4);
    expect(d).toMatchObject({ picks: 0, share: 0, meanRestScore: null });
  });

  it('summarises the exam: flag counts, means and KR-20 of the mocks that share a set', async () => {
    const { summary } = (await get(MARCH)).body.data;
    expect(summary).toMatchObject({
      examId,
      examName: 'Nursing mock',
      tests: 10,
      students: 10,
      items: 8,
      flagCounts: {
        'too-easy': 1,
        'too-hard': 1,
        'negative-discrimination': 1,
        'weak-discrimination': 1,
        'few-attempts': 8,
      },
      reliability: { method: 'KR-20', tests: 10, items: 7 },
    });
    const hand = MOCK_ITEMS.map(byHand);
    expect(summary.meanPValue).toBeCloseTo(hand.reduce((sum, { p }) => sum + p, 0) / 7, 4);
    const rs = hand.flatMap(({ r }) => (r === null ? [] : [r]));
    expect(summary.meanDiscrimination).toBeCloseTo(rs.reduce((a, b) => a + b, 0) / rs.length, 4);
    // Scores 6,5,4,4,5,5,3,4,2,2: variance 1.6; Σpq 1.28; 7/6 × (1 − 1.28/1.6).
    expect(summary.reliability.value).toBeCloseTo(0.2333, 4);
  });

  it('counts the test types and dates asked for', async () => {
    const practice = await get('type=practice&perPage=100');
    expect(practice.body.data.summary).toMatchObject({ tests: 1, students: 1 });
    const practiceItems = practice.body.data.items;
    expect(practiceItems.find((item) => item.questionId === q('Q8').id)).toMatchObject({
      attempts: 1,
      pValue: 1,
    });
    const all = await get(`type=all&${MARCH}&perPage=100`);
    expect(all.body.data.summary.tests).toBe(11);
    expect(all.body.data.items.find((item) => item.questionId === q('Q1').id)!.attempts).toBe(11);
    // Without the date range the February mock counts too; KR-20 keeps the largest set.
    const allDates = await get('perPage=100');
    expect(allDates.body.data.summary).toMatchObject({
      tests: 11,
      reliability: { tests: 10, items: 7 },
    });
    expect(allDates.body.data.items.find((item) => item.questionId === q('Q1').id)!.attempts).toBe(
      11,
    );
    const none = await get('from=2027-01-01');
    expect(none.body.data.summary).toMatchObject({
      tests: 0,
      meanPValue: null,
      reliability: { value: null, tests: 0 },
    });
  });

  it('sorts and pages on the server, items without the figure last', async () => {
    const byR = await get(`${MARCH}&sort=r&order=asc&perPage=3&page=2`);
    expect(byR.body.data.pagination).toEqual({ total: 8, perPage: 3, currentPage: 2 });
    // Q2, Q4, Q6 | Q5, Q1, Q7 | Q3, Q8 (no r)
    expect(names(byR.body.data.items)).toEqual(['Q5', 'Q1', 'Q7']);
    expect(names(await items(`${MARCH}&sort=r&order=desc&perPage=100`))).toEqual([
      'Q7',
      'Q1',
      'Q5',
      'Q6',
      'Q4',
      'Q2',
      'Q3',
      'Q8',
    ]);
    expect(names(await items(`${MARCH}&sort=p&order=desc&perPage=100`))).toEqual([
      'Q3',
      'Q1',
      'Q2',
      'Q7',
      'Q4',
      'Q6',
      'Q5',
      'Q8',
    ]);
    expect(names(await items(`${MARCH}&sort=attempts&order=asc&perPage=2`))).toEqual(['Q8', 'Q4']);
    // By flags (the default): most flags first, then the order the questions were made in.
    expect(names(await items(`${MARCH}&perPage=4`))).toEqual(['Q2', 'Q3', 'Q4', 'Q5']);
    const past = await get(`${MARCH}&page=9`);
    expect(past.body.data.items).toEqual([]);
    expect(past.body.data.summary.tests).toBe(10);
    expect(past.body.data.pagination.total).toBe(8);
  });

  it('filters by course, subject and flag', async () => {
    expect(names(await items(`${MARCH}&courseId=${courseTwo}&sort=p`))).toEqual(['Q6', 'Q5']);
    expect(names(await items(`${MARCH}&subjectId=${q('Q5').subjectId}&sort=p&order=asc`))).toEqual([
      'Q5',
      'Q6',
    ]);
    expect(names(await items(`${MARCH}&flag=too-hard`))).toEqual(['Q5']);
    expect((await get(`${MARCH}&flag=any`)).body.data.pagination.total).toBe(8);
    // The summary stays the exam's.
    expect((await get(`${MARCH}&flag=too-hard`)).body.data.summary.items).toBe(8);
  });

  it('downloads the table as CSV in the same order', async () => {
    const response = await call(context, {
      method: 'GET',
      url: `/admin/exam/${examId}/item-statistics/export?${MARCH}&sort=r&order=asc`,
      token: examiner.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/item-statistics-\d{4}-\d\d-\d\d\.csv/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Question ID,Question,Type,Course,Subject,Retired,Attempts');
    expect(lines).toHaveLength(9);
    expect(lines[1]).toContain(q('Q2').id);
    expect(lines[1]).toContain('Negative discrimination; Few attempts');
    expect(lines[1]).toContain('a (correct): Q2 option a — 60%; 0.42');
  });

  it('answers 404 to an administrator limited to other exams, and for a missing exam', async () => {
    expect((await get(MARCH, limitedElsewhere.token)).status).toBe(404);
    const exported = await call(context, {
      method: 'GET',
      url: `/admin/exam/${examId}/item-statistics/export`,
      token: limitedElsewhere.token,
    });
    expect(exported.statusCode).toBe(404);
    expect(exported.json()).toMatchObject({ message: TEXT.examNotFound });
    const missing = await call(context, {
      method: 'GET',
      url: `/admin/exam/00000000-0000-4000-8000-000000000000/item-statistics`,
      token: examiner.token,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'flag=tricky',
      'sort=name',
      'type=free-trial',
      'from=2026-03-10&to=2026-03-01',
      'courseId=nope',
      'perPage=1000',
    ]) {
      expect((await get(query)).status, query).toBe(400);
    }
  });
});
