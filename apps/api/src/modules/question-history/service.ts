// A question's history (every version of its lineage, newest first, each compared with the
// one before) and restoring a version. A restore is an edit: it goes through the rules of
// question-writes.ts, so one that changes the answer key of a question students answered
// retires it and adds a new question of the lineage, as any edit would; and it is recorded
// as a version of its own. docs/question-history.md and
// docs/decisions/0097-question-versions-and-restore.md explain it.
import { QUESTION_HISTORY_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import type { TPaginationQuery } from '@prepward/shared/schemas/common';
import { questionProblems } from '@prepward/shared/schemas/content';
import {
  ZQuestionSnapshot,
  type TQuestionHistory,
  type TQuestionSnapshot,
  type TQuestionVersion,
  type TRestoreOutcome,
  type TRestoreResult,
  type TVersionAuthor,
} from '@prepward/shared/schemas/question-history';
import { and, asc, count, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import {
  admins,
  courses,
  exams,
  questionOptions,
  questions,
  questionVersions,
  subjects,
} from '../../db/schema';
import type { AuthenticatedAdmin } from '../../lib/actors';
import { recordAudit } from '../../lib/audit';
import { assertExamAccess } from '../../lib/exam-scope';
import { conflict, notFound } from '../../lib/http-error';
import { pageWindow, paginationOf } from '../../lib/pagination';
import type { RichTextSanitizer } from '../../lib/sanitize';
import { cleanLayout } from '../content/item-layout';
import { recordQuestionVersions } from '../content/question-versions';
import {
  answerKeyChanged,
  isQuestionMet,
  replaceWithNewVersion,
  reviveLineage,
  updateQuestionInPlace,
  type QuestionChange,
} from '../content/question-writes';
import { compareSnapshots, pairOptions } from './compare';
import { versionActionLabel } from './labels';
import { visibleText } from './visible-text';

type Admin = Pick<AuthenticatedAdmin, 'id' | 'examAccess'>;
type QuestionRow = typeof questions.$inferSelect;
type OptionRow = typeof questionOptions.$inferSelect;
type HistoryQuery = Pick<TPaginationQuery, 'page' | 'perPage'>;

/** A stored snapshot; one that does not read is a fault of ours (500), never the caller's. */
function snapshotOf(stored: unknown): TQuestionSnapshot {
  const parsed = ZQuestionSnapshot.safeParse(stored);
  if (!parsed.success) throw new Error(`unreadable question snapshot: ${parsed.error.message}`);
  return parsed.data;
}

const PREVIEW_LENGTH = 160;

/** The start of a question's visible text. */
function previewOf(html: string): string {
  const text = visibleText(html);
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text;
}

function authorOf(
  adminId: string | null,
  recordedName: string | null,
  currentName: string | null,
): TVersionAuthor {
  if (adminId) {
    return {
      kind: 'administrator',
      name: currentName ?? recordedName ?? TEXT.removedAdministrator,
      formerName: null,
    };
  }
  // The demo catalogue's versions were made by nobody; a removed administrator's keep its name.
  if (recordedName === null) return { kind: 'prepward', name: TEXT.prepward, formerName: null };
  return { kind: 'removed', name: TEXT.removedAdministrator, formerName: recordedName };
}

/** The question asked for, whether in use or retired, within the administrator's exams. */
async function anchorOf(tx: DatabaseOrTransaction, admin: Admin, questionId: string) {
  const [question] = await tx.select().from(questions).where(eq(questions.id, questionId));
  if (!question) throw notFound(TEXT.questionNotFound);
  assertExamAccess(admin, question.examId, TEXT.questionNotFound);
  return question;
}

/** The subject, when it is live (and its course) in the exam: where a restore may put a question. */
async function liveSubject(tx: DatabaseOrTransaction, examId: string, subjectId: string) {
  const [subject] = await tx
    .select({ id: subjects.id, courseId: subjects.courseId, name: subjects.name })
    .from(subjects)
    .innerJoin(courses, eq(courses.id, subjects.courseId))
    .where(
      and(
        eq(subjects.id, subjectId),
        eq(subjects.examId, examId),
        isNull(subjects.retiredAt),
        isNull(courses.retiredAt),
      ),
    );
  return subject ?? null;
}

/** The question as a snapshot, for comparing (names are not compared: ids are). */
function snapshotOfRow(question: QuestionRow, options: OptionRow[]): TQuestionSnapshot {
  const blank = question.type === 'fill_in_the_blanks';
  return {
    type: question.type,
    question: question.questionHtml,
    explanation: question.explanationHtml,
    answer: blank ? question.answerText : null,
    acceptedAnswers: blank ? question.acceptedAnswers : [],
    options: options.map((option) => ({
      value: option.value,
      answer: option.isCorrect,
      part: option.part,
    })),
    scoring: question.scoring,
    layout: question.layout,
    courseId: question.courseId,
    courseName: '',
    subjectId: question.subjectId,
    subjectName: '',
    status: question.status,
    tags: question.tags,
    category: question.category,
    difficulty: question.difficulty,
  };
}

export function createQuestionHistory({
  db,
  sanitize,
}: {
  db: Database;
  sanitize: RichTextSanitizer;
}) {
  /**
   * The version as an edit of the question now: its content and metadata, its status left as
   * it is (a restore changes what a question says, not where it stands in review). Options the
   * version shares with the question, lined up as the history lines them up, keep their ids and
   * pick counts. Rich text is sanitized again, by today's rules.
   */
  const changeTo = (
    version: TQuestionSnapshot,
    currentOptions: OptionRow[],
    place: QuestionChange['place'],
  ): QuestionChange => {
    const blank = version.type === 'fill_in_the_blanks';
    const options = blank
      ? []
      : version.options.map((option) => ({
          value: sanitize(option.value),
          answer: option.answer,
          part: option.part,
        }));
    const idOf = new Map<number, string>();
    const current = currentOptions.map((option) => ({
      value: option.value,
      answer: option.isCorrect,
    }));
    for (const pairing of pairOptions(current, options)) {
      if ('before' in pairing && 'after' in pairing) {
        idOf.set(pairing.after, currentOptions[pairing.before]!.id);
      }
    }
    const layout = cleanLayout(version.type, version.layout, sanitize);
    return {
      type: version.type,
      scoring: version.scoring,
      layout,
      question: sanitize(version.question),
      explanation: sanitize(version.explanation),
      options: options.map((option, index) => ({ id: idOf.get(index), ...option })),
      answer: blank ? (version.answer ?? undefined) : undefined,
      acceptedAnswers: blank ? version.acceptedAnswers : [],
      tags: version.tags,
      category: version.category,
      difficulty: version.difficulty,
      place,
    };
  };

  /** Refuses a version today's rules would not accept as a question (409, with the rule). */
  const assertRestorable = (number: number, change: QuestionChange) => {
    const [problem] = questionProblems(change);
    if (problem) throw conflict(TEXT.cannotRestore(number, problem.message));
  };

  return {
    async list(admin: Admin, questionId: string, query: HistoryQuery): Promise<TQuestionHistory> {
      const anchor = await anchorOf(db, admin, questionId);
      const inLineage = and(
        eq(questionVersions.lineageId, anchor.lineageId),
        eq(questionVersions.examId, anchor.examId),
      );
      const [[shown], [totals], rows] = await Promise.all([
        // The lineage's question in use, else its latest.
        db
          .select({
            question: questions,
            examName: exams.name,
            courseName: courses.name,
            subjectName: subjects.name,
          })
          .from(questions)
          .innerJoin(exams, eq(exams.id, questions.examId))
          .innerJoin(courses, eq(courses.id, questions.courseId))
          .innerJoin(subjects, eq(subjects.id, questions.subjectId))
          .where(eq(questions.lineageId, anchor.lineageId))
          .orderBy(sql`${questions.retiredAt} desc nulls first`, desc(questions.createdAt))
          .limit(1),
        db
          .select({ total: count(), latest: max(questionVersions.number) })
          .from(questionVersions)
          .where(inLineage),
        db
          .select({
            version: questionVersions,
            currentName: admins.name,
            // Computed over the whole lineage before the page is cut, so a page's oldest
            // version is compared with the one on the next page.
            previous: sql<unknown>`lag(${questionVersions.snapshot}) over (order by ${questionVersions.number})`,
          })
          .from(questionVersions)
          .leftJoin(admins, eq(admins.id, questionVersions.adminId))
          .where(inLineage)
          .orderBy(desc(questionVersions.number))
          .limit(pageWindow(query).limit)
          .offset(pageWindow(query).offset),
      ]);
      if (!shown) throw notFound(TEXT.questionNotFound);
      const live = shown.question.retiredAt === null ? shown.question : null;
      const latestNumber = totals?.latest ?? 0;
      const versions = rows.map(({ version, currentName, previous }): TQuestionVersion => {
        const snapshot = snapshotOf(version.snapshot);
        return {
          id: version.id,
          number: version.number,
          action: version.action,
          label: versionActionLabel(version.action),
          author: authorOf(version.adminId, version.adminName, currentName),
          createdAt: version.createdAt.toISOString(),
          comment: version.comment,
          questionId: version.questionId,
          current: live !== null && version.number === latestNumber,
          snapshot,
          changes:
            previous === null || previous === undefined
              ? []
              : compareSnapshots(snapshotOf(previous), snapshot),
        };
      });
      return {
        question: {
          id: anchor.id,
          lineageId: anchor.lineageId,
          liveQuestionId: live?.id ?? null,
          examId: shown.question.examId,
          examName: shown.examName,
          courseId: shown.question.courseId,
          courseName: shown.courseName,
          subjectId: shown.question.subjectId,
          subjectName: shown.subjectName,
          preview: previewOf(shown.question.questionHtml),
          latestNumber,
        },
        versions,
        pagination: paginationOf(totals?.total ?? 0, query),
      };
    },

    async restore(
      admin: Admin,
      questionId: string,
      versionId: string,
    ): Promise<TRestoreResult & { message: string }> {
      return db.transaction(async (tx) => {
        const anchor = await anchorOf(tx, admin, questionId);
        // Every question of the lineage, locked in one order: an edit or another restore of
        // it waits for this one, and versions are numbered one at a time.
        const lineage = await tx
          .select()
          .from(questions)
          .where(eq(questions.lineageId, anchor.lineageId))
          .orderBy(asc(questions.id))
          .for('update');
        const [version] = await tx
          .select()
          .from(questionVersions)
          .where(
            and(
              eq(questionVersions.id, versionId),
              eq(questionVersions.lineageId, anchor.lineageId),
              eq(questionVersions.examId, anchor.examId),
            ),
          );
        if (!version) throw notFound(TEXT.versionNotFound);
        const target = snapshotOf(version.snapshot);
        const subject = await liveSubject(tx, anchor.examId, target.subjectId);
        const place = subject ? { courseId: subject.courseId, subjectId: subject.id } : undefined;
        const live = lineage.find((question) => question.retiredAt === null);

        let outcome: TRestoreOutcome;
        let resultId: string;
        let subjectName: string;
        let placeKept = false;
        let replaced: string | null = null;
        if (!live) {
          // Deleted after students answered: it comes back as a new question of the lineage,
          // in the version's subject.
          if (!subject) throw notFound(TEXT.subjectGone(version.number));
          const last = lineage.reduce((latest, question) =>
            (question.retiredAt?.getTime() ?? 0) > (latest.retiredAt?.getTime() ?? 0)
              ? question
              : latest,
          );
          const change = changeTo(target, [], place);
          assertRestorable(version.number, change);
          resultId = await reviveLineage(tx, last, change);
          outcome = 'revived';
          subjectName = subject.name;
        } else {
          const currentOptions = await tx
            .select()
            .from(questionOptions)
            .where(eq(questionOptions.questionId, live.id))
            .orderBy(asc(questionOptions.position));
          const change = changeTo(target, currentOptions, place);
          assertRestorable(version.number, change);
          const after: TQuestionSnapshot = {
            ...snapshotOfRow(live, []),
            type: change.type,
            question: change.question,
            explanation: change.explanation,
            answer: change.answer ?? null,
            acceptedAnswers: change.acceptedAnswers,
            options: change.options.map(({ value, answer, part }) => ({
              value,
              answer,
              part: part ?? 0,
            })),
            scoring: change.scoring ?? live.scoring,
            layout: change.layout ?? {},
            ...(place ?? {}),
            tags: change.tags ?? live.tags,
            category: change.category ?? null,
            difficulty: change.difficulty ?? null,
          };
          if (compareSnapshots(snapshotOfRow(live, currentOptions), after).length === 0) {
            throw conflict(TEXT.nothingToRestore(version.number));
          }
          if (answerKeyChanged(live, currentOptions, change) && (await isQuestionMet(tx, live))) {
            resultId = await replaceWithNewVersion(tx, live, change);
            replaced = live.id;
            outcome = 'new_version';
          } else {
            await updateQuestionInPlace(tx, live, change);
            resultId = live.id;
            outcome = 'restored';
          }
          placeKept = !subject && target.subjectId !== live.subjectId;
          subjectName = subject?.name ?? (await subjectNameOf(tx, live.subjectId));
        }

        await recordQuestionVersions(tx, {
          where: eq(questions.id, resultId),
          action: 'restored',
          adminId: admin.id,
          comment: TEXT.restoreComment(version.number),
        });
        const [recorded] = await tx
          .select({ number: max(questionVersions.number) })
          .from(questionVersions)
          .where(eq(questionVersions.lineageId, anchor.lineageId));
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'restored',
          entity: 'question',
          entityId: resultId,
          details: {
            versionId,
            versionNumber: version.number,
            outcome,
            ...(replaced ? { replaces: replaced } : {}),
            ...(placeKept ? { placeKept } : {}),
          },
        });
        const said = {
          restored: TEXT.restored,
          new_version: TEXT.restoredAsNewVersion,
          revived: TEXT.revived,
        }[outcome](version.number);
        return {
          message: placeKept ? `${said}. ${TEXT.placeKept(subjectName)}` : said,
          outcome,
          questionId: resultId,
          restoredNumber: version.number,
          versionNumber: recorded?.number ?? version.number,
          placeKept,
          subjectName,
        };
      });
    },
  };
}

async function subjectNameOf(tx: DatabaseOrTransaction, subjectId: string): Promise<string> {
  const [subject] = await tx
    .select({ name: subjects.name })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  return subject?.name ?? '';
}

export type QuestionHistory = ReturnType<typeof createQuestionHistory>;
