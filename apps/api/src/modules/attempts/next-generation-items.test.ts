// The Next Generation item types end to end through the API: an author makes one of each, a
// student takes them in practice (partial credit per part, revealed at once) and in a mock
// (nothing revealed until the end), and the results count points.
import type { TItemView } from '@prepward/shared/schemas/attempts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createStudent, dataOf, grantAccess } from '../../test/attempt-fixtures';
import { SECRETS } from '../../test/answer-fixtures';
import {
  createExamTree,
  signedInAdmin,
  type Caller,
  type Envelope,
} from '../../test/content-fixtures';
import { ITEMS } from '../../test/item-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

type Option = { id: string; value: string; answer: boolean; part: number };
type AdminQuestion = { id: string; type: keyof typeof ITEMS; options: Option[]; maxPoints: number };
type TestQuestion = {
  id: string;
  type: string;
  options: { id: string; value: string; part: number }[];
  item: TItemView;
  result: Result | null;
};
type Result = {
  isCorrect: boolean;
  points: number;
  maxPoints: number;
  parts: { part: number; points: number; maxPoints: number }[];
  correctOptionIds: string[];
  options: { id: string; pickPercentage: number }[];
};
type Saved = { saved: { questionId: string; result: Result | null }[] };

describe('Next Generation items', () => {
  let context: TestContext;
  let admin: Caller;
  let tree: { examId: string; courseId: string; subjectId: string };
  const made = new Map<string, AdminQuestion>();

  beforeAll(async () => {
    context = await createTestApp();
    admin = await signedInAdmin(context, ['admin']);
    tree = await createExamTree(admin, 'Nursing licensure review');
    for (const [type, body] of Object.entries(ITEMS)) {
      const response = await admin.post(`/admin/exam/subject/${tree.subjectId}/question`, body());
      expect(response.statusCode, response.body).toBe(201);
      made.set(type, response.json<Envelope<{ question: AdminQuestion }>>().data.question);
    }
  });
  afterAll(() => context.close());

  const question = (type: keyof typeof ITEMS) => made.get(type)!;
  /** The ids of the options with these values, in the part given. */
  const pick = (type: keyof typeof ITEMS, part: number, ...values: string[]) =>
    values.map((value) => {
      const found = question(type).options.find((o) => o.part === part && o.value === value);
      if (!found) throw new Error(`no option ${value} in part ${part} of ${type}`);
      return found.id;
    });

  async function startAs(type: 'practice' | 'mock') {
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, tree.examId);
    const api = apiFor(context, student.token);
    const body =
      type === 'mock' ? { type } : { type, questions: 7, timed: false, questionMode: 'all' };
    const started = await api.start(tree.examId, body);
    expect(started.statusCode, started.body).toBe(200);
    const { testId } = dataOf<{ testId: string }>(started);
    return { api, testId };
  }

  it('keeps each type as its author made it, with its rule and the most it scores', () => {
    expect(question('extended_multiple_response').maxPoints).toBe(3);
    expect(question('matrix').maxPoints).toBe(3);
    expect(question('dropdown_cloze').maxPoints).toBe(2);
    expect(question('drag_drop_cloze').maxPoints).toBe(2);
    expect(question('highlight').maxPoints).toBe(2);
    expect(question('bow_tie').maxPoints).toBe(5);
    expect(question('ordering').maxPoints).toBe(4);
    expect(question('matrix').options.map((o) => o.part)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('refuses an item that breaks its type’s rules, naming the rule', async () => {
    const post = (body: object) =>
      admin.post(`/admin/exam/subject/${tree.subjectId}/question`, body);
    const cases: [object, string][] = [
      [
        { ...ITEMS.matrix(), layout: { rows: ['Give oxygen'], columns: [] } },
        'Add at least two columns',
      ],
      [
        {
          ...ITEMS.bow_tie(),
          options: ITEMS.bow_tie().options.map((o) => ({ ...o, answer: o.part === 1 })),
        },
        'Actions to take: mark 2 correct answers',
      ],
      [
        { ...ITEMS.dropdown_cloze(), layout: { text: '<p>Only {{2}} here.</p>' } },
        'Number the blanks {{1}}, {{2}} … once each, in order',
      ],
      [
        { ...ITEMS.extended_multiple_response(), scoring: 'zero_one' },
        '0/1 scoring needs the number to select stated',
      ],
      [
        { ...ITEMS.highlight(), scoring: 'zero_one' },
        'This scoring rule does not apply to this type',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it('shows each item without its key, with what each part takes', async () => {
    const { api, testId } = await startAs('practice');
    const response = await api.test(tree.examId, testId);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(SECRETS);
    const questions = dataOf<{ questions: TestQuestion[] }>(response).questions;
    const byType = new Map(questions.map((q) => [q.type, q]));
    expect(byType.get('bow_tie')!.item.parts).toEqual([
      { part: 0, choose: 2 },
      { part: 1, choose: 1 },
      { part: 2, choose: 2 },
    ]);
    expect(byType.get('matrix')!.item.layout).toEqual({
      rows: ['Give oxygen', 'Encourage fluids', 'Raise the head of the bed'],
      columns: ['Indicated', 'Not indicated'],
    });
    expect(byType.get('matrix')!.item.parts.every((part) => part.choose === 1)).toBe(true);
    expect(byType.get('extended_multiple_response')!.item).toMatchObject({
      scoring: 'plus_minus',
      parts: [{ part: 0, choose: null }],
    });
    expect(byType.get('dropdown_cloze')!.item.layout.text).toContain('{{2}}');
    // An ordering's stored order is its answer: students get its items in an order of their own.
    const shown = byType.get('ordering')!.options.map((option) => option.id);
    expect(shown).not.toEqual(question('ordering').options.map((option) => option.id));
    expect(byType.get('ordering')!.item.parts).toEqual([{ part: 0, choose: 4 }]);
  });

  it('scores an ordering by position, and counts a peer’s pick where the item was placed right', async () => {
    const { api, testId } = await startAs('practice');
    const [gown, mask, goggles, gloves] = question('ordering').options.map(
      (option) => option.id,
    ) as [string, string, string, string];
    // Mask and goggles swapped: by position 2 of 4 (gown, gloves).
    const submitted = await api.submit(tree.examId, testId, [
      { questionId: question('ordering').id, options: [gown, goggles, mask, gloves] },
    ]);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const result = dataOf<Saved>(submitted).saved[0]!.result!;
    expect([result.points, result.maxPoints]).toEqual([2, 4]);
    // The right order, revealed; each item's share of peers who placed it right.
    expect(result.correctOptionIds).toEqual([gown, mask, goggles, gloves]);
    const share = new Map(result.options.map((option) => [option.id, option.pickPercentage]));
    expect([gown, mask, goggles, gloves].map((id) => share.get(id))).toEqual([100, 0, 0, 100]);

    const { api: other, testId: otherTest } = await startAs('practice');
    const incomplete = await other.submit(tree.examId, otherTest, [
      { questionId: question('ordering').id, options: [gown, mask] },
    ]);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.body).toContain('Put every item in order, each once.');
  });

  it('scores each part in practice and reveals it at once, never below zero', async () => {
    const { api, testId } = await startAs('practice');
    const answers = [
      // +/-: two right, one wrong → 1 of 3.
      {
        questionId: question('extended_multiple_response').id,
        options: pick('extended_multiple_response', 0, 'Tachycardia', 'Hypotension', 'Polyuria'),
      },
      // Rows 1 and 3 right, row 2 wrong → 2 of 3.
      {
        questionId: question('matrix').id,
        options: [
          ...pick('matrix', 0, 'Indicated'),
          ...pick('matrix', 1, 'Indicated'),
          ...pick('matrix', 2, 'Indicated'),
        ],
      },
      // One blank of two → 1 of 2.
      {
        questionId: question('dropdown_cloze').id,
        options: [
          ...pick('dropdown_cloze', 0, 'hyperkalaemia'),
          ...pick('dropdown_cloze', 1, 'U waves'),
        ],
      },
      // Both blanks → 2 of 2.
      {
        questionId: question('drag_drop_cloze').id,
        options: [
          ...pick('drag_drop_cloze', 0, 'insulin'),
          ...pick('drag_drop_cloze', 1, 'dextrose'),
        ],
      },
      // +/-: one right, two wrong → 0, not −1.
      {
        questionId: question('highlight').id,
        options: pick(
          'highlight',
          0,
          'New confusion since 06:00.',
          'Pain 2 of 10.',
          'Client ate breakfast.',
        ),
      },
      // 0/1 per choice: 2 actions, wrong condition, 1 parameter → 3 of 5.
      {
        questionId: question('bow_tie').id,
        options: [
          ...pick('bow_tie', 0, 'Give aspirin', 'Get a 12-lead ECG'),
          ...pick('bow_tie', 1, 'Anxiety'),
          ...pick('bow_tie', 2, 'Heart rhythm', 'Skin turgor'),
        ],
      },
    ];
    const submitted = await api.submit(tree.examId, testId, answers);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const results = new Map(
      dataOf<Saved>(submitted).saved.map((saved) => [saved.questionId, saved.result!]),
    );
    const scoreOf = (type: keyof typeof ITEMS) => {
      const result = results.get(question(type).id)!;
      return [result.points, result.maxPoints, result.isCorrect];
    };
    expect(scoreOf('extended_multiple_response')).toEqual([1, 3, false]);
    expect(scoreOf('matrix')).toEqual([2, 3, false]);
    expect(scoreOf('dropdown_cloze')).toEqual([1, 2, false]);
    expect(scoreOf('drag_drop_cloze')).toEqual([2, 2, true]);
    expect(scoreOf('highlight')).toEqual([0, 2, false]);
    expect(scoreOf('bow_tie')).toEqual([3, 5, false]);
    expect(results.get(question('matrix').id)!.parts).toEqual([
      { part: 0, points: 1, maxPoints: 1 },
      { part: 1, points: 0, maxPoints: 1 },
      { part: 2, points: 1, maxPoints: 1 },
    ]);
    expect(results.get(question('bow_tie').id)!.parts).toEqual([
      { part: 0, points: 2, maxPoints: 2 },
      { part: 1, points: 0, maxPoints: 1 },
      { part: 2, points: 1, maxPoints: 2 },
    ]);
    // The peers' share per option: this student alone chose 'Anxiety' in the centre.
    const anxiety = pick('bow_tie', 1, 'Anxiety')[0]!;
    const bowTie = results.get(question('bow_tie').id)!;
    expect(bowTie.options.find((o) => o.id === anxiety)!.pickPercentage).toBe(100);
    expect(bowTie.correctOptionIds).toHaveLength(5);

    const ended = await api.post(`/user/test/${tree.examId}/${testId}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    const analytics = dataOf<{
      score: { points: number; maxPoints: number; correct: number; percentage: number };
      review: { id: string; points: number; maxPoints: number; parts: unknown[] }[];
    }>(await api.get(`/user/test/${tree.examId}/${testId}/analytics`));
    // 1 + 2 + 1 + 2 + 0 + 3 of 3 + 3 + 2 + 2 + 2 + 5, and the ordering unanswered (0 of 4).
    expect(analytics.score).toMatchObject({ points: 9, maxPoints: 21, correct: 1 });
    expect(analytics.score.percentage).toBe(42.86);
    const matrixReview = analytics.review.find((item) => item.id === question('matrix').id)!;
    expect(matrixReview).toMatchObject({ points: 2, maxPoints: 3 });
    expect(matrixReview.parts).toHaveLength(3);
  });

  it('refuses more choices in a part than it takes, and an option of another question', async () => {
    const { api, testId } = await startAs('practice');
    const tooMany = await api.submit(tree.examId, testId, [
      {
        questionId: question('bow_tie').id,
        options: pick('bow_tie', 1, 'Acute coronary syndrome', 'Pneumonia'),
      },
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('Choose one option in each part.');
    const twoPerRow = await api.submit(tree.examId, testId, [
      {
        questionId: question('matrix').id,
        options: pick('matrix', 0, 'Indicated', 'Not indicated'),
      },
    ]);
    expect(twoPerRow.statusCode).toBe(400);
    const foreign = await api.submit(tree.examId, testId, [
      { questionId: question('matrix').id, options: pick('highlight', 0, 'Pain 2 of 10.') },
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain('The chosen option does not belong to this question.');
  });

  it('reveals nothing of a mock until its end, then scores it in points', async () => {
    const { api, testId } = await startAs('mock');
    const submitted = await api.submit(tree.examId, testId, [
      {
        questionId: question('bow_tie').id,
        options: [
          ...pick('bow_tie', 0, 'Give aspirin', 'Encourage walking'),
          ...pick('bow_tie', 1, 'Acute coronary syndrome'),
          ...pick('bow_tie', 2, 'Heart rhythm', 'Chest pain'),
        ],
      },
    ]);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(dataOf<Saved>(submitted).saved[0]!.result).toBeNull();
    const running = await api.test(tree.examId, testId);
    expect(running.body).not.toMatch(SECRETS);
    expect(running.body).not.toMatch(/"points"/);

    expect((await api.post(`/user/test/${tree.examId}/${testId}/end`)).statusCode).toBe(200);
    const ended = dataOf<{ questions: TestQuestion[] }>(await api.test(tree.examId, testId));
    const bowTie = ended.questions.find((q) => q.id === question('bow_tie').id)!;
    expect(bowTie.result).toMatchObject({ points: 4, maxPoints: 5, isCorrect: false });
    const analytics = dataOf<{ score: { points: number; maxPoints: number } }>(
      await api.get(`/user/test/${tree.examId}/${testId}/analytics`),
    );
    expect(analytics.score).toMatchObject({ points: 4, maxPoints: 21 });
  });
});
