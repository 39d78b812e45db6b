// Question history routes (packages/shared/src/operations/question-history.ts): the versions
// of a question's lineage, and restoring one.
import { QUESTION_HISTORY_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import { questionHistoryOperations as op } from '@prepward/shared/operations/question-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { QuestionHistory } from './service';

export const questionHistoryRoutes: FastifyPluginAsyncZod<{ history: QuestionHistory }> = async (
  app,
  { history },
) => {
  route(app, op.getQuestionHistory, async ({ admin, params, query }) => ({
    message: TEXT.loaded,
    ...(await history.list(admin, params.questionId, query)),
  }));

  route(app, op.restoreQuestionVersion, ({ admin, params }) =>
    history.restore(admin, params.questionId, params.versionId),
  );
};
