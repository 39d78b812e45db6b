// A question's version history and restoring a version. Reading needs content:read, restoring
// questions:write (it edits the question); both are limited to the administrator's exams
// (another exam's question answers 404). The tag starts with 'content', so a content write
// refreshes the history too.
import { operation } from '../operation';
import {
  ZQuestionHistory,
  ZQuestionHistoryParams,
  ZQuestionHistoryQuery,
  ZQuestionVersionParams,
  ZRestoreResult,
} from '../schemas/question-history';

const tag = 'content: question history';

export const questionHistoryOperations = {
  getQuestionHistory: operation({
    method: 'GET',
    path: '/admin/question/:questionId/history',
    tag,
    caller: { permission: 'content:read' },
    summary:
      "Every version of the question's lineage, newest first, with what changed against the version before",
    params: ZQuestionHistoryParams,
    query: ZQuestionHistoryQuery,
    reply: ZQuestionHistory,
  }),
  restoreQuestionVersion: operation({
    method: 'POST',
    path: '/admin/question/:questionId/history/:versionId/restore',
    tag,
    caller: { permission: 'questions:write' },
    summary:
      'Make the question look like this version again (by the rules of an edit; 409 when nothing would change)',
    params: ZQuestionVersionParams,
    reply: ZRestoreResult,
  }),
};
