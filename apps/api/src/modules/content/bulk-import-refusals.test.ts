// Bulk questions by CSV: a file with any problem is refused whole, and every problem is listed
// with its line and column; files that are not CSV, too large or too long are refused too.
import { MESSAGES } from '@prepward/shared/messages';
import { QUESTION_CSV_TEMPLATE } from '@prepward/shared/question-csv';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, questions } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { signedInAdmin, type Caller } from '../../test/content-fixtures';
import { bulkQuestions, HEADER } from '../../test/question-csv-fixtures';

describe('bulk questions (CSV)', () => {
  let context: TestContext;
  let admin: Caller & { id: string };

  beforeAll(async () => {
    context = await createTestApp();
    admin = await signedInAdmin(context, ['admin']);
  });
  afterAll(() => context.close());

  const { newExam, upload, problemsOf } = bulkQuestions(() => ({ context, admin }));

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
        `${HEADER},level\n${row({})},easy\n`,
        1,
        'level',
        'Unknown column "level"',
      ],
      [
        'a header whose separator is none of comma, semicolon and tab',
        `${HEADER.replaceAll(',', '|')}\nC|S|single_choice|Q|A|B|||a|\n`,
        1,
        HEADER.replaceAll(',', '|'),
        'the header was read with commas between columns',
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
      expect(named.json<{ message: string }>().message).toBe(MESSAGES.questionFileRequired);
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
});
