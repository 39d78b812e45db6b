// Questions one at a time: list (all, or a subject's), read, add, edit, delete. Rich text
// is sanitized before it is checked and stored; deleting a question students have met
// retires it instead, and changing the answer key of one they have answered retires it and
// adds a new version in its place (their answers were marked by the old key). Every change
// is kept as a version (question-versions.ts).
import { canonicalAcceptedAnswer } from '@prepward/shared/accepted-answers';
import type { TPaginationQuery } from '@prepward/shared/schemas/common';
import {
  questionProblems,
  type ZQuestionListQuery,
  type ZQuestionRequest,
  type ZSubjectQuestionListQuery,
} from '@prepward/shared/schemas/content';
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import {
  admins,
  caseStudies,
  courses,
  exams,
  questionOptions,
  questions,
  subjects,
} from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { assertExamAccess, withinExamScope } from '../../lib/exam-scope';
import { badRequest, notFound } from '../../lib/http-error';
import { containsPattern, pageWindow, paginationOf } from '../../lib/pagination';
import type { RichTextSanitizer } from '../../lib/sanitize';
import type { AuthenticatedAdmin } from '../../lib/actors';
import { presentQuestion } from './present';
import { assertCaseStepFree, caseStepRace, requestedCase } from './question-case';
import { removeQuestions } from './question-usage';
import { recordQuestionVersions } from './question-versions';
import { reviewCommentOf } from './review-comment';
import {
  answerKeyChanged,
  insertOptions,
  isQuestionMet,
  replaceWithNewVersion,
  updateQuestionInPlace,
  itemColumnsOf,
  type QuestionCasePlace,
} from './question-writes';
import { cleanLayout } from './item-layout';
import { loadSubject } from './structure-service';

export const QUESTION_NOT_FOUND = 'Question not found';

type QuestionRequest = z.output<typeof ZQuestionRequest>;
type QuestionListQuery = z.output<typeof ZQuestionListQuery>;

/**
 * `newest`: the lists (newest first); `longest_waiting`: the review queue (the question
 * unchanged for longest first: submitting it was its last change).
 */
export type QuestionListOrder = 'newest' | 'longest_waiting';

const questionWithNames = (db: DatabaseOrTransaction) =>
  db
    .select({
      question: questions,
      examName: exams.name,
      courseName: courses.name,
      subjectName: subjects.name,
      authorName: admins.name,
      reviewComment: reviewCommentOf(),
      caseTitle: caseStudies.title,
    })
    .from(questions)
    .innerJoin(exams, eq(exams.id, questions.examId))
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .innerJoin(subjects, eq(subjects.id, questions.subjectId))
    .leftJoin(admins, eq(admins.id, questions.authorId))
    .leftJoin(caseStudies, eq(caseStudies.id, questions.caseStudyId));

/** The options of several questions in one query, by question id. */
async function optionsOf(db: DatabaseOrTransaction, questionIds: string[]) {
  const byQuestion = new Map<string, (typeof questionOptions.$inferSelect)[]>();
  if (questionIds.length === 0) return byQuestion;
  const rows = await db
    .select()
    .from(questionOptions)
    .where(inArray(questionOptions.questionId, questionIds))
    .orderBy(asc(questionOptions.questionId), asc(questionOptions.position));
  for (const row of rows) {
    const list = byQuestion.get(row.questionId) ?? [];
    list.push(row);
    byQuestion.set(row.questionId, list);
  }
  return byQuestion;
}

/** The audit entry's note of a change of case study: where the question went (null: out). */
const caseDetailsOf = (place: QuestionCasePlace | null | undefined) =>
  place === undefined
    ? {}
    : { caseStudyId: place?.caseStudyId ?? null, caseStep: place?.step ?? null };

