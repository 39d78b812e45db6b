// The case studies of a question file (the `case`, `case_step` and `case_scenario` columns,
// docs/csv-format.md): checked across the file's rows, then against the exam (a case found by
// its title ignoring case, or created; a step another live question keeps), and written
// before the questions that join them. The bulk import and the demo catalogue use it.
import { randomUUID } from 'node:crypto';
import { CASE_STUDY_MESSAGES } from '@prepward/shared/app-messages';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import { caseStudies, questions } from '../../db/schema';
import type { CsvProblem } from '../../lib/csv';
import type { CsvQuestionRow } from './question-csv-row';
import type { ImportNotice } from './question-file';
import type { QuestionCasePlace } from './question-writes';

type CaseFields = { id: string; title: string; scenarioHtml: string };

/** What the file does to the exam's case studies, and the id of each title it names. */
export type ImportCasePlan = {
  /** The case's id by its title's key (caseKey). */
  ids: Map<string, string>;
  created: CaseFields[];
  /** Existing cases whose scenario the file changes. */
  rewritten: CaseFields[];
};

export const EMPTY_CASE_PLAN: ImportCasePlan = { ids: new Map(), created: [], rewritten: [] };

/** A title as the file and the exam are matched by: trimmed, case ignored. */
export const caseKey = (title: string) => title.trim().toLowerCase();

/**
 * Problems between rows of one case in the file (the rows read without problems): a second
 * scenario that differs from the first, and a step two rows claim.
 */
export function fileCaseProblems(rows: readonly CsvQuestionRow[]): CsvProblem[] {
  const problems: CsvProblem[] = [];
  const scenarios = new Map<string, { line: number; scenario: string }>();
  const steps = new Map<string, number>();
  for (const row of rows) {
    if (!row.case) continue;
    const key = caseKey(row.case.title);
    const { scenario } = row.case;
    const first = scenarios.get(key);
    if (scenario !== undefined && first && first.scenario !== scenario) {
      problems.push({
        line: row.line,
        column: 'case_scenario',
        message: `Line ${first.line} gives this case study another scenario: give it once, or the same on every row of the case`,
      });
    } else if (scenario !== undefined && !first) {
      scenarios.set(key, { line: row.line, scenario });
    }
    const stepKey = `${key}/${row.case.step}`;
    const earlier = steps.get(stepKey);
    if (earlier !== undefined) {
      problems.push({
        line: row.line,
        column: 'case_step',
        message: `Line ${earlier} is already step ${row.case.step} of this case study`,
      });
    } else {
      steps.set(stepKey, row.line);
    }
  }
  return problems;
}

/**
 * The file's cases against the exam's: each title found (ignoring case) or created, which
 * needs a scenario; a scenario that differs from the exam's rewrites it. A step of an existing
 * case is refused when another live question holds it, unless that question is one the file
 * updates (`updated`: the question each row with an id updates) with a case of its own.
 * Reads only.
 */
