// What a student does to a question of a test besides answering it: tagging it, and reporting
// it to the administrators' queue.
import { MESSAGES } from '@prepward/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { questions, questionReports, questionTags, tests } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-error';
import { accessEndsAt } from '../access/service';
import { cardForTaggedQuestion } from '../flashcards/automatic';
import type { StudentExam } from './service';

export const QUESTION_NOT_FOUND = 'Question not found';
export const REPORT_NEEDS_ACCESS_MESSAGE =
  'Reporting a question needs an active subscription to its exam.';

/** 404 unless the question belongs to the exam. */
async function assertQuestionOfExam(db: Database, examId: string, questionId: string) {
  const [question] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.examId, examId)));
  if (!question) throw notFound(QUESTION_NOT_FOUND);
}

/**
 * A question of the exam the student may see: in one of their tests, or with access to the
 * exam. Any other question, whether or not it exists, answers the same 404. Tells whether the
 * student has access.
 */
export async function assertQuestionOpenTo(
  db: Database,
  student: StudentExam,
  questionId: string,
): Promise<{ access: boolean }> {
  await assertQuestionOfExam(db, student.examId, questionId);
  if (await accessEndsAt(db, student.userId, student.examId)) return { access: true };
  const [seen] = await db
    .select({ id: tests.id })
    .from(tests)
    .where(
      and(
        eq(tests.userId, student.userId),
        eq(tests.examId, student.examId),
        sql`${questionId}::uuid = any(${tests.questionIds})`,
      ),
    )
    .limit(1);
  if (!seen) throw notFound(QUESTION_NOT_FOUND);
  return { access: false };
}

/**
 * Tags the question, or removes the tag it had. Tagging a question whose answer the student
 * has seen makes its flashcard (unless they turned that off); removing the tag keeps the card.
 */
export async function toggleTag(
  db: Database,
  student: StudentExam,
  questionId: string,
  now: Date = new Date(),
): Promise<{ tagged: boolean; message: string }> {
  await assertQuestionOpenTo(db, student, questionId);
  const removed = await db
    .delete(questionTags)
    .where(and(eq(questionTags.userId, student.userId), eq(questionTags.questionId, questionId)))
    .returning({ questionId: questionTags.questionId });
  if (removed.length > 0) return { tagged: false, message: MESSAGES.questionUntagged };
  await db.transaction(async (tx) => {
    await tx
      .insert(questionTags)
      .values({ userId: student.userId, questionId })
      .onConflictDoNothing();
    await cardForTaggedQuestion(tx, student.userId, questionId, now);
  });
  return { tagged: true, message: MESSAGES.questionTagged };
}

/**
 * Files a report for the administrators' queue. A question the student has not seen answers
 * 404 like a missing one; one seen in a free trial, 403 (reports need a subscription).
 */
export async function reportQuestion(
  db: Database,
  student: StudentExam,
  questionId: string,
  reason: string,
): Promise<void> {
  const { access } = await assertQuestionOpenTo(db, student, questionId);
  if (!access) throw forbidden(REPORT_NEEDS_ACCESS_MESSAGE);
  await db.insert(questionReports).values({ ...student, questionId, reason });
}
