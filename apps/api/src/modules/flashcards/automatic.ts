// Cards made without asking (decision 0107), in the transaction that reveals the answer: a
// practice answer revealed wrong (or right, to a tagged question) at its submission; a
// question tagged once its answer has been shown. A test's end makes the cards of its wrong
// mock answers and tagged questions in the database itself (trigger
// tests_make_flashcards_at_end), however it ends. The sides are put together by the database
// function make_flashcards (drizzle/0021_flashcards_made_automatically.sql), which honours the
// student's preference and leaves a question that has, or had, a card alone.
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import { literal, uuidArray, uuidLiteral } from '../../db/script';

/** For the answer submission's script (attempts/answers.ts): cards of the practice answers written at `now`. */
export function cardsForAnswersSql(
  ids: { userId: string; testId: string },
  questionIds: readonly string[],
  now: Date,
): string {
  return `select make_flashcards_for_answers(${uuidLiteral(ids.userId)}, ${uuidLiteral(
    ids.testId,
  )}, ${uuidArray(questionIds)}, ${literal(now.toISOString())}::timestamptz)`;
}

/**
 * SQL: the student has seen the question's answer: in a test of theirs that has ended, or
 * answered in a practice test or free trial (revealed at submission). A running mock's
 * answers are never revealed.
 */
export const answerRevealedSql = (userId: string, questionId: string) => sql`exists (
  select from tests t
  where t.user_id = ${userId} and ${questionId}::uuid = any(t.question_ids)
    and (t.status = 'ended' or (t.type <> 'mock' and exists (select from test_answers a
      where a.test_id = t.id and a.question_id = ${questionId}::uuid))))`;

/** A tagged question gets a card once its answer has been shown (else at its reveal). */
export async function cardForTaggedQuestion(
  db: DatabaseOrTransaction,
  userId: string,
  questionId: string,
  now: Date,
): Promise<void> {
  await db.execute(sql`select make_flashcards(${userId}::uuid, array[${questionId}::uuid],
    'marked', ${now.toISOString()}::timestamptz, true)
    where ${answerRevealedSql(userId, questionId)}`);
}
