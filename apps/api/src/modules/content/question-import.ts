// Adds checked rows of a question CSV (question-csv-reader.ts) to an exam: courses and
// subjects matched by name or created, questions and options in multi-row inserts. The admin
// bulk upload (bulk-service.ts) and the demo catalogue seed (db/seed/seed-demo.ts) both call
// it, inside a transaction of their own.
import { randomUUID } from 'node:crypto';
import type { TQuestionImportResult } from '@prepward/shared/schemas/content';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import { courses, questionOptions, questions, subjects } from '../../db/schema';
import type { CsvQuestionRow } from './question-csv-row';
import { casePlaceOf, EMPTY_CASE_PLAN, type ImportCasePlan } from './question-import-cases';
import { recordQuestionVersions } from './question-versions';
import { itemColumnsOf } from './question-writes';

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
  scoring: string;
  layout: object;
  max_points: number;
  question_html: string;
  explanation_html: string;
  answer_text: string | null;
  accepted_answers: string[];
  status: string;
  tags: string[];
  category: string | null;
  difficulty: string | null;
  case_study_id: string | null;
  case_step: number | null;
  created_at: string;
};
type OptionRow = {
  question_id: string;
  value: string;
  is_correct: boolean;
  part: number;
  position: number;
};

/** What the rows add: new courses and subjects, and the questions with their options. */
type ImportPlan = {
  newCourses: (typeof courses.$inferInsert)[];
  newSubjects: (typeof subjects.$inferInsert)[];
  questionRows: QuestionRow[];
  optionRows: OptionRow[];
};

/** Ids by name key: a course by its name, a subject by `courseId/name`. */
type NameIds = { courseIds: Map<string, string>; subjectIds: Map<string, string> };

const key = (name: string) => name.trim().toLowerCase();

/**
 * Lets waiting requests in between two statements. The embedded database answers within the
 * same turn of the event loop, so back-to-back statements would otherwise hold it throughout.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    result.push(items.slice(start, start + size));
  return result;
}

/** A course and subject by name, as a row names them. */
export type PlacedName = { course: string; subject: string };

/**
 * Adds the rows to the exam, in file order. Call it in a transaction (all or nothing), one
 * import per exam at a time (two files could otherwise both create the same course).
 * `alsoPlace` names courses and subjects other rows move questions to: they are created too
 * when missing, and `subjectOf` finds the ids of every name.
 */
export async function insertQuestionRows(
  tx: DatabaseOrTransaction,
  examId: string,
  rows: CsvQuestionRow[],
  /** The administrator importing: the questions' author; null for the demo catalogue. */
  authorId: string | null = null,
  alsoPlace: PlacedName[] = [],
  /** The case studies the rows name, written already (question-import-cases.ts). */
  cases: ImportCasePlan = EMPTY_CASE_PLAN,
): Promise<
  Pick<TQuestionImportResult, 'questionsAdded' | 'coursesCreated' | 'subjectsCreated'> & {
    subjectOf: (name: PlacedName) => { courseId: string; subjectId: string };
  }
> {
  const names = await existingNames(tx, examId);
  const plan = planImport(examId, rows, names, cases);
  for (const name of alsoPlace) placeName(examId, name, names, plan, Date.now());
  await writeImport(tx, examId, plan, authorId);
  for (const batch of chunks(plan.questionRows, QUESTION_BATCH)) {
    await yieldToEventLoop();
    await recordQuestionVersions(tx, {
      where: sql`${questions.id} = any(${sql.param(batch.map((row) => row.id))}::uuid[])`,
      action: 'imported',
      adminId: authorId,
    });
  }
  return {
    questionsAdded: plan.questionRows.length,
    coursesCreated: plan.newCourses.length,
    subjectsCreated: plan.newSubjects.length,
    subjectOf: (name) => {
      const courseId = names.courseIds.get(key(name.course))!;
      return { courseId, subjectId: names.subjectIds.get(`${courseId}/${key(name.subject)}`)! };
    },
  };
}

/** The exam's live courses and subjects. Names match case-insensitively; the first wins. */
async function existingNames(tx: DatabaseOrTransaction, examId: string): Promise<NameIds> {
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
  const courseIds = new Map<string, string>();
  for (const course of existingCourses) {
    if (!courseIds.has(key(course.name))) courseIds.set(key(course.name), course.id);
  }
  const subjectIds = new Map<string, string>();
  for (const subject of existingSubjects) {
    const subjectKey = `${subject.courseId}/${key(subject.name)}`;
    if (!subjectIds.has(subjectKey)) subjectIds.set(subjectKey, subject.id);
  }
  return { courseIds, subjectIds };
}

