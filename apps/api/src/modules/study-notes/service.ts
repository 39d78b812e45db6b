// Study notes: a student's highlights in a question's stem and their note on it. Adding or
// changing them needs an active subscription to the exam (403 otherwise, as for a question of
// a free trial); reading and deleting one's own never does. A question the student may not
// see answers 404 like a missing one (attempts/question-actions.ts decides which they may).
import { STUDY_NOTES_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import type { TPaginationQuery } from '@prepward/shared/schemas/common';
import type {
  HighlightRange,
  TExamNotesReply,
  TQuestionStudy,
  TStudyNote,
  TTestStudyNotes,
} from '@prepward/shared/schemas/study-notes';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  courses,
  exams,
  questionHighlights,
  questionNotes,
  questions,
  subjects,
} from '../../db/schema';
import { htmlPreview } from '../../lib/html-text';
import { forbidden, notFound } from '../../lib/http-error';
import { containsPattern, pageWindow, paginationOf } from '../../lib/pagination';
import { accessEndsAt } from '../access/service';
import { anyOf, loadOwnTest } from '../attempts/content';
import { assertQuestionOpenTo } from '../attempts/question-actions';

type StudentExam = { userId: string; examId: string };

/** Enough of a stem's HTML for its excerpt, without reading a long question whole. */
const STEM_HTML_READ = 2000;
const EXCERPT_LENGTH = 200;

const noteOf = (row: { body: string; updatedAt: Date }): TStudyNote => ({
  text: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

async function assertMayWrite(db: Database, student: StudentExam, questionId: string) {
  const { access } = await assertQuestionOpenTo(db, student, questionId);
  if (!access) throw forbidden(TEXT.needsAccess);
}

/** The notes and highlights on the questions of one of the student's tests, in one go. */
export async function testStudyNotes(
  db: Database,
  ids: StudentExam & { testId: string },
): Promise<TTestStudyNotes> {
  const test = await loadOwnTest(db, ids);
  const [notes, highlights, accessEnd] = await Promise.all([
    db
      .select()
      .from(questionNotes)
      .where(
        and(
          eq(questionNotes.userId, ids.userId),
          anyOf(questionNotes.questionId, test.questionIds),
        ),
      ),
    db
      .select()
      .from(questionHighlights)
      .where(
        and(
          eq(questionHighlights.userId, ids.userId),
          anyOf(questionHighlights.questionId, test.questionIds),
        ),
      ),
    accessEndsAt(db, ids.userId, ids.examId),
  ]);
  const noteBy = new Map(notes.map((row) => [row.questionId, row]));
  const rangesBy = new Map(highlights.map((row) => [row.questionId, row.ranges]));
  return {
    editable: accessEnd !== null,
    questions: test.questionIds.flatMap((questionId): TQuestionStudy[] => {
      const note = noteBy.get(questionId);
      const ranges = rangesBy.get(questionId);
      if (!note && !ranges) return [];
      return [{ questionId, note: note ? noteOf(note) : null, highlights: ranges ?? [] }];
    }),
  };
}

/** Writes the note on a question; an empty one deletes it. */
export async function saveNote(
  db: Database,
  student: StudentExam,
  questionId: string,
  text: string,
): Promise<{ note: TStudyNote | null; message: string }> {
  if (text === '') return deleteNote(db, student, questionId);
  await assertMayWrite(db, student, questionId);
  const [saved] = await db
    .insert(questionNotes)
    .values({ ...student, questionId, body: text })
    .onConflictDoUpdate({
      target: [questionNotes.userId, questionNotes.questionId],
      set: { body: text, updatedAt: sql`now()` },
    })
    .returning();
  return { note: noteOf(saved!), message: TEXT.noteSaved };
}

/** Deletes the student's note on a question; no note there is fine (deleting twice). */
export async function deleteNote(
  db: Database,
  student: StudentExam,
  questionId: string,
): Promise<{ note: null; message: string }> {
  const removed = await db
    .delete(questionNotes)
    .where(
      and(
        eq(questionNotes.userId, student.userId),
        eq(questionNotes.examId, student.examId),
        eq(questionNotes.questionId, questionId),
      ),
    )
    .returning({ questionId: questionNotes.questionId });
  // Without a note to delete, a question the student may not see still answers 404.
  if (removed.length === 0) await assertQuestionOpenTo(db, student, questionId);
  return { note: null, message: TEXT.noteDeleted };
}

/** Replaces the highlights of a question (already merged by the contract); none clears them. */
export async function saveHighlights(
  db: Database,
  student: StudentExam,
  questionId: string,
  ranges: HighlightRange[],
): Promise<{ highlights: HighlightRange[]; message: string }> {
  const own = and(
    eq(questionHighlights.userId, student.userId),
    eq(questionHighlights.questionId, questionId),
  );
  if (ranges.length === 0) {
    await assertQuestionOpenTo(db, student, questionId);
    await db.delete(questionHighlights).where(own);
    return { highlights: [], message: TEXT.highlightsCleared };
  }
  await assertMayWrite(db, student, questionId);
  await db
    .insert(questionHighlights)
    .values({ userId: student.userId, questionId, ranges })
    .onConflictDoUpdate({
      target: [questionHighlights.userId, questionHighlights.questionId],
      set: { ranges, updatedAt: sql`now()` },
    });
  return { highlights: ranges, message: TEXT.highlightsSaved };
}

/**
 * The student's notes on an exam, newest first, each with an excerpt of its question. Notes
 * stay readable after the access ends (`editable` says whether they may still be changed).
 */
export async function listExamNotes(
  db: Database,
  student: StudentExam,
  query: TPaginationQuery,
): Promise<Omit<TExamNotesReply, 'message'>> {
  const [exam] = await db
    .select({ id: exams.id, name: exams.name })
    .from(exams)
    .where(eq(exams.id, student.examId));
  if (!exam) throw notFound(TEXT.examNotFound);
  const where = and(
    eq(questionNotes.userId, student.userId),
    eq(questionNotes.examId, student.examId),
    query.search ? ilike(questionNotes.body, containsPattern(query.search)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total], accessEnd] = await Promise.all([
    db
      .select({
        questionId: questionNotes.questionId,
        body: questionNotes.body,
        updatedAt: questionNotes.updatedAt,
        stemHtml: sql<string>`left(${questions.questionHtml}, ${STEM_HTML_READ})`,
        courseName: courses.name,
        subjectName: subjects.name,
      })
      .from(questionNotes)
      .innerJoin(questions, eq(questions.id, questionNotes.questionId))
      .innerJoin(courses, eq(courses.id, questions.courseId))
      .innerJoin(subjects, eq(subjects.id, questions.subjectId))
      .where(where)
      .orderBy(desc(questionNotes.updatedAt), desc(questionNotes.questionId))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(questionNotes).where(where),
    accessEndsAt(db, student.userId, student.examId),
  ]);
  return {
    exam,
    editable: accessEnd !== null,
    notes: rows.map((row) => ({
      questionId: row.questionId,
      // A tag cut off by the read's end is not text.
      questionExcerpt: htmlPreview(row.stemHtml.replace(/<[^>]*$/, ''), EXCERPT_LENGTH),
      courseName: row.courseName,
      subjectName: row.subjectName,
      note: row.body,
      updatedAt: row.updatedAt.toISOString(),
    })),
    pagination: paginationOf(total?.total ?? 0, query),
  };
}
