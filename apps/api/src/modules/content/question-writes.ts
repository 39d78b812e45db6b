// Changing an existing question, for a single edit (question-service.ts) and a file that
// updates questions by id (bulk-service.ts): in place, or, when its answer key changes after
// students answered it, as a new version that replaces it. The answers already given were
// marked by the old key and its peer figures count them, so the old question is retired (it
// stays in those tests) and the new one starts its own figures under the same lineage.
import type { QuestionType } from '@prepward/shared/constants';
import {
  defaultScoringRule,
  maxPointsOf,
  type ScoringRule,
  type TItemLayout,
} from '@prepward/shared/item-types';
import type { QuestionDifficulty, QuestionStatus } from '@prepward/shared/question-metadata';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import {
  questionHighlights,
  questionNotes,
  questionOptions,
  questions,
  questionTags,
} from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { questionMet } from './question-usage';

/** A question's new content, sanitized and checked; metadata left undefined stays as it is. */
export type QuestionChange = {
  type: QuestionType;
  question: string;
  explanation: string;
  /** An option with an id is that existing option; without, a new one. */
  options: { id?: string | undefined; value: string; answer: boolean; part?: number | undefined }[];
  /** The type's default when undefined (item-types.ts). */
  scoring?: ScoringRule | undefined;
  /**
   * The Next Generation types' rows, columns or cloze text, and any type's exhibits,
   * sanitized; undefined leaves a question's layout as it is (a file without the column).
   */
  layout?: TItemLayout | undefined;
  answer?: string | undefined;
  acceptedAnswers: string[];
  status?: QuestionStatus | undefined;
  tags?: string[] | undefined;
  category?: string | null | undefined;
  difficulty?: QuestionDifficulty | null | undefined;
  /** Another live course and subject of the question's exam; left undefined, it stays. */
  place?: { courseId: string; subjectId: string } | undefined;
  /**
   * The case study the question is a step of (checked: question-case.ts); null takes it out
   * of its case; left undefined, it stays where it is.
   */
  case?: QuestionCasePlace | null | undefined;
};

/** A question's place in a case study: the case and its step (1 to 6). */
export type QuestionCasePlace = { caseStudyId: string; step: number };

type QuestionRow = typeof questions.$inferSelect;
type OptionRow = typeof questionOptions.$inferSelect;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/**
 * Whether the change marks answers differently: another type, other correct options (one
 * added, removed, or its flag changed), or another expected or accepted answer. Rewording a
 * question, an option or the explanation is not.
 */
export function answerKeyChanged(
  current: QuestionRow,
  currentOptions: readonly OptionRow[],
  change: QuestionChange,
): boolean {
  if (current.type !== change.type) return true;
  if (current.scoring !== scoringOf(change)) return true;
  if (change.type === 'fill_in_the_blanks') {
    return (
      (current.answerText ?? null) !== (change.answer ?? null) ||
      !sameList(current.acceptedAnswers, change.acceptedAnswers)
    );
  }
  const correctBefore = currentOptions.filter((option) => option.isCorrect).map((o) => o.id);
  if (change.options.some((option) => option.answer && !option.id)) return true;
  // An option moved to another row or blank is right or wrong somewhere else.
  const partBefore = new Map(currentOptions.map((option) => [option.id, option.part]));
  if (change.options.some((o) => o.id && partBefore.get(o.id) !== (o.part ?? 0))) return true;
  const correctAfter = change.options.flatMap((option) =>
    option.answer && option.id ? [option.id] : [],
  );
  return !sameList(correctBefore, correctAfter);
}

const scoringOf = (change: Pick<QuestionChange, 'type' | 'scoring'>) =>
  change.scoring ?? defaultScoringRule(change.type);

/** The item columns of a question row: its rule, layout and the most it scores. */
export function itemColumnsOf(
  change: Pick<QuestionChange, 'type' | 'scoring' | 'layout' | 'options'>,
) {
  const scoring = scoringOf(change);
  const keyed = change.options.map((option) => ({
    id: '',
    part: option.part ?? 0,
    isCorrect: option.answer,
  }));
  return {
    scoring,
    layout: change.layout ?? {},
    maxPoints: maxPointsOf(change.type, scoring, keyed),
  };
}

/** A new question's options, in the order given. */
export async function insertOptions(
  tx: DatabaseOrTransaction,
  questionId: string,
  options: readonly { value: string; answer: boolean; part?: number | undefined }[],
): Promise<void> {
  if (options.length === 0) return;
  await tx.insert(questionOptions).values(
    options.map((option, position) => ({
      questionId,
      value: option.value,
      isCorrect: option.answer,
      part: option.part ?? 0,
      position,
    })),
  );
}

/** Whether students have answered the question or hold it in a test. */
export async function isQuestionMet(tx: DatabaseOrTransaction, question: QuestionRow) {
  const [row] = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, question.id), questionMet(question.examId)))
    .limit(1);
  return row !== undefined;
}

/** The change's metadata over the question's: what the change leaves undefined stays. */
function metadataOf(current: QuestionRow, change: QuestionChange) {
  return {
    status: change.status ?? current.status,
    tags: change.tags ?? current.tags,
    category: change.category === undefined ? current.category : change.category,
    difficulty: change.difficulty === undefined ? current.difficulty : change.difficulty,
  };
}

/** The change's course and subject, or the question's own. */
const placeOf = (current: QuestionRow, change: QuestionChange) =>
  change.place ?? { courseId: current.courseId, subjectId: current.subjectId };

