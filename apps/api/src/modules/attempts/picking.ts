// Which questions a test draws: the one place that decides it (docs/architecture.md).
import {
  DIFFICULTY_RULES,
  WEAKEST_FOCUS_RULES,
  type QuestionMode,
} from '@prepward/shared/constants';
import type { QuestionDifficulty } from '@prepward/shared/question-metadata';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type DatabaseOrTransaction, rowsOf } from '../../db/client';
import {
  courses,
  isLiveQuestion,
  questions,
  questionTags,
  subjects,
  testAnswers,
  tests,
} from '../../db/schema';
import { badRequest } from '../../lib/http-error';

export type QuestionFilter = {
  userId: string;
  examId: string;
  /** Null: the whole exam. */
  subjectIds: string[] | null;
  mode: QuestionMode;
  /** Absent or empty: any difficulty. */
  difficulties?: readonly QuestionDifficulty[];
};

/**
 * The order units are drawn in (decision 0106): at random; the student's weakest subjects
 * first; or across subjects in the exam's proportions (a mock).
 */
export type DrawOrder = 'random' | 'weakest' | 'balanced';

/**
 * The subjects a choice of courses and subjects stands for: every chosen subject, plus every
 * subject of a chosen course none of whose subjects was picked one by one (picking a subject
 * narrows its course). Null when nothing was chosen: the whole exam. An id outside the exam is
 * refused.
 */
export async function resolveSubjects(
  db: DatabaseOrTransaction,
  examId: string,
  courseIds: readonly string[],
  subjectIds: readonly string[],
): Promise<string[] | null> {
  if (courseIds.length === 0 && subjectIds.length === 0) return null;
  const [examCourses, examSubjects] = await Promise.all([
    db.select({ id: courses.id }).from(courses).where(eq(courses.examId, examId)),
    db
      .select({ id: subjects.id, courseId: subjects.courseId })
      .from(subjects)
      .where(eq(subjects.examId, examId)),
  ]);
  const knownCourses = new Set(examCourses.map((course) => course.id));
  const courseOfSubject = new Map(examSubjects.map((subject) => [subject.id, subject.courseId]));
  if (
    courseIds.some((id) => !knownCourses.has(id)) ||
    subjectIds.some((id) => !courseOfSubject.has(id))
  ) {
    throw badRequest('Some of the chosen courses or subjects are not part of this exam.');
  }
  const narrowedCourses = new Set(subjectIds.map((id) => courseOfSubject.get(id)));
  const wholeCourses = new Set(courseIds.filter((id) => !narrowedCourses.has(id)));
  const chosen = new Set(subjectIds);
  for (const subject of examSubjects) {
    if (wholeCourses.has(subject.courseId)) chosen.add(subject.id);
  }
  return [...chosen];
}

/** Questions of the exam this student has answered, in any test. */
function answeredBy(filter: QuestionFilter) {
  return sql`select ${testAnswers.questionId} from ${testAnswers}
    join ${tests} on ${tests.id} = ${testAnswers.testId}
    where ${tests.userId} = ${filter.userId} and ${tests.examId} = ${filter.examId}`;
}

/**
 * Questions whose latest revealed answer by this student was wrong. Answers of a mock that is
 * still running are left out: their correctness is secret until its end.
 */
function lastAnsweredWrong(filter: QuestionFilter) {
  return sql`select latest.question_id from (
      select distinct on (${testAnswers.questionId}) ${testAnswers.questionId} as question_id,
        ${testAnswers.isCorrect} as is_correct
      from ${testAnswers} join ${tests} on ${tests.id} = ${testAnswers.testId}
      where ${tests.userId} = ${filter.userId} and ${tests.examId} = ${filter.examId}
        and (${tests.type} <> 'mock' or ${tests.status} = 'ended')
      order by ${testAnswers.questionId}, ${testAnswers.answeredAt} desc
    ) latest where not latest.is_correct`;
}

function modeCondition(filter: QuestionFilter): SQL | undefined {
  switch (filter.mode) {
    case 'all':
      return undefined;
    case 'unused':
      return sql`${questions.id} not in (${answeredBy(filter)})`;
    case 'used':
      return sql`${questions.id} in (${answeredBy(filter)})`;
    case 'incorrect':
      return sql`${questions.id} in (${lastAnsweredWrong(filter)})`;
    case 'tagged':
      return sql`${questions.id} in (select ${questionTags.questionId} from ${questionTags}
        where ${questionTags.userId} = ${filter.userId})`;
  }
}

/**
 * SQL: a question's difficulty for the filter (decision 0106). From the peer figures once it
 * has `minPeerAnswers` answers: hard when under `hardBelowPercent` of them were right, easy
 * when over `easyAbovePercent`, else medium. Before that the author's difficulty, else medium.
 */
