// The authorization matrix's rows (authorization-matrix.test.ts) for a question's history:
// content readers read it and the admin role restores, both within their exams.
import { mayInExam, type Operations } from './authorization-fixtures';

export const QUESTION_HISTORY: Operations = {
  'GET /admin/question/{questionId}/history': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/question/${f.questionId}/history` }),
  },
  'POST /admin/question/{questionId}/history/{versionId}/restore': {
    // A question of its own for each caller: the first restore would leave nothing to restore.
    rule: mayInExam('questions:write'),
    request: async (f) => {
      const { questionId, firstVersionId } = await f.editedQuestion();
      return { url: `/admin/question/${questionId}/history/${firstVersionId}/restore` };
    },
  },
};
