// The rows of an import file that carry an id: which question each updates, and how (in place,
// as a new version because its answer key changed after students answered it, or not at all
// since nothing changed). Read before anything is written, so a preview says the same as the
// import will do. docs/csv-format.md explains it to content editors.
import { sameLayout } from '@prepward/shared/item-types';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import { courses, questionOptions, questions, subjects } from '../../db/schema';
import type { CsvProblem } from '../../lib/csv';
import type { ImportNotice } from './question-file';
import type { CsvQuestionRow } from './question-csv-row';
import { questionMet } from './question-usage';
import {
  casePlaceOf,
  EMPTY_CASE_PLAN,
  planImportCases,
  type ImportCasePlan,
} from './question-import-cases';
import {
  answerKeyChanged,
  itemColumnsOf,
  type QuestionCasePlace,
  type QuestionChange,
} from './question-writes';

type QuestionRow = typeof questions.$inferSelect;
type OptionRow = typeof questionOptions.$inferSelect;
type Target = { question: QuestionRow; courseName: string; subjectName: string };

export type RowUpdate = {
  row: CsvQuestionRow;
  current: QuestionRow;
  change: QuestionChange;
  /** A new version replaces the question (its answer key changed after students answered). */
  replace: boolean;
  /** The row names another course or subject than the question's. */
  moves: boolean;
};

export type ImportChanges = {
  /** Rows without an id, or with one of no question of this exam: added. */
  additions: CsvQuestionRow[];
  updates: RowUpdate[];
  unchanged: number;
  problems: CsvProblem[];
  notices: ImportNotice[];
  /** The case studies the file creates or rewrites, and the id of each it names. */
  cases: ImportCasePlan;
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);
const anyId = (ids: readonly string[]) => sql`any(${sql.param([...ids])}::uuid[])`;

/** Sorts the rows into additions and updates of the exam's questions; reads only. */
export async function planImportChanges(
  tx: DatabaseOrTransaction,
  examId: string,
  rows: CsvQuestionRow[],
): Promise<ImportChanges> {
  const changes: ImportChanges = {
    additions: [],
    updates: [],
    unchanged: 0,
    problems: [],
    notices: [],
    cases: EMPTY_CASE_PLAN,
  };
  const withId = rows.filter((row) => row.id !== undefined);
  const targets = await targetsOf(tx, examId, withId);
  const cases = await planImportCases(
    tx,
    examId,
    rows,
    new Map(
      withId.flatMap((row) => {
        const target = targets.get(row.id!);
        return target ? [[row, target.question.id] as const] : [];
      }),
    ),
  );
  changes.cases = cases.plan;
  changes.problems.push(...cases.problems);
  const optionsOf = await optionsByQuestion(
    tx,
    [...targets.values()].map((target) => target.question.id),
  );
  const claimedBy = new Map<string, number>();
  let foreign = 0;
  let earlierVersion = 0;

  for (const row of rows) {
    const target = row.id === undefined ? undefined : targets.get(row.id);
    if (!target) {
      if (row.id !== undefined) foreign += 1;
      changes.additions.push(row);
      continue;
    }
    const { question } = target;
    const earlierLine = claimedBy.get(question.id);
    if (earlierLine !== undefined) {
      changes.problems.push({
        line: row.line,
        column: 'id',
        message: `Line ${earlierLine} already updates this question: keep one row per id`,
      });
      continue;
    }
    claimedBy.set(question.id, row.line);
    if (question.id !== row.id) earlierVersion += 1;
    const options = optionsOf.get(question.id) ?? [];
    const change = { ...changeOf(row, options), case: casePlaceOf(cases.plan, row) };
    const moves =
      !sameName(row.course, target.courseName) || !sameName(row.subject, target.subjectName);
    if (!moves && isUnchanged(question, options, change)) {
      changes.unchanged += 1;
      continue;
    }
    changes.updates.push({
      row,
      current: question,
      change,
      moves,
      replace: answerKeyChanged(question, options, change),
    });
  }
  await keepReplacementsOfMetQuestions(tx, examId, changes.updates);
  noticeIds(changes.notices, foreign, earlierVersion);
  changes.notices.push(...cases.notices);
  changes.problems.sort((a, b) => a.line - b.line);
  return changes;
}

/**
 * The live question each id names: the question itself, or, for an earlier version (retired
 * when its answer key changed), the live question of its lineage. Ids of other exams, of
 * deleted questions and unknown ids name none.
 */