function difficultyOf(): SQL {
  const { minPeerAnswers, hardBelowPercent, easyAbovePercent } = DIFFICULTY_RULES;
  return sql`(case when ${questions.answerCount} >= ${minPeerAnswers} then
      case when ${questions.correctCount} * 100 < ${questions.answerCount} * ${hardBelowPercent}
          then 'hard'
        when ${questions.correctCount} * 100 > ${questions.answerCount} * ${easyAbovePercent}
          then 'easy'
        else 'medium' end
    else coalesce(${questions.difficulty}, 'medium') end)`;
}

/**
 * Whether a question is of the student's choice (subjects, mode and difficulty); true when
 * none narrows.
 */
function chosen(filter: QuestionFilter): SQL {
  return (
    and(
      filter.subjectIds === null
        ? undefined
        : filter.subjectIds.length === 0
          ? sql`false`
          : inArray(questions.subjectId, filter.subjectIds),
      modeCondition(filter),
      filter.difficulties && filter.difficulties.length > 0
        ? inArray(difficultyOf(), [...filter.difficulties])
        : undefined,
    ) ?? sql`true`
  );
}

/**
 * The exam's live questions (a retired, draft or in-review question never goes into a new test),
 * each with the unit a test draws it in: its case study, or itself when it stands alone; and
 * whether it is of the student's choice.
 */
function liveQuestions(filter: QuestionFilter): SQL {
  return sql`select ${questions.id} as id, ${questions.caseStep} as case_step,
      ${questions.subjectId} as subject_id,
      coalesce(${questions.caseStudyId}, ${questions.id}) as unit,
      ${chosen(filter)} as chosen
    from ${questions}
    where ${and(eq(questions.examId, filter.examId), isLiveQuestion())}`;
}

type IdRow = { id: string };

/**
 * SQL: the units of `live` (liveQuestions) that match the choice, with their size and subject:
 * a case counts under the subject of its first live step.
 */
function matchingUnits(live: SQL): SQL {
  return sql`select unit, count(*)::int as size,
      (array_agg(subject_id order by case_step))[1] as subject_id
    from ${live} group by unit having bool_or(chosen)`;
}

/**
 * SQL: the student's score in each subject of the exam they answered in: the points of their
 * latest revealed answer to each question over its most (a running mock's are secret), and
 * how many questions that is.
 */
function subjectScores(filter: QuestionFilter): SQL {
  return sql`select ${questions.subjectId} as subject_id, count(*)::int as answered,
      sum(latest.points)::float8 / nullif(sum(latest.max_points), 0) as score
    from (
      select distinct on (${testAnswers.questionId}) ${testAnswers.questionId} as question_id,
        ${testAnswers.points} as points, ${testAnswers.maxPoints} as max_points
      from ${testAnswers} join ${tests} on ${tests.id} = ${testAnswers.testId}
      where ${tests.userId} = ${filter.userId} and ${tests.examId} = ${filter.examId}
        and (${tests.type} <> 'mock' or ${tests.status} = 'ended')
      order by ${testAnswers.questionId}, ${testAnswers.answeredAt} desc
    ) latest join ${questions} on ${questions.id} = latest.question_id
    group by ${questions.subjectId}`;
}

/**
 * Each subject's share of `seats` in proportion to its questions, by largest remainder: the
 * whole parts first, then a seat each to the largest fractions (ties: the larger subject).
 */
export function apportion(sizes: ReadonlyMap<string, number>, seats: number): Map<string, number> {
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  if (total === 0) return new Map();
  const shares = [...sizes].map(([subjectId, size]) => ({
    subjectId,
    size,
    whole: Math.floor((size * seats) / total),
    remainder: (size * seats) % total,
  }));
  let left = seats - shares.reduce((sum, share) => sum + share.whole, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || b.size - a.size);
  for (const share of byRemainder) {
    if (left <= 0) break;
    share.whole += 1;
    left -= 1;
  }
  return new Map(shares.map((share) => [share.subjectId, share.whole]));
}

type Unit = { unit: string; size: number; subjectId: string };

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * A balanced draw's order of units: in random order, each unit that fits in what is left of
 * its subject's share (`apportion` over the units' questions); then the others, those of the
 * subjects furthest from their share first, for the drawing to fill the test with.
 */
export function balancedOrder(units: readonly Unit[], limit: number): string[] {
  const sizes = new Map<string, number>();
  for (const unit of units) sizes.set(unit.subjectId, (sizes.get(unit.subjectId) ?? 0) + unit.size);
  const room = apportion(sizes, limit);
  const within: Unit[] = [];
  const beyond: Unit[] = [];
  for (const unit of shuffled(units)) {
    const left = room.get(unit.subjectId) ?? 0;
    if (unit.size <= left) {
      within.push(unit);
      room.set(unit.subjectId, left - unit.size);
    } else {
      beyond.push(unit);
    }
  }
  beyond.sort((a, b) => (room.get(b.subjectId) ?? 0) - (room.get(a.subjectId) ?? 0));
  return [...within, ...beyond].map((unit) => unit.unit);
}

