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
