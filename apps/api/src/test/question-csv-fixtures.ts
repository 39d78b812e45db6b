// Helpers for the bulk question tests (CSV import and export): the header of the import
// format, uploads of a file to a fresh exam, and an exam's questions in a comparable form.
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { courses, questionOptions, questions, subjects } from '../db/schema';
import { examInput, type Caller, type Envelope } from './content-fixtures';
import type { TestContext } from './test-app';

export type Problem = { path: string; message: string; line: number; column: string };
export type ImportResult = {
  questionsAdded: number;
  coursesCreated: number;
  subjectsCreated: number;
};

export const HEADER =
  'course,subject,type,question,option_a,option_b,option_c,option_d,correct,explanation';

/**
 * Calls of one administrator on the bulk endpoints. `current` gives the test file's app and
 * administrator, which exist once its beforeAll has run.
 */
export function bulkQuestions(current: () => { context: TestContext; admin: Caller }) {
  const newExam = async (name: string) => {
    const response = await current().admin.post('/admin/exam/', examInput(name));
    return response.json<Envelope<{ exam: { id: string } }>>().data.exam.id;
  };
  const upload = (examId: string, csv: string | Buffer, name = 'questions.csv') =>
    current().admin.upload('POST', `/admin/exam/${examId}/question`, {
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
    const { db } = current().context;
    const rows = await db
      .select({
        id: questions.id,
        course: courses.name,
        subject: subjects.name,
        type: questions.type,
        question: questions.questionHtml,
        explanation: questions.explanationHtml,
        answer: questions.answerText,
        acceptedAnswers: questions.acceptedAnswers,
      })
      .from(questions)
      .innerJoin(courses, eq(courses.id, questions.courseId))
      .innerJoin(subjects, eq(subjects.id, questions.subjectId))
      .where(eq(questions.examId, examId))
      .orderBy(asc(questions.createdAt), asc(questions.id));
    const result = [];
    for (const { id, ...row } of rows) {
      const options = await db
        .select({ value: questionOptions.value, answer: questionOptions.isCorrect })
        .from(questionOptions)
        .where(eq(questionOptions.questionId, id))
        .orderBy(asc(questionOptions.position));
      result.push({ ...row, options });
    }
    return result;
  };
  return { newExam, upload, imported, problemsOf, contentOf };
}