/** How the units of a draw are ranked: what joins them and the key they are ordered by. */
async function unitRanking(
  db: DatabaseOrTransaction,
  filter: QuestionFilter,
  limit: number,
  order: DrawOrder,
): Promise<{ join: SQL; key: SQL }> {
  switch (order) {
    case 'random':
      return { join: sql``, key: sql`random()` };
    case 'weakest': {
      const { minAnswered, unknownScore } = WEAKEST_FOCUS_RULES;
      return {
        join: sql`left join (${subjectScores(filter)}) scores
          on scores.subject_id = grouped.subject_id`,
        key: sql`case when scores.answered >= ${minAnswered}
            then coalesce(scores.score, ${unknownScore}) else ${unknownScore} end, random()`,
      };
    }
    case 'balanced': {
      const units = rowsOf<{ unit: string; size: number; subject_id: string }>(
        await db.execute(matchingUnits(sql`(${liveQuestions(filter)}) live`)),
      ).map((row) => ({ unit: row.unit, size: row.size, subjectId: row.subject_id }));
      const preferred = balancedOrder(units, limit).join(',');
      return {
        join: sql`left join unnest(string_to_array(${preferred}, ',')::uuid[])
          with ordinality as preferred(unit, place) on preferred.unit = grouped.unit`,
        key: sql`preferred.place, random()`,
      };
    }
  }
}

/**
 * How many questions a test with this choice could draw: those of the matching units (a case
 * matches when any of its live questions does, and counts all of them).
 */
export async function countQuestions(
  db: DatabaseOrTransaction,
  filter: QuestionFilter,
): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`select coalesce(sum(size), 0)::int as count from (
        select count(*) as size from (${liveQuestions(filter)}) live
        group by unit having bool_or(chosen)
      ) units`),
  );
  return row?.count ?? 0;
}

/**
 * Up to `limit` questions in the order the student will see them (decision 0104). The test
 * draws units: a standalone question, or a case study whole (all its live questions, in step
 * order, next to each other) when any of its live questions matches. Units come in the draw's
 * `order` (decision 0106: random, the weakest subjects first, or balanced across subjects)
 * and each is taken if it fits in what is left; a case bigger than that is passed over for
 * smaller units. Without cases every unit is one question: the first `limit` of that order.
 *
 * One statement. The longest run of units that fits is a running sum over the random order;
 * after it at most five places are left (only a case, of six steps at most, can fail to fit),
 * filled by a short recursion that takes the next unit that fits each time. A test still short
 * of `limit` has every single question in and passed over a case: the first such case that
 * fits once the last single questions make room comes in instead of them, so a test of 10 over
 * a case of 6 and 8 other questions holds the case and 4 of them, wherever the case fell.
 */
export async function pickQuestionIds(
  db: DatabaseOrTransaction,
  filter: QuestionFilter,
  limit: number,
  order: DrawOrder = 'random',
): Promise<string[]> {
  const ranking = await unitRanking(db, filter, limit, order);
  const rows = rowsOf<IdRow>(
    await db.execute(sql`with recursive
      live as (${liveQuestions(filter)}),
      grouped as (${matchingUnits(sql`live`)} and count(*) <= ${limit}),
      units as (
        select grouped.unit, grouped.size,
          row_number() over (order by ${ranking.key})::int as place
        from grouped ${ranking.join}
      ),
      ordered as (
        select unit, size, place, (sum(size) over (order by place))::int as running from units
      ),
      rest(place, room) as (
        select coalesce(max(place), 0), ${limit}::int - coalesce(max(running), 0)
        from ordered where running <= ${limit}
        union all
        select next.place, rest.room - next.size from rest cross join lateral (
          select o.place, o.size from ordered o
          where o.place > rest.place and o.size <= rest.room order by o.place limit 1
        ) next
        where rest.room > 0
      ),
      taken as (
        select unit, size, place from ordered
        where running <= ${limit} or place in (select place from rest)
      ),
      shortfall as (
        select ${limit}::int - coalesce(sum(size), 0)::int as room,
          (count(*) filter (where size = 1))::int as singles
        from taken
      ),
      swap as (
        select o.unit, o.place, o.size - shortfall.room as displaced
        from ordered o cross join shortfall
        where shortfall.room > 0 and o.size <= shortfall.room + shortfall.singles
          and o.place not in (select place from taken)
        order by o.place limit 1
      ),
      drawn as (
        select unit, place from (
          select unit, size, place,
            row_number() over (partition by size = 1 order by place desc) as from_end
          from taken
        ) kept
        where not (size = 1 and from_end <= coalesce((select displaced from swap), 0))
        union all
        select unit, place from swap
      )
      select live.id from live join drawn on drawn.unit = live.unit
      order by drawn.place, live.case_step`),
  );
  return rows.map((row) => row.id);
}
