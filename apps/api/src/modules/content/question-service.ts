// Questions one at a time: list (all, or a subject's), read, add, edit, delete. Rich text
// is sanitized before it is checked and stored; deleting a question students have met
// retires it instead.
import { canonicalAcceptedAnswer } from '@prepward/shared/accepted-answers';
import type { TPaginationQuery } from '@prepward/shared/schemas/common';
import {
  questionProblems,
  type TQuestionListQuery,
  type ZQuestionRequest,
} from '@prepward/shared/schemas/content';
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { courses, exams, questionOptions, questions, subjects } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { assertExamAccess, withinExamScope } from '../../lib/exam-scope';
import { badRequest, notFound } from '../../lib/http-error';
import { containsPattern, pageWindow, paginationOf } from '../../lib/pagination';
import type { RichTextSanitizer } from '../../lib/sanitize';
import type { AuthenticatedAdmin } from '../../lib/actors';
import { presentQuestion } from './present';
import { removeQuestions } from './question-usage';
import { loadSubject } from './structure-service';

export const QUESTION_NOT_FOUND = 'Question not found';

type QuestionRequest = z.output<typeof ZQuestionRequest>;

const questionWithNames = (db: DatabaseOrTransaction) =>
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
    .innerJoin(subjects, eq(subjects.id, questions.subjectId));

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
      question: sanitize(request.question),
      explanation: sanitize(request.explanation),
      options: isChoice
        ? request.options.map((option) => ({ ...option, value: sanitize(option.value) }))
        : [],
      answer: isChoice ? undefined : request.answer?.trim(),
      acceptedAnswers: isChoice ? [] : request.acceptedAnswers,
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
    async list(
      admin: AuthenticatedAdmin,
      query: TPaginationQuery & Omit<TQuestionListQuery, 'page' | 'perPage' | 'search'>,
    ) {
      const filter = and(
        isNull(questions.retiredAt),
        withinExamScope(admin, questions.examId),
        query.examId ? eq(questions.examId, query.examId) : undefined,
        query.courseId ? eq(questions.courseId, query.courseId) : undefined,
        query.subjectId ? eq(questions.subjectId, query.subjectId) : undefined,
        query.type ? eq(questions.type, query.type) : undefined,
        query.search ? ilike(questions.questionHtml, containsPattern(query.search)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        questionWithNames(db)
          .where(filter)
          .orderBy(desc(questions.createdAt), desc(questions.id))
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

    async listForSubject(admin: AuthenticatedAdmin, subjectId: string, query: TPaginationQuery) {
      await loadSubject(db, admin, subjectId);
      return this.list(admin, { ...query, subjectId });
    },

    get: (admin: AuthenticatedAdmin, questionId: string) => read(db, admin, questionId),

    async create(admin: AuthenticatedAdmin, subjectId: string, request: QuestionRequest) {
      const question = clean(request);
      return db.transaction(async (tx) => {
        const { subject } = await loadSubject(tx, admin, subjectId);
        const [created] = await tx
          .insert(questions)
          .values({
            examId: subject.examId,
            courseId: subject.courseId,
            subjectId,
            type: question.type,
            questionHtml: question.question,
            explanationHtml: question.explanation,
            answerText: question.answer ?? null,
            acceptedAnswers: question.acceptedAnswers,
          })
          .returning({ id: questions.id });
        if (!created) throw new Error('question insert returned nothing');
        if (question.options.length > 0) {
          await tx.insert(questionOptions).values(
            question.options.map((option, position) => ({
              questionId: created.id,
              value: option.value,
              isCorrect: option.answer,
              position,
            })),
          );
        }
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'created',
          entity: 'question',
          entityId: created.id,
          details: { subjectId, type: question.type },
        });
        return read(tx, admin, created.id);
      });
    },

    /**
     * Replaces the question's content. Options sent with their id are updated in place (their
     * pick counts stay); options without an id are new; options left out are removed.
     */
    async update(admin: AuthenticatedAdmin, questionId: string, request: QuestionRequest) {
      const question = clean(request);
      return db.transaction(async (tx) => {
        await loadQuestion(tx, admin, questionId);
        await tx
          .select({ id: questions.id })
          .from(questions)
          .where(eq(questions.id, questionId))
          .for('update');
        await tx
          .update(questions)
          .set({
            type: question.type,
            questionHtml: question.question,
            explanationHtml: question.explanation,
            answerText: question.answer ?? null,
            acceptedAnswers: question.acceptedAnswers,
            updatedAt: new Date(),
          })
          .where(eq(questions.id, questionId));

        const existing = await tx
          .select({ id: questionOptions.id })
          .from(questionOptions)
          .where(eq(questionOptions.questionId, questionId));
        const existingIds = new Set(existing.map((option) => option.id));
        const unknown = question.options.find((option) => option.id && !existingIds.has(option.id));
        if (unknown) throw badRequest('An option does not belong to this question');
        const keptIds = new Set(
          question.options.flatMap((option) => (option.id ? [option.id] : [])),
        );
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
        for (const [position, option] of question.options.entries()) {
          if (option.id) {
            await tx
              .update(questionOptions)
              .set({ value: option.value, isCorrect: option.answer, position })
              .where(eq(questionOptions.id, option.id));
          } else {
            await tx.insert(questionOptions).values({
              questionId,
              value: option.value,
              isCorrect: option.answer,
              position,
            });
          }
        }
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'updated',
          entity: 'question',
          entityId: questionId,
          details: { type: question.type, options: question.options.length },
        });
        return read(tx, admin, questionId);
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
