// Bulk questions: import a CSV into an exam (all or nothing, in one transaction, with
// multi-row inserts) and export an exam's or a subject's questions in the same format.
import { randomUUID } from 'node:crypto';
import type { TQuestionImportResult } from '@prepward/shared/schemas/content';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, questionOptions, questions, subjects } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { CsvProblem } from '../../lib/csv';
import { httpError } from '../../lib/http-error';
import type { RichTextSanitizer } from '../../lib/sanitize';
import type { AuthenticatedAdmin } from '../../lib/actors';
import { loadExam } from './exam-service';
import { readQuestionCsv } from './question-csv-reader';
import { writeQuestionCsv } from './question-csv-writer';
import { loadCourse, loadSubject } from './structure-service';

/**
 * Rows per INSERT statement: few round trips, yet short statements, since the embedded
 * database runs each statement on the server's own thread and nothing else is answered
 * meanwhile.
 */
const QUESTION_BATCH = 1000;
const OPTION_BATCH = 4000;

/** The JSON rows of the bulk inserts, named as the columns. */
type QuestionRow = {
  id: string;
  course_id: string;
  subject_id: string;
  type: string;
  question_html: string;
  explanation_html: string;
  answer_text: string | null;
  created_at: string;
};
type OptionRow = { question_id: string; value: string; is_correct: boolean; position: number };

const key = (name: string) => name.trim().toLowerCase();