export function createQuestionService({
  db,
  sanitize,
}: {
  db: Database;
  sanitize: RichTextSanitizer;
}) {
  /** The request with its rich text sanitized, checked again (a hostile field may empty out). */
  const clean = (request: QuestionRequest) => {
    const isChoice = request.type !== 'fill_in_the_blanks';
    const cleaned = {
      type: request.type,
      scoring: request.scoring,
      layout: cleanLayout(request.type, request.layout, sanitize),
      question: sanitize(request.question),
      explanation: sanitize(request.explanation),
      options: isChoice
        ? request.options.map((option) => ({ ...option, value: sanitize(option.value) }))
        : [],
      answer: isChoice ? undefined : request.answer?.trim(),
      acceptedAnswers: isChoice ? [] : request.acceptedAnswers,
      status: request.status,
      tags: request.tags,
      category: request.category === undefined ? undefined : request.category || null,
      difficulty: request.difficulty,
    };
    const problems = questionProblems(cleaned);
    if (problems.length > 0) throw badRequest(problems[0]!.message, problems);
    // Stored in one form: '4 +/- 0.10 g' is kept as '4±0.1 g'.
    return {
      ...cleaned,
      answer: cleaned.answer === undefined ? undefined : canonicalAcceptedAnswer(cleaned.answer),
      acceptedAnswers: cleaned.acceptedAnswers.map(canonicalAcceptedAnswer),
    };
  };

  const loadQuestion = async (
    tx: DatabaseOrTransaction,
    admin: AuthenticatedAdmin,
    questionId: string,
  ) => {
    const [row] = await questionWithNames(tx)
      .where(and(eq(questions.id, questionId), isNull(questions.retiredAt)))
      .limit(1);
    if (!row) throw notFound(QUESTION_NOT_FOUND);
    assertExamAccess(admin, row.question.examId, QUESTION_NOT_FOUND);
    return row;
  };

  const read = async (tx: DatabaseOrTransaction, admin: AuthenticatedAdmin, questionId: string) => {
    const row = await loadQuestion(tx, admin, questionId);
    const options = await optionsOf(tx, [questionId]);
    return presentQuestion(row.question, row, options.get(questionId) ?? []);
  };

  return {
    /**
     * A page of the questions the administrator may see, filtered. The exam, course, subject,
     * status (with the exam), tag (GIN) and text (trigram) filters have an index to start
     * from; category, difficulty and author narrow what those leave
     * (docs/decisions/0096-question-review-workflow.md).
     */
    async list(
      admin: AuthenticatedAdmin,
      query: TPaginationQuery & Partial<Omit<QuestionListQuery, 'page' | 'perPage' | 'search'>>,
      order: QuestionListOrder = 'newest',
    ) {
      const filter = and(
        isNull(questions.retiredAt),
        withinExamScope(admin, questions.examId),
        query.examId ? eq(questions.examId, query.examId) : undefined,
        query.courseId ? eq(questions.courseId, query.courseId) : undefined,
        query.subjectId ? eq(questions.subjectId, query.subjectId) : undefined,
        query.type ? eq(questions.type, query.type) : undefined,
        query.status ? eq(questions.status, query.status) : undefined,
        query.tag ? arrayContains(questions.tags, [query.tag]) : undefined,
        query.category ? sql`lower(${questions.category}) = lower(${query.category})` : undefined,
        query.difficulty ? eq(questions.difficulty, query.difficulty) : undefined,
        query.authorId ? eq(questions.authorId, query.authorId) : undefined,
        query.search ? ilike(questions.questionHtml, containsPattern(query.search)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        questionWithNames(db)
          .where(filter)
          .orderBy(
            ...(order === 'newest'
              ? [desc(questions.createdAt), desc(questions.id)]
              : [asc(questions.updatedAt), asc(questions.id)]),
          )
          .limit(pageWindow(query).limit)
          .offset(pageWindow(query).offset),
        db.select({ value: count() }).from(questions).where(filter),
      ]);
      const options = await optionsOf(
        db,
        rows.map((row) => row.question.id),
      );
      return {
        questions: rows.map((row) =>
          presentQuestion(row.question, row, options.get(row.question.id) ?? []),
        ),
        pagination: paginationOf(total?.value ?? 0, query),
      };
    },

    async listForSubject(
      admin: AuthenticatedAdmin,
      subjectId: string,
      query: z.output<typeof ZSubjectQuestionListQuery>,
    ) {
      await loadSubject(db, admin, subjectId);
      return this.list(admin, { ...query, subjectId });
    },

    get: (admin: AuthenticatedAdmin, questionId: string) => read(db, admin, questionId),

    async create(admin: AuthenticatedAdmin, subjectId: string, request: QuestionRequest) {
      const question = clean(request);
      const place = requestedCase(request, null);
      const creating = db.transaction(async (tx) => {
        const { subject } = await loadSubject(tx, admin, subjectId);
        if (place) await assertCaseStepFree(tx, subject.examId, place, null);
        const [created] = await tx
          .insert(questions)
          .values({
            examId: subject.examId,
            courseId: subject.courseId,
            subjectId,
            type: question.type,
            ...itemColumnsOf(question),
            questionHtml: question.question,
            explanationHtml: question.explanation,
            answerText: question.answer ?? null,
            acceptedAnswers: question.acceptedAnswers,
            status: question.status ?? 'published',
            tags: question.tags ?? [],
            category: question.category ?? null,
            difficulty: question.difficulty ?? null,
            authorId: admin.id,
            caseStudyId: place?.caseStudyId ?? null,
            caseStep: place?.step ?? null,
          })
          .returning({ id: questions.id });
        if (!created) throw new Error('question insert returned nothing');
        await insertOptions(tx, created.id, question.options);
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'created',
          entity: 'question',
          entityId: created.id,
          details: { subjectId, type: question.type, ...caseDetailsOf(place) },
        });
        await recordQuestionVersions(tx, {
          where: eq(questions.id, created.id),
          action: 'created',
          adminId: admin.id,
        });
        return read(tx, admin, created.id);
      });
      return creating.catch((error: unknown) => {
        throw caseStepRace(error, place) ?? error;
      });
    },

    /**
     * Replaces the question's content. Options sent with their id are updated in place (their
     * pick counts stay); options without an id are new; options left out are removed. When
     * the answer key changes after students answered, a new version replaces the question and
     * the reply is that new question (another id), in the same case study step.
     */
    async update(admin: AuthenticatedAdmin, questionId: string, request: QuestionRequest) {
      const cleaned = clean(request);
      let place: QuestionCasePlace | null | undefined;
      const updating = db.transaction(async (tx) => {
        await loadQuestion(tx, admin, questionId);
        const [current] = await tx
          .select()
          .from(questions)
          .where(eq(questions.id, questionId))
          .for('update');
        if (!current) throw notFound(QUESTION_NOT_FOUND);
        place = requestedCase(request, current);
        if (place) await assertCaseStepFree(tx, current.examId, place, questionId);
        const change = { ...cleaned, case: place };
        const currentOptions = (await optionsOf(tx, [questionId])).get(questionId) ?? [];
        const optionIds = new Set(currentOptions.map((option) => option.id));
        if (change.options.some((option) => option.id && !optionIds.has(option.id))) {
          throw badRequest('An option does not belong to this question');
        }
        if (
          answerKeyChanged(current, currentOptions, change) &&
          (await isQuestionMet(tx, current))
        ) {
          const newId = await replaceWithNewVersion(tx, current, change);
          await recordAudit(tx, {
            adminId: admin.id,
            action: 'versioned',
            entity: 'question',
            entityId: newId,
            details: { replaces: questionId, type: change.type, ...caseDetailsOf(place) },
          });
          await recordQuestionVersions(tx, {
            where: eq(questions.id, newId),
            action: 'new_version',
            adminId: admin.id,
          });
          return read(tx, admin, newId);
        }
        await updateQuestionInPlace(tx, current, change);
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'updated',
          entity: 'question',
          entityId: questionId,
          details: { type: change.type, options: change.options.length, ...caseDetailsOf(place) },
        });
        await recordQuestionVersions(tx, {
          where: eq(questions.id, questionId),
          action: 'edited',
          adminId: admin.id,
        });
        return read(tx, admin, questionId);
      });
      return updating.catch((error: unknown) => {
        throw caseStepRace(error, place) ?? error;
      });
    },

    async remove(admin: AuthenticatedAdmin, questionId: string) {
      return db.transaction(async (tx) => {
        const { question } = await loadQuestion(tx, admin, questionId);
        const { anyKept, ...result } = await removeQuestions(
          tx,
          question.examId,
          eq(questions.id, questionId),
        );
        if (anyKept) {
          await recordQuestionVersions(tx, {
            where: eq(questions.id, questionId),
            action: 'retired',
            adminId: admin.id,
          });
        }
        await recordAudit(tx, {
          adminId: admin.id,
          action: anyKept ? 'retired' : 'deleted',
          entity: 'question',
          entityId: questionId,
          details: { subjectId: question.subjectId },
        });
        return { retired: anyKept, ...result };
      });
    },
  };
}
export type QuestionService = ReturnType<typeof createQuestionService>;
