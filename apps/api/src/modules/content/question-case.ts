// A question's place in a case study (decision 0104), as the question form sends it: which
// case and step it asks for, and the checks before it is written (the case is one of the
// question's exam; no other live question holds the step). The partial unique index decides
// a race between two writers; `caseStepRace` turns its error into the same refusal.
import { CASE_STUDY_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import { caseStudies, questions } from '../../db/schema';
import { badRequest, type HttpError } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { QuestionCasePlace } from './question-writes';

export const CASE_STEP_UNIQUE_INDEX = 'questions_case_step_unique';

/** What the request asks: `caseStudyId` and `caseStep` as the question form sends them. */
type CaseRequest = {
  caseStudyId?: string | null | undefined;
  caseStep?: number | null | undefined;
};
type CurrentCase = { caseStudyId: string | null; caseStep: number | null };

const stepTaken = (step: number) =>
  badRequest(TEXT.stepTaken(step), [{ path: 'caseStep', message: TEXT.stepTaken(step) }]);

/**
 * The case and step the request places the question at: null out of any case, undefined where
 * it is (a new question: in none). A step without a case moves the question within its own.
 */
export function requestedCase(
  request: CaseRequest,
  current: CurrentCase | null,
): QuestionCasePlace | null | undefined {
  if (request.caseStudyId === null) return null;
  if (request.caseStudyId !== undefined) {
    // The request's schema refuses a case without its step.
    return { caseStudyId: request.caseStudyId, step: request.caseStep! };
  }
  if (request.caseStep === undefined || request.caseStep === null) return undefined;
  if (!current?.caseStudyId) {
    throw badRequest(TEXT.caseStudyRequired, [
      { path: 'caseStudyId', message: TEXT.caseStudyRequired },
    ]);
  }
  return { caseStudyId: current.caseStudyId, step: request.caseStep };
}

/**
 * Refuses a place in a case of another exam (or none), and a step another live question
 * holds (`questionId`: the question being changed, which may keep its own step).
 */
export async function assertCaseStepFree(
  tx: DatabaseOrTransaction,
  examId: string,
  place: QuestionCasePlace,
  questionId: string | null,
): Promise<void> {
  const [caseStudy] = await tx
    .select({ examId: caseStudies.examId })
    .from(caseStudies)
    .where(eq(caseStudies.id, place.caseStudyId))
    .limit(1);
  if (caseStudy?.examId !== examId) {
    throw badRequest(TEXT.notInExam, [{ path: 'caseStudyId', message: TEXT.notInExam }]);
  }
  const [holder] = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.caseStudyId, place.caseStudyId),
        eq(questions.caseStep, place.step),
        isNull(questions.retiredAt),
        questionId ? ne(questions.id, questionId) : undefined,
      ),
    )
    .limit(1);
  if (holder) throw stepTaken(place.step);
}

/**
 * The refusal of a step another writer took between the check and the write (the unique
 * index's error), or null for any other error.
 */
export function caseStepRace(
  error: unknown,
  place: QuestionCasePlace | null | undefined,
): HttpError | null {
  return place && isUniqueViolation(error, CASE_STEP_UNIQUE_INDEX) ? stepTaken(place.step) : null;
}
