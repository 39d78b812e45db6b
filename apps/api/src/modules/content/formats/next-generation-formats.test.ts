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

const all = Object.values(ITEMS).map((make) => asExport(make()));
/** The items QTI 2.1 carries: every one. */
const items = all;
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
    const { written, rows, problems, notices } = await roundTrip('qti21', [...all, choice]);
    expect(problems).toEqual([]);
    expect(notices).toEqual([]);
    expect(written).toMatchObject({ count: 8, leftOut: 0 });
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
    const { written, rows, problems, notices } = await roundTrip('moodle-xml', [...all, choice]);
    expect(problems).toEqual([]);
    expect(notices).toEqual([]);
    expect(written).toMatchObject({ count: 4, leftOut: 4 });
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
      expect(writeExport(format, [...all, choice], context), format).toMatchObject({
        count: 1,
        leftOut: all.length,
      });
    }
    expect(writeExport('csv', [...all, choice], context)).toMatchObject({ count: 8, leftOut: 0 });
  });
});

/** An assessmentItem of another system, its body given. */
const foreignItem = (title: string, declarations: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="x" title="${title}" adaptive="false" timeDependent="false">
${declarations}
<itemBody>${body}</itemBody>
</assessmentItem>`;

describe('Next Generation items of other systems in QTI 2.1', () => {
  it('reads a match interaction (as in the QTI examples) as a matrix', async () => {
    const xml = foreignItem(
      'Drug classes',
      `<responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="directedPair">
        <correctResponse><value>M P</value><value>I N</value></correctResponse>
        <mapping defaultValue="0"><mapEntry mapKey="M P" mappedValue="1"/><mapEntry mapKey="I N" mappedValue="1"/></mapping>
      </responseDeclaration>`,
      `<matchInteraction responseIdentifier="RESPONSE" shuffle="true" maxAssociations="2">
        <prompt>Match each drug to its class.</prompt>
        <simpleMatchSet>
          <simpleAssociableChoice identifier="M" matchMax="1">Morphine</simpleAssociableChoice>
          <simpleAssociableChoice identifier="I" matchMax="1">Ibuprofen</simpleAssociableChoice>
        </simpleMatchSet>
        <simpleMatchSet>
          <simpleAssociableChoice identifier="P" matchMax="2">Opioid</simpleAssociableChoice>
          <simpleAssociableChoice identifier="N" matchMax="2">NSAID</simpleAssociableChoice>
        </simpleMatchSet>
      </matchInteraction>`,
    );
    const { rows, problems, notices } = await readAs('match.xml', xml);
    expect(problems).toEqual([]);
    expect(rows.map(itemOf)).toEqual([
      {
        type: 'matrix',
        question: '<p>Match each drug to its class.</p>',
        explanation: '',
        scoring: 'all_or_nothing',
        layout: { rows: ['Morphine', 'Ibuprofen'], columns: ['Opioid', 'NSAID'] },
        options: [
          { value: 'Opioid', answer: true, part: 0 },
          { value: 'NSAID', answer: false, part: 0 },
          { value: 'Opioid', answer: false, part: 1 },
          { value: 'NSAID', answer: true, part: 1 },
        ],
      },
    ]);
    expect(notices.map((notice) => notice.message)).toEqual([
      'Shuffling of the options is not kept: they are shown in the order of the file',
    ]);
  });

  it('reads inline choices in a sentence as a drop-down cloze, and refuses one a rule breaks', async () => {
    const blank = (id: string, right: string) =>
      `<responseDeclaration identifier="${id}" cardinality="single" baseType="identifier"><correctResponse><value>${right}</value></correctResponse></responseDeclaration>`;
    const xml = foreignItem(
      'Potassium',
      blank('R1', 'hyper') + blank('R2', 'peaked'),
      `<p>The client has <inlineChoiceInteraction responseIdentifier="R1" shuffle="false"><inlineChoice identifier="hyper">hyperkalaemia</inlineChoice><inlineChoice identifier="hypo">hypokalaemia</inlineChoice></inlineChoiceInteraction>, with <inlineChoiceInteraction responseIdentifier="R2" shuffle="false"><inlineChoice identifier="peaked">peaked T waves</inlineChoice><inlineChoice identifier="u">U waves</inlineChoice></inlineChoiceInteraction>.</p>`,
    );
    const { rows, notices } = await readAs('cloze.xml', xml);
    expect(rows[0]).toMatchObject({
      type: 'dropdown_cloze',
      question: '<p>Complete the text.</p>',
      layout: { text: '<p>The client has {{1}}, with {{2}}.</p>' },
    });
    expect(rows[0]!.options.filter((option) => option.answer)).toEqual([
      { value: 'hyperkalaemia', answer: true, part: 0 },
      { value: 'peaked T waves', answer: true, part: 1 },
    ]);
    expect(notices.map((notice) => notice.message)).toEqual([
      'The question has no text besides its blanks: it is given "Complete the text."',
    ]);

    // A blank with two right choices breaks the cloze's rule: refused with where it is.
    const broken = xml
      .replace('<value>peaked</value>', '<value>peaked</value><value>u</value>')
      .replace(
        'cardinality="single" baseType="identifier"><correctResponse><value>peaked',
        'cardinality="multiple" baseType="identifier"><correctResponse><value>peaked',
      );
    const refused = await readAs('cloze.xml', broken);
    expect(refused.problems).toEqual([
      {
        line: 1,
        column: 'question 1 "Potassium", correct answers',
        message: 'Blank 2 needs one correct answer',
      },
    ]);
  });
});
