// The bulk question CSV's accepted_answers column (fill in the blanks: the answers accepted
// besides `correct`, separated by '|'), and rich-text cells that are only an empty paragraph.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, type Caller } from '../../test/content-fixtures';
import { bulkQuestions, HEADER } from '../../test/question-csv-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

const WITH_ACCEPTED = `${HEADER},accepted_answers`;

describe('bulk questions: accepted answers', () => {
  let context: TestContext;
  let admin: Caller & { id: string };

  beforeAll(async () => {
    context = await createTestApp();
    admin = await signedInAdmin(context, ['admin']);
  });
  afterAll(() => context.close());

  const { newExam, imported, problemsOf, contentOf } = bulkQuestions(() => ({ context, admin }));

  it('imports the accepted answers in their canonical notation and exports them back', async () => {
    const source = await newExam('Accepted answers source');
    await imported(
      source,
      [
        WITH_ACCEPTED,
        'Pharmacology,Doses,fill_in_the_blanks,<p>Dose: ___ g</p>,,,,,4 +/- 0.10 g,,four grams | 4000 mg (unit required)',
        "Biochemistry,Acid-base,fill_in_the_blanks,<p>Base excess: ___</p>,,,,,-4 mmol/L,,'-4±1 mmol/l|minus four",
        'Physiology,Heart,fill_in_the_blanks,<p>Rate: ___</p>,,,,,100,,',
        'Physiology,Heart,single_choice,<p>Which?</p>,A,B,,,a,,',
        '',
      ].join('\r\n'),
    );
    const original = await contentOf(source);
    expect(original.map(({ answer, acceptedAnswers }) => [answer, acceptedAnswers])).toEqual([
      ['4±0.1 g', ['four grams', '4000 mg (unit required)']],
      ['-4 mmol/L', ['-4±1 mmol/l', 'minus four']],
      ['100', []],
      [null, []],
    ]);

    const exported = await admin.get(`/admin/exam/${source}/question/export`);
    const [header, first, second, third]: string[][] = parse(exported.body, { bom: true });
    const column = header!.indexOf('accepted_answers');
    expect(first?.[column]).toBe('four grams|4000 mg (unit required)');
    // A cell starting with '-' is a formula to a spreadsheet: written with an apostrophe.
    expect(second?.[column]).toBe("'-4±1 mmol/l|minus four");
    expect(third?.[column]).toBe('');

    const target = await newExam('Accepted answers target');
    await imported(target, Buffer.from(exported.body, 'utf8'));
    expect(await contentOf(target)).toEqual(original);
  });

  it('reads a file without the column as before', async () => {
    const examId = await newExam('No accepted answers column');
    await imported(examId, `${HEADER}\nC,S,fill_in_the_blanks,Q ___,,,,,4 g,\n`);
    expect(await contentOf(examId)).toMatchObject([{ answer: '4 g', acceptedAnswers: [] }]);
  });

  it('lists each problem of the answers with its line and column', async () => {
    const examId = await newExam('Accepted answers refused');
    const body = await problemsOf(
      examId,
      [
        WITH_ACCEPTED,
        'C,S,fill_in_the_blanks,Q ___,,,,,4±x g,,',
        'C,S,fill_in_the_blanks,Q ___,,,,,4 g,,four grams|4±-1 g',
        'C,S,fill_in_the_blanks,Q ___,,,,,4 g,,4g',
        'C,S,single_choice,Q,A,B,,,a,,four grams',
        '',
      ].join('\n'),
    );
    expect(body.details.map(({ line, column, message }) => ({ line, column, message }))).toEqual([
      {
        line: 2,
        column: 'correct',
        message:
          'The answer is not a number with a tolerance of 0 or more and a one-word unit (write 4±0.1 g)',
      },
      {
        line: 3,
        column: 'accepted_answers',
        message:
          'Accepted answer 2 is not a number with a tolerance of 0 or more and a one-word unit (write 4±0.1 g)',
      },
      {
        line: 4,
        column: 'accepted_answers',
        message: 'Accepted answer 1 is already accepted above',
      },
      {
        line: 5,
        column: 'accepted_answers',
        message:
          'A single_choice question has no accepted answers: its correct option letters go in "correct"',
      },
    ]);
  });

  it('reads an empty paragraph as an empty cell', async () => {
    const examId = await newExam('Empty paragraphs');
    await imported(examId, `${HEADER}\nC,S,single_choice,Q,A,B,<p></p>,<p><br></p>,a,<p></p>\n`);
    const [question] = await contentOf(examId);
    expect(question).toMatchObject({ explanation: '', options: [{ value: 'A' }, { value: 'B' }] });

    const body = await problemsOf(examId, `${HEADER}\nC,S,single_choice,<p><br></p>,A,B,,,a,\n`);
    expect(body.details).toEqual([
      expect.objectContaining({ line: 2, column: 'question', message: 'Question is required' }),
    ]);
  });
});
