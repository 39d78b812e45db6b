// Case studies in the bulk question CSV (the `case`, `case_step` and `case_scenario` columns):
// an import finds each case by title or creates it, the export writes them so the file
// uploaded again changes nothing and recreates the cases in another exam, steps move and swap
// between questions of a file, a file without the columns leaves cases alone, and every
// problem is refused with its line, in the preview as in the import.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStudies, questions } from '../../db/schema';
import { signedInAdmin, type Caller, type Envelope } from '../../test/content-fixtures';
import { bulkQuestions, type Problem } from '../../test/question-csv-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

const HEADER =
  'course,subject,type,question,option_a,option_b,correct,case,case_step,case_scenario';
const SCENARIO = '<p>Mr. Addo, 78, is on day 2 after a hip repair.</p>';
const row = (question: string, caseCells: string) =>
  `Nursing,Sepsis,single_choice,<p>${question}</p>,Yes,No,a,${caseCells}`;
const fileOf = (...rows: string[]) => [HEADER, ...rows, ''].join('\r\n');

type Preview = {
  questionsAdded: number;
  questionsUpdated: number;
  questionsUnchanged: number;
  notices: { where: string; message: string }[];
};

describe('case studies in the question CSV', () => {
  let context: TestContext;
  let admin: Caller;
  const bulk = bulkQuestions(() => ({ context, admin }));

  beforeAll(async () => {
    context = await createTestApp();
    admin = await signedInAdmin(context, ['admin']);
  });
  afterAll(() => context.close());

  const preview = (examId: string, csv: string) =>
    admin.upload('POST', `/admin/exam/${examId}/question/preview`, {
      field: 'csv',
      name: 'questions.csv',
      bytes: csv,
      type: 'text/csv',
    });
  const recordsOf = (csv: string): string[][] => parse(csv, { bom: true });
  const exported = async (examId: string) => {
    const response = await admin.get(`/admin/exam/${examId}/question/export`);
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };
  /** The exam's live questions as [question, case title, step], in file order. */
  const stepsOf = async (examId: string) => {
    const rows = await context.db
      .select({
        question: questions.questionHtml,
        title: caseStudies.title,
        step: questions.caseStep,
      })
      .from(questions)
      .leftJoin(caseStudies, eq(caseStudies.id, questions.caseStudyId))
      .where(and(eq(questions.examId, examId), isNull(questions.retiredAt)))
      .orderBy(asc(questions.createdAt), asc(questions.id));
    return rows.map(({ question, title, step }) => [question, title, step]);
  };
  const casesOf = (examId: string) =>
    context.db
      .select({ title: caseStudies.title, scenario: caseStudies.scenarioHtml })
      .from(caseStudies)
      .where(eq(caseStudies.examId, examId))
      .orderBy(asc(caseStudies.title));
  const problems = async (examId: string, csv: string) => {
    const checked = await preview(examId, csv);
    expect(checked.statusCode, checked.body).toBe(400);
    const imported = await bulk.problemsOf(examId, csv);
    // The preview says what the import would.
    expect(checked.json<{ details: Problem[] }>().details).toEqual(imported.details);
    return imported.details.map(({ line, column, message }) => ({ line, column, message }));
  };

  it('creates a case with its rows at their steps, sanitized, and says so in the preview first', async () => {
    const examId = await bulk.newExam('Cases created');
    const csv = fileOf(
      row('Which cues matter?', `Sepsis after surgery,1,"${SCENARIO}<script>x()</script>"`),
      row('Standing alone', ',,'),
      row('What to do first?', 'sepsis after surgery,2,'),
    );
    const checked = await preview(examId, csv);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json<Envelope<Preview>>().data).toMatchObject({
      questionsAdded: 3,
      notices: [{ where: 'case', message: '1 new case study: "Sepsis after surgery"' }],
    });
    expect(await casesOf(examId)).toEqual([]);

    expect((await bulk.imported(examId, csv)).questionsAdded).toBe(3);
    expect(await casesOf(examId)).toEqual([{ title: 'Sepsis after surgery', scenario: SCENARIO }]);
    expect(await stepsOf(examId)).toEqual([
      ['<p>Which cues matter?</p>', 'Sepsis after surgery', 1],
      ['<p>Standing alone</p>', null, null],
      ['<p>What to do first?</p>', 'Sepsis after surgery', 2],
    ]);
  });

  it('joins a case the exam has (title case ignored), rewriting its scenario when a row gives another', async () => {
    const examId = await bulk.newExam('Cases joined');
    const created = await admin.post('/admin/case-study', {
      examId,
      title: 'Dehydration in a toddler',
      scenario: '<p>Ama, 2, has had diarrhoea for three days.</p>',
    });
    expect(created.statusCode, created.body).toBe(201);
    // No scenario: the case keeps its own.
    await bulk.imported(examId, fileOf(row('Step one?', 'DEHYDRATION IN A TODDLER,1,')));
    expect(await casesOf(examId)).toEqual([
      {
        title: 'Dehydration in a toddler',
        scenario: '<p>Ama, 2, has had diarrhoea for three days.</p>',
      },
    ]);
    const rewritten = fileOf(
      row('Step two?', 'Dehydration in a toddler,2,"<p>Ama, 2, is now lethargic.</p>"'),
    );
    const checked = await preview(examId, rewritten);
    expect(checked.json<Envelope<Preview>>().data.notices).toEqual([
      {
        where: 'case_scenario',
        message:
          'A new scenario for "Dehydration in a toddler": students see it in the tests that hold that case',
      },
    ]);
    await bulk.imported(examId, rewritten);
    expect(await casesOf(examId)).toEqual([
      { title: 'Dehydration in a toddler', scenario: '<p>Ama, 2, is now lethargic.</p>' },
    ]);
    expect((await stepsOf(examId)).map(([, , step]) => step)).toEqual([1, 2]);
  });

  it('exports the case columns, which change nothing uploaded again and recreate the case in another exam', async () => {
    const examId = await bulk.newExam('Cases exported');
    await bulk.imported(
      examId,
      fileOf(
        row('First?', `Sepsis,1,"${SCENARIO}"`),
        row('Alone', ',,'),
        row('Second?', 'Sepsis,2,'),
      ),
    );
    const csv = await exported(examId);
    const [header, ...records] = recordsOf(csv);
    expect(header!.slice(-3)).toEqual(['case', 'case_step', 'case_scenario']);
    expect(records.map((record) => record.slice(-3))).toEqual([
      ['Sepsis', '1', SCENARIO],
      ['', '', ''],
      ['Sepsis', '2', SCENARIO],
    ]);

    const again = await bulk.upload(examId, csv);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Envelope<Preview>>().data).toMatchObject({
      questionsAdded: 0,
      questionsUpdated: 0,
      questionsUnchanged: 3,
      notices: [],
    });

    const copy = await bulk.newExam('Cases copied');
    await bulk.imported(copy, csv.replace(/^[0-9a-f-]{36},/gm, ','));
    expect(await stepsOf(copy)).toEqual(await stepsOf(examId));
    expect(await casesOf(copy)).toEqual(await casesOf(examId));
  });

  it('swaps and clears steps within a file, and a file without the columns leaves cases as they are', async () => {
    const examId = await bulk.newExam('Cases moved');
    await bulk.imported(
      examId,
      fileOf(row('First?', `Sepsis,1,"${SCENARIO}"`), row('Second?', 'Sepsis,2,')),
    );
    const [header, ...records] = recordsOf(await exported(examId));
    const step = header!.indexOf('case_step');
    records[0]![step] = '2';
    records[1]![step] = '1';
    const swapped = await bulk.upload(examId, stringify([header!, ...records]));
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((await stepsOf(examId)).map(([, , at]) => at)).toEqual([2, 1]);

    // Without the case columns: reworded, still in the case.
    const withoutCases = [header!.slice(0, -3), ...records.map((record) => record.slice(0, -3))];
    withoutCases[1]![header!.indexOf('question')] = '<p>First, reworded?</p>';
    expect((await bulk.imported(examId, stringify(withoutCases))).questionsAdded).toBe(0);
    expect(await stepsOf(examId)).toEqual([
      ['<p>First, reworded?</p>', 'Sepsis', 2],
      ['<p>Second?</p>', 'Sepsis', 1],
    ]);

    // An empty case cell takes the question out; its step is free for a new row.
    const cleared = [header!, ...records.map((record) => [...record])];
    cleared[1]![header!.indexOf('case')] = '';
    cleared[1]![step] = '';
    cleared[1]![header!.indexOf('case_scenario')] = '';
    cleared[1]![header!.indexOf('question')] = '<p>First, reworded?</p>';
    const newRow = [...records[0]!];
    newRow[0] = '';
    newRow[header!.indexOf('question')] = '<p>A new second step?</p>';
    newRow[step] = '2';
    const result = await bulk.upload(examId, stringify([...cleared, newRow]));
    expect(result.statusCode, result.body).toBe(200);
    expect(await stepsOf(examId)).toEqual([
      ['<p>First, reworded?</p>', null, null],
      ['<p>Second?</p>', 'Sepsis', 1],
      ['<p>A new second step?</p>', 'Sepsis', 2],
    ]);
  });

  it('refuses a case without its step or the reverse, a step out of range, a step twice, two scenarios and a new case without one', async () => {
    const examId = await bulk.newExam('Cases refused');
    expect(
      await problems(
        examId,
        fileOf(
          row('No step', 'Sepsis,,'),
          row('No case', ',3,'),
          row('A scenario alone', `,,"${SCENARIO}"`),
          row('Step seven', 'Sepsis,7,'),
          row('Step one', `Sepsis,1,"${SCENARIO}"`),
          row('Step one again', 'sepsis,1,'),
          row('Another scenario', 'Sepsis,2,<p>Someone else</p>'),
        ),
      ),
    ).toEqual([
      {
        line: 2,
        column: 'case_step',
        message: 'A question of a case study needs its step in "case_step" (1 to 6)',
      },
      {
        line: 3,
        column: 'case_step',
        message: 'A step belongs to a case study: name it in "case"',
      },
      {
        line: 4,
        column: 'case_scenario',
        message: 'A scenario belongs to a case study: name it in "case"',
      },
      { line: 5, column: 'case_step', message: 'The step is a whole number from 1 to 6' },
      { line: 7, column: 'case_step', message: 'Line 6 is already step 1 of this case study' },
      {
        line: 8,
        column: 'case_scenario',
        message:
          'Line 6 gives this case study another scenario: give it once, or the same on every row of the case',
      },
    ]);
    // Checked against the exam once every row reads well.
    expect(
      await problems(
        examId,
        fileOf(row('Step one', `Sepsis,1,"${SCENARIO}"`), row('Unheard of', 'Pneumonia,1,')),
      ),
    ).toEqual([
      {
        line: 3,
        column: 'case_scenario',
        message:
          'The case study "Pneumonia" is new to this exam: give its scenario in "case_scenario"',
      },
    ]);
    expect(await stepsOf(examId)).toEqual([]);
    expect(await casesOf(examId)).toEqual([]);
  });

  it('refuses a step another question of the exam keeps, unless the file moves that question', async () => {
    const examId = await bulk.newExam('Cases taken');
    await bulk.imported(examId, fileOf(row('Held', `Sepsis,3,"${SCENARIO}"`)));
    expect(await problems(examId, fileOf(row('Claims it', 'Sepsis,3,')))).toEqual([
      {
        line: 2,
        column: 'case_step',
        message: 'Step 3 of this case study already has a question.',
      },
    ]);

    const [header, ...records] = recordsOf(await exported(examId));
    records[0]![header!.indexOf('case_step')] = '4';
    const claim = [...records[0]!];
    claim[0] = '';
    claim[header!.indexOf('question')] = '<p>Claims it</p>';
    claim[header!.indexOf('case_step')] = '3';
    const moved = await bulk.upload(examId, stringify([header!, ...records, claim]));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stepsOf(examId)).toEqual([
      ['<p>Held</p>', 'Sepsis', 4],
      ['<p>Claims it</p>', 'Sepsis', 3],
    ]);
  });
});
