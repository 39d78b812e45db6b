// Whether students have met a question (answered it, or have it in a test), and removing
// questions accordingly: a question nobody has met is deleted; one that students have met
// is retired (questions.retired_at), so their tests and answers stay intact.
import { and, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import { questions, testAnswers, tests } from '../../db/schema';

/** SQL: the `questions` row in scope has been answered or placed in a test of its exam. */
export function questionMet(examId: string): SQL {
  return sql`(exists (select 1 from ${testAnswers} where ${testAnswers.questionId} = ${questions.id})
    or ${questions.id} in (select unnest(${tests.questionIds}) from ${tests} where ${tests.examId} = ${examId}))`;
}

export type Removal = { deletedQuestions: number; retiredQuestions: number };

/**
 * Deletes the questions matching `where` that nobody has met and retires the others.
 * `anyKept` tells whether any question (retired now or before) is still there, in which case
 * its subject and course must stay too.
 */
export async function removeQuestions(
  tx: DatabaseOrTransaction,
  examId: string,
  where: SQL,
): Promise<Removal & { anyKept: boolean }> {
  const now = new Date();
  const retired = await tx
    .update(questions)
    .set({ retiredAt: now, updatedAt: now })
    .where(and(where, isNull(questions.retiredAt), questionMet(examId)))
    .returning({ id: questions.id });
  const deleted = await tx
    .delete(questions)
    .where(and(where, not(questionMet(examId))))
    .returning({ id: questions.id });
  const [kept] = await tx.select({ id: questions.id }).from(questions).where(where).limit(1);
  return {
    deletedQuestions: deleted.length,
    retiredQuestions: retired.length,
    anyKept: kept !== undefined,
  };
}