export async function planImportCases(
  tx: DatabaseOrTransaction,
  examId: string,
  rows: readonly CsvQuestionRow[],
  updated: ReadonlyMap<CsvQuestionRow, string> = new Map(),
): Promise<{ plan: ImportCasePlan; problems: CsvProblem[]; notices: ImportNotice[] }> {
  const withCase = rows.filter((row) => row.case);
  if (withCase.length === 0) return { plan: EMPTY_CASE_PLAN, problems: [], notices: [] };
  const plan: ImportCasePlan = { ids: new Map(), created: [], rewritten: [] };
  const problems: CsvProblem[] = [];

  const existing = await tx
    .select()
    .from(caseStudies)
    .where(eq(caseStudies.examId, examId))
    .orderBy(asc(caseStudies.createdAt));
  const byKey = new Map<string, (typeof existing)[number]>();
  for (const row of existing)
    if (!byKey.has(caseKey(row.title))) byKey.set(caseKey(row.title), row);

  const firstRow = new Map<string, CsvQuestionRow>();
  const scenarioOf = new Map<string, string>();
  for (const row of withCase) {
    const key = caseKey(row.case!.title);
    if (!firstRow.has(key)) firstRow.set(key, row);
    if (row.case!.scenario !== undefined && !scenarioOf.has(key)) {
      scenarioOf.set(key, row.case!.scenario);
    }
  }
  for (const [key, row] of firstRow) {
    const found = byKey.get(key);
    const scenario = scenarioOf.get(key);
    if (found) {
      plan.ids.set(key, found.id);
      if (scenario !== undefined && scenario !== found.scenarioHtml) {
        plan.rewritten.push({ id: found.id, title: found.title, scenarioHtml: scenario });
      }
    } else if (scenario === undefined) {
      problems.push({
        line: row.line,
        column: 'case_scenario',
        message: `The case study "${row.case!.title}" is new to this exam: give its scenario in "case_scenario"`,
      });
    } else {
      const id = randomUUID();
      plan.ids.set(key, id);
      plan.created.push({ id, title: row.case!.title.trim(), scenarioHtml: scenario });
    }
  }

  // Who holds each step of the existing cases the file names, and which of them it moves.
  const existingIds = [...plan.ids.values()].filter((id) => !plan.created.some((c) => c.id === id));
  const holders =
    existingIds.length === 0
      ? []
      : await tx
          .select({
            id: questions.id,
            caseStudyId: questions.caseStudyId,
            step: questions.caseStep,
          })
          .from(questions)
          .where(and(inArray(questions.caseStudyId, existingIds), isNull(questions.retiredAt)));
  const holderOf = new Map(
    holders.map((holder) => [`${holder.caseStudyId}/${holder.step}`, holder.id]),
  );
  const moved = new Set(
    [...updated].flatMap(([row, questionId]) => (row.case === undefined ? [] : [questionId])),
  );
  for (const row of withCase) {
    const caseStudyId = plan.ids.get(caseKey(row.case!.title));
    if (!caseStudyId) continue;
    const holder = holderOf.get(`${caseStudyId}/${row.case!.step}`);
    if (holder && holder !== updated.get(row) && !moved.has(holder)) {
      problems.push({
        line: row.line,
        column: 'case_step',
        message: CASE_STUDY_MESSAGES.stepTaken(row.case!.step),
      });
    }
  }
  return { plan, problems, notices: caseNotices(plan) };
}

function caseNotices(plan: ImportCasePlan): ImportNotice[] {
  const titles = (cases: CaseFields[]) => cases.map((c) => `"${c.title}"`).join(', ');
  const notices: ImportNotice[] = [];
  if (plan.created.length > 0) {
    notices.push({
      where: 'case',
      message: `${plan.created.length} new ${plan.created.length === 1 ? 'case study' : 'case studies'}: ${titles(plan.created)}`,
    });
  }
  if (plan.rewritten.length > 0) {
    notices.push({
      where: 'case_scenario',
      message: `A new scenario for ${titles(plan.rewritten)}: students see it in the tests that hold ${plan.rewritten.length === 1 ? 'that case' : 'those cases'}`,
    });
  }
  return notices;
}

/** The row's case and step as the plan names it: null alone; undefined in a file without cases. */
export function casePlaceOf(
  plan: ImportCasePlan,
  row: CsvQuestionRow,
): QuestionCasePlace | null | undefined {
  if (row.case === undefined) return undefined;
  if (row.case === null) return null;
  const caseStudyId = plan.ids.get(caseKey(row.case.title));
  if (!caseStudyId) throw new Error(`the case "${row.case.title}" was not planned`);
  return { caseStudyId, step: row.case.step };
}

/**
 * Adds the new cases and rewrites the changed scenarios, touching those cases' questions so
 * the tests holding them show the new text. Before the questions join them.
 */
export async function writeImportCases(
  tx: DatabaseOrTransaction,
  examId: string,
  plan: ImportCasePlan,
): Promise<void> {
  if (plan.created.length > 0) {
    await tx.insert(caseStudies).values(plan.created.map((fields) => ({ ...fields, examId })));
  }
  const now = new Date();
  for (const fields of plan.rewritten) {
    await tx
      .update(caseStudies)
      .set({ scenarioHtml: fields.scenarioHtml, updatedAt: now })
      .where(eq(caseStudies.id, fields.id));
  }
  if (plan.rewritten.length > 0) {
    await tx
      .update(questions)
      .set({ updatedAt: now })
      .where(
        sql`${questions.caseStudyId} = any(${sql.param(plan.rewritten.map((c) => c.id))}::uuid[])`,
      );
  }
}