/** The change's case study and step as columns, or those of `current` (null: none). */
function caseColumnsOf(current: QuestionRow | null, change: QuestionChange) {
  const place =
    change.case === undefined
      ? current?.caseStudyId && current.caseStep !== null
        ? { caseStudyId: current.caseStudyId, step: current.caseStep }
        : null
      : change.case;
  return { caseStudyId: place?.caseStudyId ?? null, caseStep: place?.step ?? null };
}

/** Rewrites the question and its options in place; options sent with an id keep their counts. */
export async function updateQuestionInPlace(
  tx: DatabaseOrTransaction,
  current: QuestionRow,
  change: QuestionChange,
): Promise<void> {
  const questionId = current.id;
  await tx
    .update(questions)
    .set({
      type: change.type,
      ...itemColumnsOf({ ...change, layout: change.layout ?? current.layout }),
      questionHtml: change.question,
      explanationHtml: change.explanation,
      answerText: change.answer ?? null,
      acceptedAnswers: change.acceptedAnswers,
      ...metadataOf(current, change),
      ...placeOf(current, change),
      ...caseColumnsOf(current, change),
      updatedAt: new Date(),
    })
    .where(eq(questions.id, questionId));

  const existing = await tx
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(eq(questionOptions.questionId, questionId));
  const existingIds = new Set(existing.map((option) => option.id));
  const unknown = change.options.find((option) => option.id && !existingIds.has(option.id));
  if (unknown) throw badRequest('An option does not belong to this question');
  const keptIds = new Set(change.options.flatMap((option) => (option.id ? [option.id] : [])));
  const removed = [...existingIds].filter((id) => !keptIds.has(id));
  if (removed.length > 0) {
    await tx.delete(questionOptions).where(inArray(questionOptions.id, removed));
  }
  // Positions are unique per question: park the kept options out of the way first.
  if (keptIds.size > 0) {
    await tx
      .update(questionOptions)
      .set({ position: sql`-1 - ${questionOptions.position}` })
      .where(inArray(questionOptions.id, [...keptIds]));
  }
  for (const [position, option] of change.options.entries()) {
    if (option.id) {
      await tx
        .update(questionOptions)
        .set({ value: option.value, isCorrect: option.answer, part: option.part ?? 0, position })
        .where(eq(questionOptions.id, option.id));
    } else {
      await tx.insert(questionOptions).values({
        questionId,
        value: option.value,
        isCorrect: option.answer,
        part: option.part ?? 0,
        position,
      });
    }
  }
}

/**
 * Retires the question and adds the change as a new question of the same lineage and author
 * (and subject and case study step, unless the change moves it), in the old one's place in
 * lists and exports. The old one is retired first, so its step is free for the new one.
 * Students' marks for review and notes follow it, and their highlights when the stem is
 * unchanged. Returns the new question's id.
 */
export async function replaceWithNewVersion(
  tx: DatabaseOrTransaction,
  current: QuestionRow,
  change: QuestionChange,
): Promise<string> {
  const now = new Date();
  await tx
    .update(questions)
    .set({ retiredAt: now, updatedAt: now })
    .where(eq(questions.id, current.id));
  return addToLineage(tx, current, change, now, caseColumnsOf(current, change));
}

/**
 * Brings back a lineage whose questions are all retired (deleted after students answered):
 * the change as a new live question of the lineage, after `last`, its latest question. It
 * stands alone unless the change places it in a case: the step `last` had may be taken since.
 * Returns the new question's id.
 */
export function reviveLineage(
  tx: DatabaseOrTransaction,
  last: QuestionRow,
  change: QuestionChange,
): Promise<string> {
  return addToLineage(tx, last, change, new Date(), caseColumnsOf(null, change));
}

/** The change as a new question of `current`'s lineage, in its place; study aids follow. */
async function addToLineage(
  tx: DatabaseOrTransaction,
  current: QuestionRow,
  change: QuestionChange,
  now: Date,
  caseColumns: ReturnType<typeof caseColumnsOf>,
): Promise<string> {
  const [created] = await tx
    .insert(questions)
    .values({
      examId: current.examId,
      ...placeOf(current, change),
      ...caseColumns,
      type: change.type,
      ...itemColumnsOf({ ...change, layout: change.layout ?? current.layout }),
      questionHtml: change.question,
      explanationHtml: change.explanation,
      answerText: change.answer ?? null,
      acceptedAnswers: change.acceptedAnswers,
      ...metadataOf(current, change),
      authorId: current.authorId,
      lineageId: current.lineageId,
      createdAt: current.createdAt,
      updatedAt: now,
    })
    .returning({ id: questions.id });
  if (!created) throw new Error('question insert returned nothing');
  await insertOptions(tx, created.id, change.options);
  await carryStudyAids(tx, current, created.id, change.question === current.questionHtml);
  return created.id;
}

async function carryStudyAids(
  tx: DatabaseOrTransaction,
  from: QuestionRow,
  toId: string,
  sameStem: boolean,
) {
  await tx.execute(sql`
    insert into ${questionTags} (user_id, question_id, created_at)
    select user_id, ${toId}::uuid, created_at from ${questionTags} where question_id = ${from.id}
    on conflict do nothing`);
  await tx.execute(sql`
    insert into ${questionNotes} (user_id, question_id, exam_id, body, created_at, updated_at)
    select user_id, ${toId}::uuid, exam_id, body, created_at, updated_at from ${questionNotes}
    where question_id = ${from.id}
    on conflict do nothing`);
  if (sameStem) {
    await tx.execute(sql`
      insert into ${questionHighlights} (user_id, question_id, ranges, updated_at)
      select user_id, ${toId}::uuid, ranges, updated_at from ${questionHighlights}
      where question_id = ${from.id}
      on conflict do nothing`);
  }
}
