// The review workflow of a question: draft → in review (its author submits it) → published
// (a reviewer approves it) or back to draft (a reviewer sends it back with a comment). Each
// decision locks the question, checks where it stands, changes it and keeps a version and an
// audit entry in one transaction. Also the review queue and what the list filters offer.
import { QUESTION_STATUS_LABELS, type QuestionStatus } from '@prepward/shared/question-metadata';
import type { TReviewQueueQuery } from '@prepward/shared/schemas/question-bank';
import type { TPaginationQuery } from '@prepward/shared/schemas/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { admins, questions } from '../../db/schema';
import type { AuthenticatedAdmin } from '../../lib/actors';
import { recordAudit } from '../../lib/audit';
import { canAccessExam, withinExamScope } from '../../lib/exam-scope';
import { conflict, notFound } from '../../lib/http-error';
import { QUESTION_NOT_FOUND, type QuestionService } from './question-service';
import { recordQuestionVersions, type QuestionVersionAction } from './question-versions';

/** How many tags and categories the filters offer at most (the most used first). */
const FACET_LIMIT = 500;

type Transition = {
  from: QuestionStatus;
  to: QuestionStatus;
  action: Extract<QuestionVersionAction, 'submitted_for_review' | 'approved' | 'sent_back'>;
  /** What the 409 says the transition needs, after 'This question is …:'. */
  needs: string;
};

const TRANSITIONS = {
  submit: {
    from: 'draft',
    to: 'in_review',
    action: 'submitted_for_review',
    needs: 'only a draft can be submitted for review',
  },
  approve: {
    from: 'in_review',
    to: 'published',
    action: 'approved',
    needs: 'only a question in review can be approved',
  },
  sendBack: {
    from: 'in_review',
    to: 'draft',
    action: 'sent_back',
    needs: 'only a question in review can be sent back',
  },
} as const satisfies Record<string, Transition>;

const STANDING: Record<QuestionStatus, string> = {
  draft: 'a draft',
  in_review: QUESTION_STATUS_LABELS.in_review.toLowerCase(),
  published: QUESTION_STATUS_LABELS.published.toLowerCase(),
};

/** The 409 of a decision the question's status does not allow. */
export const transitionRefused = (status: QuestionStatus, transition: Transition) =>
  `This question is ${STANDING[status]}: ${transition.needs}`;

export function createQuestionReviewService({
  db,
  questions: questionService,
}: {
  db: Database;
  questions: QuestionService;
}) {
  async function decide(
    admin: AuthenticatedAdmin,
    questionId: string,
    transition: Transition,
    comment: string | null = null,
  ) {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ examId: questions.examId, status: questions.status })
        .from(questions)
        .where(and(eq(questions.id, questionId), isNull(questions.retiredAt)))
        .for('update');
      if (!current || !canAccessExam(admin, current.examId)) throw notFound(QUESTION_NOT_FOUND);
      if (current.status !== transition.from) {
        throw conflict(transitionRefused(current.status, transition));
      }
      await tx
        .update(questions)
        .set({ status: transition.to, updatedAt: new Date() })
        .where(eq(questions.id, questionId));
      await recordQuestionVersions(tx, {
        where: eq(questions.id, questionId),
        action: transition.action,
        adminId: admin.id,
        comment,
      });
      await recordAudit(tx, {
        adminId: admin.id,
        action: transition.action,
        entity: 'question',
        entityId: questionId,
        details: comment === null ? { status: transition.to } : { status: transition.to, comment },
      });
    });
    return questionService.get(admin, questionId);
  }

  return {
    submit: (admin: AuthenticatedAdmin, questionId: string) =>
      decide(admin, questionId, TRANSITIONS.submit),
    approve: (admin: AuthenticatedAdmin, questionId: string) =>
      decide(admin, questionId, TRANSITIONS.approve),
    sendBack: (admin: AuthenticatedAdmin, questionId: string, comment: string) =>
      decide(admin, questionId, TRANSITIONS.sendBack, comment),

    /** The questions in review of the reviewer's exams, the longest waiting first. */
    queue: (
      admin: AuthenticatedAdmin,
      query: TPaginationQuery & Pick<TReviewQueueQuery, 'examId'>,
    ) => questionService.list(admin, { ...query, status: 'in_review' }, 'longest_waiting'),

    /** The tags and categories in use (the most used first) and the authors, for the filters. */
    async facets(admin: AuthenticatedAdmin, query: { examId?: string | undefined }) {
      const scope = and(
        isNull(questions.retiredAt),
        withinExamScope(admin, questions.examId),
        query.examId ? eq(questions.examId, query.examId) : undefined,
      )!;
      const [tags, categories, authors] = await Promise.all([
        db.execute(sql`
          select t.tag as name, count(*)::int as count
          from ${questions} cross join lateral unnest(${questions.tags}) as t(tag)
          where ${scope}
          group by t.tag order by count(*) desc, t.tag limit ${FACET_LIMIT}`),
        db.execute(sql`
          select min(${questions.category}) as name, count(*)::int as count
          from ${questions}
          where ${scope} and ${questions.category} is not null
          group by lower(${questions.category}) order by count(*) desc, 1 limit ${FACET_LIMIT}`),
        db
          .selectDistinct({ id: admins.id, name: admins.name })
          .from(questions)
          .innerJoin(admins, eq(admins.id, questions.authorId))
          .where(scope)
          .orderBy(admins.name, admins.id),
      ]);
      return {
        tags: rowsOf<{ name: string; count: number }>(tags),
        categories: rowsOf<{ name: string; count: number }>(categories),
        authors,
      };
    },
  };
}
export type QuestionReviewService = ReturnType<typeof createQuestionReviewService>;
