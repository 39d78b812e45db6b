// The Next Generation items in the interchange formats: QTI 2.1 writes each type as the
// interaction made for it and reads it back as the same item; Moodle XML carries select all
// that apply and the two clozes; the other formats leave them out and count them. Items of
// other systems read where their interactions say which type they are.
import { defaultScoringRule, hasParts } from '@prepward/shared/item-types';
import { describe, expect, it } from 'vitest';
import { ITEMS } from '../../../test/item-fixtures';
import { writeExport } from './export-formats';
import type { ExportQuestion } from './export-question';
import { readAs } from './test-helpers';

const asExport = (item: ReturnType<(typeof ITEMS)[keyof typeof ITEMS]>): ExportQuestion => ({
  course: 'Nursing',
  subject: 'Clinical judgement',
  answer: null,
  acceptedAnswers: [],
  layout: {},
  ...item,
});

const items = Object.values(ITEMS).map((make) => asExport(make()));
const choice: ExportQuestion = {
  course: 'Nursing',
  subject: 'Clinical judgement',
  type: 'single_choice',
  question: '<p>Which ion is mostly intracellular?</p>',
  explanation: '',
  options: [
    { value: 'Sodium', answer: false },
    { value: 'Potassium', answer: true },
  ],
  answer: null,
  acceptedAnswers: [],
};
const context = { baseName: 'items', title: 'Items', images: new Map() };

/** What an import row keeps of an item, as the fixture says it. */
const itemOf = (question: ExportQuestion) => ({
  type: question.type,
  question: question.question,
  explanation: question.explanation,
  scoring: hasParts(question.type) ? (question.scoring ?? defaultScoringRule(question.type)) : null,
  layout: question.layout ?? {},
  options: question.options.map(({ value, answer, part }) => ({ value, answer, part: part ?? 0 })),
});

async function roundTrip(format: 'qti21' | 'moodle-xml', questions: ExportQuestion[]) {
  const written = writeExport(format, questions, context);
  const read = await readAs(written.fileName, written.body);
  return { written, ...read };
}

describe('Next Generation items in QTI 2.1', () => {
  it('writes every type and reads it back as the same item', async () => {
    const { written, rows, problems, notices } = await roundTrip('qti21', [...items, choice]);
    expect(problems).toEqual([]);
    expect(notices).toEqual([]);
    expect(written).toMatchObject({ count: 7, leftOut: 0 });
    expect(rows.map(itemOf)).toEqual([...items, choice].map(itemOf));
  });

  it('carries each rule a type may use, the stated count and rows', async () => {
    const variants: ExportQuestion[] = [
      { ...items[0]!, scoring: 'zero_one', layout: { statedCount: true } },
      { ...items[0]!, scoring: 'all_or_nothing' },
      {
        ...items[1]!,
        scoring: 'plus_minus',
        layout: { ...items[1]!.layout, multiplePerRow: true },
      },
      { ...items[4]!, scoring: 'all_or_nothing', layout: { asRows: true } },
    ];
    const { rows, problems } = await roundTrip('qti21', variants);
    expect(problems).toEqual([]);
    expect(rows.map((row) => [row.type, row.scoring, row.layout])).toEqual(
      variants.map((item) => [item.type, item.scoring, item.layout]),
    );
  });
});

describe('Next Generation items in Moodle XML', () => {
  it('carries select all that apply and the two clozes, and leaves the others out', async () => {
    const { written, rows, problems, notices } = await roundTrip('moodle-xml', [...items, choice]);
    expect(problems).toEqual([]);
    expect(notices).toEqual([]);
    expect(written).toMatchObject({ count: 4, leftOut: 3 });
    const carried = items.filter((item) =>
      ['extended_multiple_response', 'dropdown_cloze', 'drag_drop_cloze'].includes(item.type),
    );
    expect(rows.map(itemOf)).toEqual([...carried, choice].map(itemOf));
    expect(written.body).toContain('<question type="gapselect">');
    expect(written.body).toContain('<question type="ddwtos">');
    // +/-: each wrong option takes a right one's share off.
    expect(written.body).toContain('<answer fraction="-33.3333333" format="html">');
  });
});

describe('Next Generation items in the other formats', () => {
  it('are left out and counted', () => {
    for (const format of ['gift', 'aiken', 'qti12'] as const) {
      expect(writeExport(format, [...items, choice], context), format).toMatchObject({
        count: 1,
        leftOut: items.length,
      });
    }
    expect(writeExport('csv', [...items, choice], context)).toMatchObject({ count: 7, leftOut: 0 });
  });
});
