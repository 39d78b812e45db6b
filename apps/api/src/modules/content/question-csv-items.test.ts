// The Next Generation items in the bulk question CSV: the export writes each with its rule and
// its `item` cell, the file imported into another exam makes the same items, uploaded again
// over its own exam it changes nothing, and a broken `item` cell is refused with its line.
import { hasParts } from '@prepward/shared/item-types';
import { itemCell } from '@prepward/shared/question-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createExamTree,
  signedInAdmin,
  type Caller,
  type Envelope,
} from '../../test/content-fixtures';
import { ITEMS } from '../../test/item-fixtures';
import { bulkQuestions, HEADER } from '../../test/question-csv-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

type AdminQuestion = {
  type: string;
  scoring: string;
  layout: object;
  maxPoints: number;
  options: { value: string; answer: boolean; part: number }[];
};

describe('Next Generation items in the question CSV', () => {
  let context: TestContext;
  let admin: Caller;
  let examId: string;
  const bulk = bulkQuestions(() => ({ context, admin }));

  beforeAll(async () => {
    context = await createTestApp();
    admin = await signedInAdmin(context, ['admin']);
    const tree = await createExamTree(admin, 'Items round trip');
    examId = tree.examId;
    for (const body of Object.values(ITEMS)) {
      const response = await admin.post(`/admin/exam/subject/${tree.subjectId}/question`, body());
      expect(response.statusCode, response.body).toBe(201);
    }
  });
  afterAll(() => context.close());

  const exported = async (id: string) => {
    const response = await admin.get(`/admin/exam/${id}/question/export`);
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };
  const itemsOf = async (id: string) => {
    const response = await admin.get('/admin/question', { examId: id, perPage: '50' });
    const list = response.json<Envelope<{ questions: AdminQuestion[] }>>().data.questions;
    return list
      .map(({ type, scoring, layout, maxPoints, options }) => ({
        type,
        scoring,
        layout,
        maxPoints,
        options: options.map(({ value, answer, part }) => ({ value, answer, part })),
      }))
      .sort((a, b) => a.type.localeCompare(b.type));
  };

  it('writes every item with its rule and options, and reads them back as the same items', async () => {
    const csv = await exported(examId);
    const header = csv.replace(/^\uFEFF/, '').split('\r\n')[0]!;
    expect(header.split(',').slice(-2)).toEqual(['scoring', 'item']);
    expect(csv).toContain('plus_minus');
    expect(csv).toContain('""+Indicated""');

    const copy = await bulk.newExam('Items copy');
    // A new exam: the ids belong to the first one, so the copy's rows carry none.
    const result = await bulk.imported(copy, csv.replace(/^[0-9a-f-]{36},/gm, ','));
    expect(result.questionsAdded).toBe(Object.keys(ITEMS).length);
    expect(await itemsOf(copy)).toEqual(await itemsOf(examId));
  });

  it('changes nothing when the export is uploaded over its own exam', async () => {
    const response = await bulk.upload(examId, await exported(examId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Envelope<{ questionsUnchanged: number }>>().data.questionsUnchanged).toBe(
      Object.keys(ITEMS).length,
    );
  });

  it('keeps a question’s exhibits through the file, and leaves them when the file has no item column', async () => {
    const tree = await createExamTree(admin, 'Exhibits round trip');
    const exhibits = [
      { title: 'Vital signs', html: '<table><tr><td>08:00</td><td>BP 90/60</td></tr></table>' },
      { title: "Nurses' notes", html: '<p>Restless since 06:00.</p>' },
    ];
    const body = {
      type: 'single_choice',
      question: '<p>What is the priority?</p>',
      explanation: '',
      options: [
        { value: 'Fluids', answer: true },
        { value: 'Reassure', answer: false },
      ],
      layout: { exhibits },
    };
    const made = await admin.post(`/admin/exam/subject/${tree.subjectId}/question`, body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<Envelope<{ question: AdminQuestion }>>().data.question.layout).toEqual({
      exhibits,
    });

    const csv = await exported(tree.examId);
    expect(csv).toContain('Vital signs');
    const again = await bulk.upload(tree.examId, csv);
    expect(again.json<Envelope<{ questionsUnchanged: number }>>().data.questionsUnchanged).toBe(1);
    // An older file, without the item column: the exhibits stay.
    const header = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!
      .split(',');
    const withoutItem = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map((line) => (line ? line.replace(/,[^,]*,"\{[^\r]*\}"$/, '') : line))
      .join('\r\n')
      .replace(/,scoring,item\r\n/, '\r\n');
    expect(header.slice(-2)).toEqual(['scoring', 'item']);
    const older = await bulk.upload(tree.examId, withoutItem);
    expect(older.statusCode, older.body).toBe(200);
    const [kept] = (await itemsOf(tree.examId)).filter((item) => item.type === 'single_choice');
    expect(kept!.layout).toEqual({ exhibits });
  });

  it('refuses a broken item cell, saying what is wrong on which line', async () => {
    const row = (type: string, item: string, scoring = '') =>
      `Nursing,Cardiac,${type},<p>Stem</p>,,,,,,,${scoring},"${item.replace(/"/g, '""')}"`;
    const good = ITEMS.matrix();
    const csv = [
      `${HEADER},scoring,item`,
      row('matrix', 'not json'),
      row('matrix', JSON.stringify({ rows: ['A'], columns: ['x', 'y'], parts: [['Indicated']] })),
      row('bow_tie', itemCell({}, ITEMS.bow_tie().options), 'plus_minus'),
      row('matrix', itemCell({ rows: ['A', 'B', 'C'], columns: ['Only'] }, good.options)),
    ].join('\r\n');
    const refused = await bulk.problemsOf(await bulk.newExam('Broken items'), csv);
    const messages = refused.details.map(
      (problem) => `${problem.line} ${problem.column}: ${problem.message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        '2 item: The item is not valid JSON',
        expect.stringMatching(/^3 item: The item's "parts" is a list of lists/) as string,
        '4 scoring: This scoring rule does not apply to this type',
        '5 item: Add at least two columns',
      ]),
    );
    expect(hasParts('matrix')).toBe(true);
  });
});