/**
 * Lets waiting requests in between two statements. The embedded database answers within the
 * same turn of the event loop, so back-to-back statements would otherwise hold it throughout.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    result.push(items.slice(start, start + size));
  return result;
}

export function invalidCsv(problems: CsvProblem[]) {
  const rows = new Set(problems.map((problem) => problem.line)).size;
  const message =
    rows === 1 && problems[0]?.line === 1 && problems.length === 1
      ? `${problems[0].message}. Nothing was imported.`
      : `${rows} ${rows === 1 ? 'row has' : 'rows have'} problems. Nothing was imported.`;
  return httpError(400, message, {
    code: 'Invalid CSV',
    details: problems.map((problem) => ({
      path: problem.column ? `line ${problem.line}, ${problem.column}` : `line ${problem.line}`,
      message: problem.message,
      line: problem.line,
      column: problem.column,
    })),
  });
}

export function createBulkService({ db, sanitize }: { db: Database; sanitize: RichTextSanitizer }) {
  return {
    async importCsv(
      admin: AuthenticatedAdmin,
      examId: string,
      file: { bytes: Buffer; fileName: string },
    ): Promise<TQuestionImportResult> {
      await loadExam(db, admin, examId);
      // Reading and sanitizing happen before the transaction, which then only writes.
      const { rows, problems } = await readQuestionCsv(file.bytes, sanitize);
      if (problems.length > 0) throw invalidCsv(problems);

      return db.transaction(async (tx) => {
        // One import per exam at a time, so two files cannot both create the same course.
        await loadExam(tx, admin, examId, { lock: true });
        const [existingCourses, existingSubjects] = await Promise.all([
          tx
            .select({ id: courses.id, name: courses.name })
            .from(courses)
            .where(and(eq(courses.examId, examId), isNull(courses.retiredAt)))
            .orderBy(asc(courses.createdAt)),
          tx
            .select({ id: subjects.id, courseId: subjects.courseId, name: subjects.name })
            .from(subjects)
            .where(and(eq(subjects.examId, examId), isNull(subjects.retiredAt)))
            .orderBy(asc(subjects.createdAt)),
        ]);

        // Names match case-insensitively within the exam; the first of equal names wins.
        const courseIds = new Map<string, string>();
        for (const course of existingCourses) {
          if (!courseIds.has(key(course.name))) courseIds.set(key(course.name), course.id);
        }
        const subjectIds = new Map<string, string>();
        for (const subject of existingSubjects) {
          const subjectKey = `${subject.courseId}/${key(subject.name)}`;
          if (!subjectIds.has(subjectKey)) subjectIds.set(subjectKey, subject.id);
        }

        const now = Date.now();
        const newCourses: (typeof courses.$inferInsert)[] = [];
        const newSubjects: (typeof subjects.$inferInsert)[] = [];
        const questionRows: QuestionRow[] = [];
        const optionRows: OptionRow[] = [];

        rows.forEach((row, index) => {
          let courseId = courseIds.get(key(row.course));
          if (!courseId) {
            courseId = randomUUID();
            courseIds.set(key(row.course), courseId);
            newCourses.push({ id: courseId, examId, name: row.course, createdAt: new Date(now) });
          }
          const subjectKey = `${courseId}/${key(row.subject)}`;
          let subjectId = subjectIds.get(subjectKey);
          if (!subjectId) {
            subjectId = randomUUID();
            subjectIds.set(subjectKey, subjectId);
            newSubjects.push({
              id: subjectId,
              examId,
              courseId,
              name: row.subject,
              createdAt: new Date(now),
            });
          }
          const questionId = randomUUID();
          // One millisecond apart in file order, the last row newest, so lists (newest
          // first) and exports keep the file's order.
          const createdAt = new Date(now - (rows.length - 1 - index));
          questionRows.push({
            id: questionId,
            course_id: courseId,
            subject_id: subjectId,
            type: row.type,
            question_html: row.question,
            explanation_html: row.explanation,
            answer_text: row.answer,
            created_at: createdAt.toISOString(),
          });
          row.options.forEach((option, position) =>
            optionRows.push({
              question_id: questionId,
              value: option.value,
              is_correct: option.answer,
              position,
            }),
          );
        });

        if (newCourses.length > 0) await tx.insert(courses).values(newCourses);
        if (newSubjects.length > 0) await tx.insert(subjects).values(newSubjects);
        // Thousands of rows per statement, sent as one JSON parameter each: PostgreSQL
        // expands it (json_to_recordset), so there is no per-row parameter to build or parse.
        for (const batch of chunks(questionRows, QUESTION_BATCH)) {
          await yieldToEventLoop();
          await tx.execute(sql`
            insert into ${questions} (id, exam_id, course_id, subject_id, type, question_html,
              explanation_html, answer_text, created_at, updated_at)
            select id, ${examId}::uuid, course_id, subject_id, type, question_html,
              explanation_html, answer_text, created_at, created_at
            from json_to_recordset(${JSON.stringify(batch)}::json) as row(id uuid,
              course_id uuid, subject_id uuid, type text, question_html text,
              explanation_html text, answer_text text, created_at timestamptz)`);
        }
        for (const batch of chunks(optionRows, OPTION_BATCH)) {
          await yieldToEventLoop();
          await tx.execute(sql`
            insert into ${questionOptions} (question_id, value, is_correct, position)
            select question_id, value, is_correct, position
            from json_to_recordset(${JSON.stringify(batch)}::json) as row(question_id uuid,
              value text, is_correct boolean, position integer)`);
        }

        const result = {
          questionsAdded: questionRows.length,
          coursesCreated: newCourses.length,
          subjectsCreated: newSubjects.length,
        };
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'imported',
          entity: 'question',
          entityId: examId,
          details: { fileName: file.fileName, ...result },
        });
        return result;
      });
    },

    /** The live questions of an exam (or one course or subject), oldest first, as CSV. */
    async exportCsv(
      admin: AuthenticatedAdmin,
      examId: string,
      filter: { courseId?: string | undefined; subjectId?: string | undefined },
    ) {
      const exam = await loadExam(db, admin, examId);
      let scopeName = exam.name;
      if (filter.courseId) {
        const course = await loadCourse(db, admin, filter.courseId);
        if (course.examId !== examId) throw httpError(404, 'Course not found');
        scopeName = `${exam.name} - ${course.name}`;
      }
      if (filter.subjectId) {
        const { subject } = await loadSubject(db, admin, filter.subjectId);
        if (subject.examId !== examId) throw httpError(404, 'Subject not found');
        scopeName = `${exam.name} - ${subject.name}`;
      }
      const rows = await db
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
        .where(
          and(
            eq(questions.examId, examId),
            isNull(questions.retiredAt),
            filter.courseId ? eq(questions.courseId, filter.courseId) : undefined,
            filter.subjectId ? eq(questions.subjectId, filter.subjectId) : undefined,
          ),
        )
        .orderBy(asc(questions.createdAt), asc(questions.id));

      const options = new Map<string, { value: string; answer: boolean }[]>();
      for (const batch of chunks(
        rows.map((row) => row.id),
        5000,
      )) {
        const optionRows = await db
          .select({
            questionId: questionOptions.questionId,
            value: questionOptions.value,
            answer: questionOptions.isCorrect,
          })
          .from(questionOptions)
          .where(inArray(questionOptions.questionId, batch))
          .orderBy(asc(questionOptions.questionId), asc(questionOptions.position));
        for (const option of optionRows) {
          const list = options.get(option.questionId) ?? [];
          list.push({ value: option.value, answer: option.answer });
          options.set(option.questionId, list);
        }
      }
      const csv = writeQuestionCsv(
        rows.map((row) => ({ ...row, options: options.get(row.id) ?? [] })),
      );
      const fileName = `${
        scopeName
          .replace(/[^a-z0-9]+/gi, '-')
          .replace(/^-|-$/g, '')
          .toLowerCase()
          .slice(0, 80) || 'exam'
      }-questions.csv`;
      return { csv, fileName, count: rows.length };
    },
  };
}
export type BulkService = ReturnType<typeof createBulkService>;