/** The course and subject of that name, created in the plan when the exam has none. */
function placeName(
  examId: string,
  name: PlacedName,
  names: NameIds,
  plan: ImportPlan,
  now: number,
): { courseId: string; subjectId: string } {
  const { courseIds, subjectIds } = names;
  let courseId = courseIds.get(key(name.course));
  if (!courseId) {
    courseId = randomUUID();
    courseIds.set(key(name.course), courseId);
    plan.newCourses.push({ id: courseId, examId, name: name.course, createdAt: new Date(now) });
  }
  const subjectKey = `${courseId}/${key(name.subject)}`;
  let subjectId = subjectIds.get(subjectKey);
  if (!subjectId) {
    subjectId = randomUUID();
    subjectIds.set(subjectKey, subjectId);
    plan.newSubjects.push({
      id: subjectId,
      examId,
      courseId,
      name: name.subject,
      createdAt: new Date(now),
    });
  }
  return { courseId, subjectId };
}

function planImport(
  examId: string,
  rows: CsvQuestionRow[],
  names: NameIds,
  cases: ImportCasePlan,
): ImportPlan {
  const now = Date.now();
  const plan: ImportPlan = { newCourses: [], newSubjects: [], questionRows: [], optionRows: [] };

  rows.forEach((row, index) => {
    const { courseId, subjectId } = placeName(examId, row, names, plan, now);
    const questionId = randomUUID();
    const place = casePlaceOf(cases, row);
    // One millisecond apart in file order, the last row newest, so lists (newest first) and
    // exports keep the file's order.
    const createdAt = new Date(now - (rows.length - 1 - index));
    plan.questionRows.push({
      id: questionId,
      course_id: courseId,
      subject_id: subjectId,
      type: row.type,
      ...(({ scoring, layout, maxPoints }) => ({ scoring, layout, max_points: maxPoints }))(
        itemColumnsOf(row),
      ),
      question_html: row.question,
      explanation_html: row.explanation,
      answer_text: row.answer,
      accepted_answers: row.acceptedAnswers,
      status: row.status ?? 'published',
      tags: row.tags ?? [],
      category: row.category ?? null,
      difficulty: row.difficulty ?? null,
      case_study_id: place?.caseStudyId ?? null,
      case_step: place?.step ?? null,
      created_at: createdAt.toISOString(),
    });
    row.options.forEach((option, position) =>
      plan.optionRows.push({
        question_id: questionId,
        value: option.value,
        is_correct: option.answer,
        part: option.part ?? 0,
        position,
      }),
    );
  });
  return plan;
}

async function writeImport(
  tx: DatabaseOrTransaction,
  examId: string,
  plan: ImportPlan,
  authorId: string | null,
) {
  if (plan.newCourses.length > 0) await tx.insert(courses).values(plan.newCourses);
  if (plan.newSubjects.length > 0) await tx.insert(subjects).values(plan.newSubjects);
  // Thousands of rows per statement, sent as one JSON parameter each: PostgreSQL expands it
  // (json_to_recordset), so there is no per-row parameter to build or parse.
  for (const batch of chunks(plan.questionRows, QUESTION_BATCH)) {
    await yieldToEventLoop();
    await tx.execute(sql`
      insert into ${questions} (id, exam_id, course_id, subject_id, type, scoring, layout,
        max_points, question_html, explanation_html, answer_text, accepted_answers, status, tags,
        category, difficulty, case_study_id, case_step, author_id, created_at, updated_at)
      select id, ${examId}::uuid, course_id, subject_id, type, scoring, layout, max_points,
        question_html, explanation_html, answer_text, accepted_answers, status, tags, category,
        difficulty, case_study_id, case_step, ${authorId}::uuid, created_at, created_at
      from json_to_recordset(${JSON.stringify(batch)}::json) as row(id uuid,
        course_id uuid, subject_id uuid, type text, scoring text, layout jsonb, max_points int,
        question_html text, explanation_html text, answer_text text, accepted_answers text[],
        status text, tags text[], category text, difficulty text, case_study_id uuid,
        case_step int, created_at timestamptz)`);
  }
  for (const batch of chunks(plan.optionRows, OPTION_BATCH)) {
    await yieldToEventLoop();
    await tx.execute(sql`
      insert into ${questionOptions} (question_id, value, is_correct, part, position)
      select question_id, value, is_correct, part, position
      from json_to_recordset(${JSON.stringify(batch)}::json) as row(question_id uuid,
        value text, is_correct boolean, part integer, position integer)`);
  }
}
