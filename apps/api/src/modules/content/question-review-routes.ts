// The question bank's workflow routes (packages/shared/src/operations/question-review.ts):
// submit for review, approve, send back, the review queue, the filters' facets and the bulk
// actions on a selection of questions.
import { questionReviewOperations as op } from '@prepward/shared/operations/question-review';
import type { TBulkQuestionResult } from '@prepward/shared/schemas/question-bank';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { QuestionBulkActions } from './question-bulk-actions';
import type { QuestionReviewService } from './question-review-service';

const questionsCount = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`;

/** The toast after a bulk action: what changed, and what was left as it was. */
export function bulkMessage(result: TBulkQuestionResult): string {
  if (result.action === 'retire') {
    const parts = [
      result.deletedQuestions > 0 ? `${questionsCount(result.deletedQuestions)} deleted` : '',
      result.retiredQuestions > 0
        ? `${questionsCount(result.retiredQuestions)} retired (students had met them; their answers are kept)`
        : '',
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(', ') : 'No question removed';
  }
  const done = {
    add_tags: 'tagged',
    remove_tags: 'untagged',
    set_category: 'given the category',
    set_difficulty: 'given the difficulty',
    move: 'moved',
    submit_for_review: 'submitted for review',
    publish: 'published',
  }[result.action];
  const changed =
    result.changed === 0 ? 'No question changed' : `${questionsCount(result.changed)} ${done}`;
  return result.unchanged === 0
    ? changed
    : `${changed}; ${questionsCount(result.unchanged)} already as asked or not applicable`;
}

export function questionReviewRoutes(
  app: FastifyInstance,
  services: { review: QuestionReviewService; bulkActions: QuestionBulkActions },
): void {
  const { review, bulkActions } = services;

  route(app, op.submitQuestionForReview, async ({ admin, params }) => ({
    message: 'Question submitted for review',
    question: await review.submit(admin, params.questionId),
  }));

  route(app, op.approveQuestion, async ({ admin, params }) => ({
    message: 'Question approved and published',
    question: await review.approve(admin, params.questionId),
  }));

  route(app, op.sendBackQuestion, async ({ admin, params, body }) => ({
    message: 'Question sent back to its author',
    question: await review.sendBack(admin, params.questionId, body.comment),
  }));

  route(app, op.listReviewQueue, async ({ admin, query }) => ({
    message: 'Questions in review',
    ...(await review.queue(admin, query)),
  }));

  route(app, op.listQuestionFacets, async ({ admin, query }) => ({
    message: 'Question facets',
    ...(await review.facets(admin, query)),
  }));

  route(app, op.bulkQuestionAction, async ({ admin, body }) => {
    const result = await bulkActions.apply(admin, body);
    return { message: bulkMessage(result), ...result };
  });
}