async function targetsOf(
  tx: DatabaseOrTransaction,
  examId: string,
  rows: CsvQuestionRow[],
): Promise<Map<string, Target>> {
  const targets = new Map<string, Target>();
  if (rows.length === 0) return targets;
  const ids = rows.map((row) => row.id!);
  const select = () =>
    tx
      .select({ question: questions, courseName: courses.name, subjectName: subjects.name })
      .from(questions)
      .innerJoin(courses, eq(courses.id, questions.courseId))
      .innerJoin(subjects, eq(subjects.id, questions.subjectId));
  const named = await select().where(
    and(eq(questions.examId, examId), sql`${questions.id} = ${anyId(ids)}`),
  );
  const retired = named.filter((target) => target.question.retiredAt !== null);
  const successors =
    retired.length === 0
      ? []
      : await select().where(
          and(
            eq(questions.examId, examId),
            sql`${questions.retiredAt} is null`,
            sql`${questions.lineageId} = ${anyId(retired.map((target) => target.question.lineageId))}`,
          ),
        );
  const liveOfLineage = new Map(successors.map((target) => [target.question.lineageId, target]));
  for (const target of named) {
    const live =
      target.question.retiredAt === null ? target : liveOfLineage.get(target.question.lineageId);
    if (live) targets.set(target.question.id, live);
  }
  return targets;
}

async function optionsByQuestion(tx: DatabaseOrTransaction, questionIds: string[]) {
  const byQuestion = new Map<string, OptionRow[]>();
  if (questionIds.length === 0) return byQuestion;
  const rows = await tx
    .select()
    .from(questionOptions)
    .where(sql`${questionOptions.questionId} = ${anyId(questionIds)}`)
    .orderBy(questionOptions.questionId, questionOptions.position);
  for (const row of rows) {
    const list = byQuestion.get(row.questionId) ?? [];
    list.push(row);
    byQuestion.set(row.questionId, list);
  }
  return byQuestion;
}

/**
 * The row as a change of the question. A file knows options by letter, so the option at a
 * position is the question's option at that position (its pick count stays with it).
 */
function changeOf(row: CsvQuestionRow, options: OptionRow[]): QuestionChange {
  return {
    type: row.type,
    question: row.question,
    explanation: row.explanation,
    options: row.options.map((option, position) => ({
      id: options[position]?.id,
      value: option.value,
      answer: option.answer,
      part: option.part ?? 0,
    })),
    scoring: row.scoring,
    layout: row.layout,
    answer: row.answer ?? undefined,
    acceptedAnswers: row.acceptedAnswers,
    status: row.status,
    tags: row.tags,
    category: row.category,
    difficulty: row.difficulty,
  };
}

function isUnchanged(question: QuestionRow, options: OptionRow[], change: QuestionChange) {
  return (
    question.type === change.type &&
    question.questionHtml === change.question &&
    question.explanationHtml === change.explanation &&
    (question.answerText ?? null) === (change.answer ?? null) &&
    sameList(question.acceptedAnswers, change.acceptedAnswers) &&
    options.length === change.options.length &&
    options.every(
      (option, index) =>
        option.value === change.options[index]!.value &&
        option.isCorrect === change.options[index]!.answer &&
        option.part === (change.options[index]!.part ?? 0),
    ) &&
    question.scoring === itemColumnsOf(change).scoring &&
    (change.layout === undefined || sameLayout(question.layout, change.layout)) &&
    (change.status === undefined || change.status === question.status) &&
    (change.tags === undefined || sameList(change.tags, question.tags)) &&
    (change.category === undefined || change.category === question.category) &&
    (change.difficulty === undefined || change.difficulty === question.difficulty) &&
    (change.case === undefined || sameCase(question, change.case))
  );
}

/** Whether the question is at that place in a case (or, for null, in none). */
export function sameCase(question: QuestionRow, place: QuestionCasePlace | null): boolean {
  return (
    (question.caseStudyId ?? null) === (place?.caseStudyId ?? null) &&
    (question.caseStep ?? null) === (place?.step ?? null)
  );
}

/** A changed answer key makes a new version only of a question students have met. */
async function keepReplacementsOfMetQuestions(
  tx: DatabaseOrTransaction,
  examId: string,
  updates: RowUpdate[],
) {
  const candidates = updates.filter((update) => update.replace);
  if (candidates.length === 0) return;
  const met = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        sql`${questions.id} = ${anyId(candidates.map((update) => update.current.id))}`,
        questionMet(examId),
      ),
    );
  const metIds = new Set(met.map((row) => row.id));
  for (const update of candidates) update.replace = metIds.has(update.current.id);
}

function noticeIds(notices: ImportNotice[], foreign: number, earlierVersion: number) {
  if (foreign > 0) {
    notices.push({
      where: 'id',
      message: `${foreign} ${foreign === 1 ? 'row has an id' : 'rows have ids'} of no question in this exam (another exam's export, or deleted questions): added as new questions`,
    });
  }
  if (earlierVersion > 0) {
    notices.push({
      where: 'id',
      message: `${earlierVersion} ${earlierVersion === 1 ? 'row names an earlier version' : 'rows name earlier versions'} of a question: the current version is updated`,
    });
  }
}
