import { QUESTION_CSV_TEMPLATE } from '@prepward/shared/question-csv';
import { parse } from 'csv-parse/sync';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courses, questionOptions, questions, subjects } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  createExamTree,
  examInput,
  signedInAdmin,
  type Caller,
  type Envelope,
} from '../../test/content-fixtures';
import { escapeFormula, unescapeFormula } from './question-csv-formula';

type Problem = { path: string; message: string; line: number; column: string };
type ImportResult = { questionsAdded: number; coursesCreated: number; subjectsCreated: number };

const HEADER =
  'course,subject,type,question,option_a,option_b,option_c,option_d,correct,explanation';

describe('bulk questions (CSV)', () => {
  let context: TestContext;
  let admin: Caller & { id: string };

  beforeAll(async () => {
    context = await createTestApp();
    admin = await signedInAdmin(context, ['admin']);
  });
  afterAll(() => context.close());

  const newExam = async (name: string) => {
    const response = await admin.post('/admin/exam/', examInput(name));
    return response.json<Envelope<{ exam: { id: string } }>>().data.exam.id;
  };
  const upload = (examId: string, csv: string | Buffer, name = 'questions.csv') =>
    admin.upload('POST', `/admin/exam/${examId}/question`, {
      field: 'csv',
      name,
      bytes: csv,
      type: 'text/csv',
    });
  const imported = async (examId: string, csv: string | Buffer) => {
    const response = await upload(examId, csv);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<ImportResult>>().data;
  };
  const problemsOf = async (examId: string, csv: string | Buffer) => {
    const response = await upload(examId, csv);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ message: string; error: string; details: Problem[] }>();
  };
  /** Every live question of an exam in a comparable form, in file order. */
  const contentOf = async (examId: string) => {
    const rows = await context.db
      .select({
        id: questions.id,
        course: courses.name,
        subject: subjects.name,
        type: questions.type,
        question: questions.questionHtml,
        explanation: questions.explanationHtml,
        answer: questions.answerText,
      })
      .from(questions)
      .innerJoin(courses, eq(courses.id, questions.courseId))
      .innerJoin(subjects, eq(subjects.id, questions.subjectId))
      .where(eq(questions.examId, examId))
      .orderBy(asc(questions.createdAt), asc(questions.id));
    const result = [];
    for (const { id, ...row } of rows) {
      const options = await context.db
        .select({ value: questionOptions.value, answer: questionOptions.isCorrect })
        .from(questionOptions)
        .where(eq(questionOptions.questionId, id))
        .orderBy(asc(questionOptions.position));
      result.push({ ...row, options });
    }
    return result;
  };

  it('imports the template, creating its courses and subjects, in one audited step', async () => {
    const examId = await newExam('Template exam');
    const response = await upload(examId, QUESTION_CSV_TEMPLATE);
    expect(response.statusCode).toBe(200);
    expect(response.json<Envelope<ImportResult>>().data).toEqual({
      message: 'Bulk Questions uploaded successfully',
      questionsAdded: 3,
      coursesCreated: 2,
      subjectsCreated: 2,
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
    expect(row?.slice(0, 6)).toEqual([
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

  describe('refuses the whole file and lists every problem', () => {
    const row = (cells: Partial<Record<string, string>>) => {
      const base: Record<string, string> = {
        course: 'C',
        subject: 'S',
        type: 'single_choice',
        question: 'Q',
        option_a: 'A',
        option_b: 'B',
        option_c: '',
        option_d: '',
        correct: 'a',
        explanation: '',
      };
      return HEADER.split(',')
        .map((column) => cells[column] ?? base[column] ?? '')
        .map((cell) => `"${cell.replaceAll('"', '""')}"`)
        .join(',');
    };
    const longText = 'x'.repeat(50_001);

    it.each<[string, string, number, string, string]>([
      ['an empty file', '', 1, '', 'The file is empty: the header row is missing'],
      [
        'a header without rows',
        `${HEADER}\n\n`,
        2,
        '',
        'The file has no questions below the header',
      ],
      [
        'an unknown column',
        `${HEADER},difficulty\n${row({})},easy\n`,
        1,
        'difficulty',
        'Unknown column "difficulty"',
      ],
      [
        'a missing column',
        'course,subject,type,question,option_a,option_b\nC,S,single_choice,Q,A,B\n',
        1,
        'correct',
        'Column "correct" is missing',
      ],
      [
        'a repeated column',
        `${HEADER},course\n${row({})},C\n`,
        1,
        'course',
        'Column "course" appears twice',
      ],
      ['a nameless column', `${HEADER},\n${row({})},\n`, 1, '#11', 'A column has no name'],
      [
        'an unclosed quote',
        `${HEADER}\nC,S,single_choice,"Q,A,B,,,a,\n`,
        2,
        '',
        'a closing " is missing',
      ],
      [
        'a row with too many cells',
        `${HEADER}\n${row({})},extra\n`,
        2,
        '',
        'This row has 11 cells but the header has 10 columns',
      ],
      [
        'a missing course',
        `${HEADER}\n${row({ course: ' ' })}\n`,
        2,
        'course',
        'Course is required',
      ],
      [
        'a long course name',
        `${HEADER}\n${row({ course: 'c'.repeat(201) })}\n`,
        2,
        'course',
        'Course may have at most 200 characters',
      ],
      [
        'a missing subject',
        `${HEADER}\n${row({ subject: '' })}\n`,
        2,
        'subject',
        'Subject is required',
      ],
      ['a missing type', `${HEADER}\n${row({ type: '' })}\n`, 2, 'type', 'Type is required'],
      [
        'an unknown type',
        `${HEADER}\n${row({ type: 'essay' })}\n`,
        2,
        'type',
        'Type "essay" is not one of',
      ],
      [
        'a missing question',
        `${HEADER}\n${row({ question: '' })}\n`,
        2,
        'question',
        'Question is required',
      ],
      [
        'a question of only unsafe HTML',
        `${HEADER}\n${row({ question: '<script>x()</script>' })}\n`,
        2,
        'question',
        'Question has nothing left once unsafe HTML is removed',
      ],
      [
        'a question that is too long',
        `${HEADER}\n${row({ question: longText })}\n`,
        2,
        'question',
        'Question may have at most 50000 characters',
      ],
      [
        'an explanation that is too long',
        `${HEADER}\n${row({ explanation: longText })}\n`,
        2,
        'explanation',
        'Explanation may have at most 50000 characters',
      ],
      [
        'one option',
        `${HEADER}\n${row({ option_b: '' })}\n`,
        2,
        'option_b',
        'needs at least 2 options',
      ],
      [
        'a gap between options',
        `${HEADER}\n${row({ option_b: '', option_c: 'C' })}\n`,
        2,
        'option_b',
        'option_b is empty but a later option is filled',
      ],
      [
        'options not starting at option_a',
        'course,subject,type,question,option_a,option_c,correct\nC,S,single_choice,Q,A,C,a\n',
        2,
        'option_c',
        'Options must start at option_a',
      ],
      [
        'an option of only unsafe HTML',
        `${HEADER}\n${row({ option_b: '<iframe src="x"></iframe>' })}\n`,
        2,
        'option_b',
        'option_b has nothing left once unsafe HTML is removed',
      ],
      [
        'an option that is too long',
        `${HEADER}\n${row({ option_a: 'o'.repeat(5001) })}\n`,
        2,
        'option_a',
        'An option may have at most 5000 characters',
      ],
      [
        'no correct letter',
        `${HEADER}\n${row({ correct: '' })}\n`,
        2,
        'correct',
        'The correct option letter is required',
      ],
      [
        'a correct value that is not a letter',
        `${HEADER}\n${row({ correct: 'Morphine' })}\n`,
        2,
        'correct',
        '"morphine" is not an option letter',
      ],
      [
        'a correct letter without an option',
        `${HEADER}\n${row({ correct: 'c' })}\n`,
        2,
        'correct',
        'Correct answer "c" has no option: option_c is empty',
      ],
      [
        'two answers to a single choice',
        `${HEADER}\n${row({ correct: 'a;b' })}\n`,
        2,
        'correct',
        'A single_choice question has exactly one correct answer',
      ],
      [
        'a fill in the blanks with options',
        `${HEADER}\n${row({ type: 'fill_in_the_blanks', correct: 'x' })}\n`,
        2,
        'option_a',
        'A fill_in_the_blanks question has no options',
      ],
      [
        'a fill in the blanks without an answer',
        `${HEADER}\n${row({ type: 'fill_in_the_blanks', option_a: '', option_b: '', correct: '' })}\n`,
        2,
        'correct',
        'The answer text is required',
      ],
      [
        'a fill in the blanks answer that is too long',
        `${HEADER}\n${row({ type: 'fill_in_the_blanks', option_a: '', option_b: '', correct: 'y'.repeat(501) })}\n`,
        2,
        'correct',
        'The answer may have at most 500 characters',
      ],
    ])('%s', async (_name, csv, line, column, message) => {
      const examId = await newExam(`Invalid ${_name}`);
      const body = await problemsOf(examId, csv);
      expect(body.error).toBe('Invalid CSV');
      expect(body.message).toMatch(/Nothing was imported\.$/);
      expect(body.details).toContainEqual(
        expect.objectContaining({ line, column, message: expect.stringContaining(message) }),
      );
      expect(await context.db.select().from(questions).where(eq(questions.examId, examId))).toEqual(
        [],
      );
      expect(await context.db.select().from(courses).where(eq(courses.examId, examId))).toEqual([]);
    });

    it('lists the bad rows of a file whose other rows are fine, and imports none', async () => {
      const examId = await newExam('Partly bad');
      const csv = [
        HEADER,
        row({}),
        row({ course: '' }),
        row({}),
        row({ type: 'x', correct: 'z' }),
      ].join('\n');
      const body = await problemsOf(examId, csv);
      expect(body.message).toBe('2 rows have problems. Nothing was imported.');
      expect(body.details.map((problem) => [problem.line, problem.column])).toEqual([
        [3, 'course'],
        [5, 'type'],
      ]);
      expect(body.details[0]).toEqual({
        path: 'line 3, course',
        message: 'Course is required',
        line: 3,
        column: 'course',
      });
      expect(await context.db.select().from(questions).where(eq(questions.examId, examId))).toEqual(
        [],
      );
    });

    it('refuses a binary file, a file that is not UTF-8 and a file not named .csv', async () => {
      const examId = await newExam('Not CSV');
      const binary = await problemsOf(examId, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]));
      expect(binary.details[0]?.message).toBe('This is not a CSV file (it is binary)');
      const latin1 = await problemsOf(
        examId,
        Buffer.from(`${HEADER}\nCaf\xe9,S,single_choice,Q,A,B,,,a,\n`, 'latin1'),
      );
      expect(latin1.details[0]?.message).toMatch(/not UTF-8 text/);
      const named = await upload(examId, QUESTION_CSV_TEMPLATE, 'questions.xlsx');
      expect(named.statusCode).toBe(400);
      expect(named.json<{ message: string }>().message).toBe('Please upload a CSV file');
      const wrongField = await admin.upload('POST', `/admin/exam/${examId}/question`, {
        field: 'file',
        name: 'questions.csv',
        bytes: QUESTION_CSV_TEMPLATE,
      });
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json<{ message: string }>().message).toContain('"csv"');
    });

    it('takes files beyond the default 10 MB upload limit, up to 20 MB', async () => {
      const examId = await newExam('Large files');
      const padding = 'x'.repeat(12 * 1024 * 1024);
      // 12 MB arrives and is read (its one row is then refused for its length) ...
      const large = await problemsOf(examId, `${HEADER}\nC,S,single_choice,Q,A,B,,,a,${padding}\n`);
      expect(large.details[0]).toMatchObject({ line: 2, column: 'explanation' });
      // ... 21 MB is refused before reading.
      const tooLarge = await upload(examId, `${HEADER}\n${'y'.repeat(21 * 1024 * 1024)}\n`);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json<{ message: string }>().message).toBe(
        'The file is larger than 20 MB; split it into smaller files',
      );
    });

    it('refuses more rows than one import takes', async () => {
      const examId = await newExam('Too many');
      const csv = [
        HEADER,
        ...Array.from({ length: 20_001 }, () => 'C,S,single_choice,Q,A,B,,,a,'),
      ].join('\n');
      const body = await problemsOf(examId, csv);
      expect(body.details[0]?.message).toBe(
        'The file has 20001 questions; at most 20000 can be imported at once',
      );
    });
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
    expect(result).toEqual({
      message: 'Bulk Questions uploaded successfully',
      questionsAdded: 10_000,
      coursesCreated: 5,
      subjectsCreated: 40,
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
      expect(exported.body.startsWith('\uFEFFcourse,subject,type,question,option_a')).toBe(true);
      expect(exported.body.split('\r\n')[0]).toContain('option_e,correct,explanation');

      const target = await newExam('Round trip target');
      const result = await imported(target, Buffer.from(exported.body, 'utf8'));
      expect(result).toMatchObject({ questionsAdded: 4, coursesCreated: 3, subjectsCreated: 3 });
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
      expect(records[1]?.[2]).toBe('fill_in_the_blanks');
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
