// Bulk questions by CSV: imports that succeed (courses and subjects made or matched, quoting,
// formulas, hostile HTML, 10,000 rows) and the export in the import format.
import { QUESTION_CSV_TEMPLATE } from '@prepward/shared/question-csv';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, questionOptions, questions, subjects } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  createExamTree,
  signedInAdmin,
  type Caller,
  type Envelope,
} from '../../test/content-fixtures';
import { bulkQuestions, HEADER, type ImportResult } from '../../test/question-csv-fixtures';
import { escapeFormula, unescapeFormula } from './question-csv-formula';

describe('bulk questions (CSV)', () => {
  let context: TestContext;
  let admin: Caller & { id: string };

  beforeAll(async () => {
    context = await createTestApp();
    admin = await signedInAdmin(context, ['admin']);
  });
  afterAll(() => context.close());

  const { newExam, upload, imported, contentOf } = bulkQuestions(() => ({ context, admin }));

  it('imports the template, creating its courses and subjects, in one audited step', async () => {
    const examId = await newExam('Template exam');
    const response = await upload(examId, QUESTION_CSV_TEMPLATE);
    expect(response.statusCode).toBe(200);
    expect(response.json<Envelope<ImportResult>>().data).toEqual({
      message: 'Bulk Questions uploaded successfully',
      questionsAdded: 3,
      questionsUpdated: 0,
      questionsRetired: 0,
      questionsUnchanged: 0,
      questionsSkipped: 0,
      coursesCreated: 2,
      subjectsCreated: 2,
      notices: [],
    });
    const content = await contentOf(examId);
    expect(content.map((q) => [q.course, q.subject, q.type])).toEqual([
      ['Pharmacology', 'Analgesics', 'single_choice'],
      ['Pharmacology', 'Analgesics', 'multiple_choice'],
      ['Physiology', 'Cardiovascular', 'fill_in_the_blanks'],
    ]);
    expect(content[1]!.options.map((option) => option.answer)).toEqual([true, true, false, false]);
    expect(content[2]).toMatchObject({ answer: '100', options: [] });
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, examId), eq(auditLog.action, 'imported')));
    expect(audit).toMatchObject({ adminId: admin.id, entity: 'question' });
    expect(audit?.details).toMatchObject({
      questionsAdded: 3,
      coursesCreated: 2,
      subjectsCreated: 2,
    });
  });

  it('matches existing courses and subjects by name, ignoring case', async () => {
    const { examId, courseId, subjectId } = await createExamTree(admin, 'Matching exam');
    const result = await imported(
      examId,
      `${HEADER}\npharmacology ,ANALGESICS,single_choice,Q1,A,B,,,a,\nPharmacology,Antibiotics,single_choice,Q2,A,B,,,b,\n`,
    );
    expect(result).toMatchObject({ questionsAdded: 2, coursesCreated: 0, subjectsCreated: 1 });
    const rows = await context.db.select().from(questions).where(eq(questions.examId, examId));
    expect(rows.every((row) => row.courseId === courseId)).toBe(true);
    expect(rows.filter((row) => row.subjectId === subjectId)).toHaveLength(1);
  });

  it('reads a UTF-8 BOM, CRLF line ends, quoted commas, quotes and newlines inside cells', async () => {
    const examId = await newExam('Quoting exam');
    const csv = `\uFEFF${HEADER}\r\nCardiology,"Heart, valves",single_choice,"<p>Line one</p>\r\n<p>Line ""two""</p>","1,5 mg",2 mg,,,A,"Explained, with a comma"\r\n`;
    await imported(examId, Buffer.from(csv, 'utf8'));
    const [question] = await contentOf(examId);
    expect(question).toMatchObject({
      course: 'Cardiology',
      subject: 'Heart, valves',
      question: '<p>Line one</p>\r\n<p>Line "two"</p>',
      explanation: 'Explained, with a comma',
      options: [
        { value: '1,5 mg', answer: true },
        { value: '2 mg', answer: false },
      ],
    });
  });

  it('reads a file separated by semicolons or tabs, as spreadsheets in some languages save it', async () => {
    const semicolons = await newExam('Semicolon exam');
    // A German spreadsheet: semicolons between cells, decimal commas, several letters quoted.
    await imported(
      semicolons,
      `${HEADER.replaceAll(',', ';')}\r\nPharmakologie;Analgetika;multiple_choice;"Welche sind NSAR?";Ibuprofen;"0,5 mg";Codein;;"a;b";\r\n`,
    );
    const [german] = await contentOf(semicolons);
    expect(german).toMatchObject({
      course: 'Pharmakologie',
      subject: 'Analgetika',
      options: [
        { value: 'Ibuprofen', answer: true },
        { value: '0,5 mg', answer: true },
        { value: 'Codein', answer: false },
      ],
    });

    const tabs = await newExam('Tab exam');
    await imported(
      tabs,
      `${HEADER.replaceAll(',', '\t')}\nCardiology\tValves\tsingle_choice\tQ, with a comma\tA\tB\t\t\tb\t\n`,
    );
    const [tabbed] = await contentOf(tabs);
    expect(tabbed).toMatchObject({ course: 'Cardiology', question: 'Q, with a comma' });
  });

  it('stores formula-looking cells as plain text and exports them escaped', async () => {
    const examId = await newExam('Formula exam');
    await imported(
      examId,
      `${HEADER}\n"=HYPERLINK(""http://evil.example"")",@SUM(A1),single_choice,+1 is?,-1,'=2,,,b,\n`,
    );
    const [question] = await contentOf(examId);
    expect(question).toMatchObject({
      course: '=HYPERLINK("http://evil.example")',
      subject: '@SUM(A1)',
      question: '+1 is?',
      options: [
        { value: '-1', answer: false },
        { value: '=2', answer: true },
      ],
    });
    const exported = await admin.get(`/admin/exam/${examId}/question/export`);
    const [, row]: string[][] = parse(exported.body, { bom: true });
    expect(row?.slice(1, 7)).toEqual([
      `'=HYPERLINK("http://evil.example")`,
      "'@SUM(A1)",
      'single_choice',
      "'+1 is?",
      "'-1",
      "'=2",
    ]);
  });

  it('escapes and unescapes formula cells as exact inverses', () => {
    for (const cell of [
      '=1',
      '+',
      "'",
      "'x",
      "'=1",
      "''=1",
      "''x",
      '-5 mg',
      'plain',
      '',
      '@',
      '\tx',
    ]) {
      expect(unescapeFormula(escapeFormula(cell))).toBe(cell);
    }
    expect(escapeFormula('=1')).toBe("'=1");
    expect(escapeFormula("'x")).toBe("'x");
  });

  it('sanitizes hostile HTML in cells', async () => {
    const examId = await newExam('Hostile CSV exam');
    await imported(
      examId,
      `${HEADER}\nC,S,single_choice,"<p onclick=""x()"">Q<script>alert(1)</script></p>","<img src=x onerror=alert(1)>A",B,,,a,"<a href=""javascript:alert(1)"">why</a>"\n`,
    );
    const [question] = await contentOf(examId);
    expect(question?.question).toBe('<p>Q</p>');
    expect(question?.options[0]?.value).toBe('A');
    expect(question?.explanation).toBe('<a rel="noopener noreferrer nofollow">why</a>');
  });

  it('imports 10,000 questions with four options each', async () => {
    const examId = await newExam('Ten thousand');
    const lines = [HEADER];
    for (let index = 0; index < 10_000; index += 1) {
      const type = index % 3 === 0 ? 'multiple_choice' : 'single_choice';
      lines.push(
        `Course ${index % 5},Subject ${index % 40},${type},"<p>Question ${index}: which dose, in mg?</p>",${index} mg,${index + 1} mg,${index + 2} mg,${index + 3} mg,${type === 'multiple_choice' ? 'a;c' : 'b'},"<p>Because ${index}.</p>"`,
      );
    }
    const started = performance.now();
    const result = await imported(examId, `${lines.join('\r\n')}\r\n`);
    const seconds = (performance.now() - started) / 1000;
    expect(result).toMatchObject({
      message: 'Bulk Questions uploaded successfully',
      questionsAdded: 10_000,
      coursesCreated: 5,
      subjectsCreated: 40,
      notices: [],
    });
    const [count] = await context.db
      .select({ value: questions.id })
      .from(questions)
      .where(eq(questions.examId, examId))
      .limit(1);
    expect(count).toBeDefined();
    const options = await context.db
      .select({ id: questionOptions.id })
      .from(questionOptions)
      .innerJoin(questions, eq(questions.id, questionOptions.questionId))
      .where(eq(questions.examId, examId));
    expect(options).toHaveLength(40_000);
    // Timing belongs to the benchmark (bench/csv-import.ts); this only guards against a
    // pathological regression such as one insert per row.
    expect(seconds).toBeLessThan(60);
  }, 120_000);

  describe('export', () => {
    it('exports in the import format, and an import into an empty exam gives the same questions', async () => {
      const source = await newExam('Round trip source');
      await imported(source, QUESTION_CSV_TEMPLATE);
      await imported(
        source,
        `course,subject,type,question,option_a,option_b,option_c,option_d,option_e,correct,explanation\nSurgery,"Wounds, burns",multiple_choice,"<p>Pick <em>three</em></p>\n<ul><li>x</li></ul>",One,"Two, too","<b>Three</b>",-4,=5,a;c;e,"<p>Why &amp; how</p>"\n`,
      );
      const original = await contentOf(source);
      expect(original).toHaveLength(4);

      const exported = await admin.get(`/admin/exam/${source}/question/export`);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(exported.headers['content-disposition']).toBe(
        'attachment; filename="round-trip-source-questions.csv"',
      );
      expect(exported.body.startsWith('\uFEFFid,course,subject,type,question,option_a')).toBe(true);
      expect(exported.body.split('\r\n')[0]).toContain(
        'option_e,correct,explanation,accepted_answers,status,tags,category,difficulty',
      );

      // The ids are of another exam's questions: added as new ones, and said so.
      const target = await newExam('Round trip target');
      const result = await imported(target, Buffer.from(exported.body, 'utf8'));
      expect(result).toMatchObject({
        questionsAdded: 4,
        questionsUpdated: 0,
        coursesCreated: 3,
        subjectsCreated: 3,
        notices: [
          {
            where: 'id',
            message: expect.stringContaining('4 rows have ids of no question in this exam'),
          },
        ],
      });
      expect(await contentOf(target)).toEqual(original);
    });

    it("exports one subject's questions, and nothing of an exam out of reach", async () => {
      const source = await newExam('Subject export');
      await imported(source, QUESTION_CSV_TEMPLATE);
      const [subject] = await context.db
        .select()
        .from(subjects)
        .where(and(eq(subjects.examId, source), eq(subjects.name, 'Cardiovascular')));
      const exported = await admin.get(`/admin/exam/${source}/question/export`, {
        subjectId: subject!.id,
      });
      const records: string[][] = parse(exported.body, { bom: true });
      expect(records).toHaveLength(2);
      expect(records[1]?.[3]).toBe('fill_in_the_blanks');
      expect(exported.headers['content-disposition']).toContain('subject-export-cardiovascular');

      const other = await newExam('Unrelated');
      expect(
        (await admin.get(`/admin/exam/${other}/question/export`, { subjectId: subject!.id }))
          .statusCode,
      ).toBe(404);
      expect(
        (await admin.get('/admin/exam/00000000-0000-4000-8000-000000000000/question/export'))
          .statusCode,
      ).toBe(404);
    });
  });
});
