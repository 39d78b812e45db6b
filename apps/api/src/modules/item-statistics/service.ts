// Item statistics of an exam (docs/item-statistics.md): the figures come aggregated from the
// database (queries.ts); this file checks the administrator's exam, shapes the rows and
// writes the CSV lines.
import { ITEM_STATISTICS_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import { lettersInParts, partName, type TItemLayout } from '@prepward/shared/item-types';
import {
  ITEM_FLAG_LABELS,
  ITEM_FLAGS,
  type ItemFlag,
  type TItemStatistic,
  type TItemStatisticsQuery,
  type TItemStatisticsReply,
  type TItemStatisticsSummary,
} from '@prepward/shared/schemas/item-statistics';
import { eq, type SQL } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { exams } from '../../db/schema';
import type { AuthenticatedAdmin } from '../../lib/actors';
import { assertExamAccess } from '../../lib/exam-scope';
import { htmlPreview } from '../../lib/html-text';
import { notFound } from '../../lib/http-error';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { itemPageStatement, reliabilityStatement, scopeOf } from './queries';
import { kr20, round4 } from './reliability';

type Admin = Pick<AuthenticatedAdmin, 'examAccess'>;
type Row = Record<string, unknown>;
type OptionRow = {
  id: string;
  value: string;
  correct: boolean;
  picks: number;
  meanRest: number | null;
  part: number;
};
/** A row of itemPageStatement with an item (question_id not null). */
type ItemRow = {
  question_id: string;
  question_html: string;
  type: TItemStatistic['type'];
  layout: TItemLayout;
  course_id: string;
  course_name: string;
  subject_id: string;
  subject_name: string;
  retired: boolean;
  attempts: number;
  p_value: number | null;
  discrimination: number | null;
  flags: ItemFlag[];
  options: OptionRow[];
};

const itemRowsOf = (rows: Row[]) => rows.filter((row) => row.question_id !== null) as ItemRow[];
const int = (value: unknown) => Number(value ?? 0);
const decimal = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function itemOf(row: ItemRow): TItemStatistic {
  const attempts = int(row.attempts);
  return {
    questionId: row.question_id,
    preview: htmlPreview(row.question_html),
    type: row.type,
    courseId: row.course_id,
    courseName: row.course_name,
    subjectId: row.subject_id,
    subjectName: row.subject_name,
    retired: row.retired,
    attempts,
    pValue: round4(decimal(row.p_value)),
    discrimination: round4(decimal(row.discrimination)),
    flags: row.flags,
    options: row.options.map((option) => ({
      id: option.id,
      part: partName(row.type, row.layout, option.part),
      text: htmlPreview(option.value, 200),
      correct: option.correct,
      picks: option.picks,
      share: attempts > 0 ? round4(option.picks / attempts) : null,
      meanRestScore: round4(decimal(option.meanRest)),
    })),
  };
}

/** The CSV's columns: the table's, and the distractors in one cell. */
export const ITEM_STATISTICS_CSV_HEADER = [
  'Question ID',
  'Question',
  'Type',
  'Course',
  'Subject',
  'Retired',
  'Attempts',
  'p-value',
  'Discrimination (r)',
  'Flags',
  'Options (share of picks; mean rest-score of those who picked it)',
] as const;

const figure = (value: number | null) => (value === null ? '' : value.toFixed(2));

function csvLineOf(item: TItemStatistic): (string | number | null)[] {
  const letters = lettersInParts(item.options);
  const options = item.options
    .map(
      (option, index) =>
        `${option.part ? `${option.part}, ` : ''}${letters[index]}` +
        `${option.correct ? ' (correct)' : ''}: ${option.text} — ` +
        `${option.share === null ? '-' : `${Math.round(option.share * 100)}%`}; ` +
        `${option.meanRestScore === null ? '-' : figure(option.meanRestScore)}`,
    )
    .join(' | ');
  return [
    item.questionId,
    item.preview,
    item.type,
    item.courseName,
    item.subjectName,
    item.retired ? 'yes' : 'no',
    item.attempts,
    item.pValue,
    item.discrimination,
    item.flags.map((flag) => ITEM_FLAG_LABELS[flag]).join('; '),
    options,
  ];
}

export function createItemStatistics({ db }: { db: Database }) {
  const query = async (statement: SQL) => rowsOf<Row>(await db.execute(statement));

  /** The exam's name; an exam outside the administrator's exams is missing (404). */
  async function examNameOf(admin: Admin, examId: string): Promise<string> {
    assertExamAccess(admin, examId, TEXT.examNotFound);
    const [exam] = await db.select({ name: exams.name }).from(exams).where(eq(exams.id, examId));
    if (!exam) throw notFound(TEXT.examNotFound);
    return exam.name;
  }

  async function reliabilityOf(examId: string, filter: TItemStatisticsQuery) {
    const [row] = await query(reliabilityStatement({ examId, from: filter.from, to: filter.to }));
    if (!row) return { method: 'KR-20' as const, value: null, tests: 0, items: 0 };
    const tests = int(row.tests);
    const items = int(row.items);
    const value = kr20({
      items,
      tests,
      sumPQ: Number(row.sum_pq),
      scoreVariance: decimal(row.score_variance),
    });
    return { method: 'KR-20' as const, value: round4(value), tests, items };
  }

  return {
    async get(
      admin: Admin,
      examId: string,
      filter: TItemStatisticsQuery,
    ): Promise<TItemStatisticsReply> {
      const examName = await examNameOf(admin, examId);
      const [rows, reliability] = await Promise.all([
        query(itemPageStatement(scopeOf(examId, filter), filter, pageWindow(filter))),
        reliabilityOf(examId, filter),
      ]);
      // The statement always answers at least one row: the summary (with a null item when
      // the page is empty).
      const first = rows[0] ?? {};
      const summary: TItemStatisticsSummary = {
        examId,
        examName,
        tests: int(first.tests),
        students: int(first.students),
        items: int(first.item_count),
        flagCounts: Object.fromEntries(
          ITEM_FLAGS.map((flag) => [flag, int(first[`flag_${flag}`])]),
        ) as Record<ItemFlag, number>,
        meanPValue: round4(decimal(first.mean_p)),
        meanDiscrimination: round4(decimal(first.mean_r)),
        reliability,
      };
      return {
        summary,
        items: itemRowsOf(rows).map(itemOf),
        pagination: paginationOf(int(first.total), filter),
      };
    },

    /** Every matching item, in the table's order, as CSV lines (page and perPage ignored). */
    async csvLines(admin: Admin, examId: string, filter: TItemStatisticsQuery) {
      await examNameOf(admin, examId);
      const rows = await query(
        itemPageStatement(scopeOf(examId, filter), filter, { limit: null, offset: 0 }),
      );
      return itemRowsOf(rows).map((row) => csvLineOf(itemOf(row)));
    },
  };
}
export type ItemStatistics = ReturnType<typeof createItemStatistics>;
