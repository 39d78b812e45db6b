// The question bank's workflow: a draft is submitted for review (questions:write), a reviewer
// approves it (published) or sends it back with a comment (questions:review: the admin and
// examiner roles); the review queue; what the list filters offer; actions on a selection of
// questions. The server limits each to the administrator's exams. The tag starts with
// 'content', so a write refreshes the whole content area on the web.
import { z } from 'zod';
import { operation } from '../operation';
import { ZPagination } from '../schemas/common';
import { ZAdminQuestion } from '../schemas/content';
import {
  ZBulkQuestionRequest,
  ZBulkQuestionResult,
  ZQuestionFacets,
  ZQuestionFacetsQuery,
  ZReviewQueueQuery,
  ZSendBackRequest,
} from '../schemas/question-bank';
import { ZQuestionParams } from './content';

const review = 'content: question review';
const bulk = 'content: bulk questions';

const ZQuestionReply = z.object({ question: ZAdminQuestion });

export const questionReviewOperations = {
  submitQuestionForReview: operation({
    method: 'POST',
    path: '/admin/question/:questionId/submit',
    tag: review,
    caller: { permission: 'questions:write' },
    summary: 'Submit a draft for review (409 unless it is a draft)',
    params: ZQuestionParams,
    reply: ZQuestionReply,
  }),
  approveQuestion: operation({
    method: 'POST',
    path: '/admin/question/:questionId/approve',
    tag: review,
    caller: { permission: 'questions:review' },
    summary: 'Approve a question in review: it is published (409 unless it is in review)',
    params: ZQuestionParams,
    reply: ZQuestionReply,
  }),
  sendBackQuestion: operation({
    method: 'POST',
    path: '/admin/question/:questionId/send-back',
    tag: review,
    caller: { permission: 'questions:review' },
    summary:
      'Send a question in review back to its author as a draft, with a comment (409 unless it is in review)',
    params: ZQuestionParams,
    body: ZSendBackRequest,
    reply: ZQuestionReply,
  }),
  listReviewQueue: operation({
    method: 'GET',
    path: '/admin/question/review',
    tag: review,
    caller: { permission: 'questions:review' },
    summary: 'The questions in review of the exams the reviewer may see, longest waiting first',
    query: ZReviewQueueQuery,
    reply: z.object({ questions: z.array(ZAdminQuestion), pagination: ZPagination }),
  }),
  listQuestionFacets: operation({
    method: 'GET',
    path: '/admin/question/facets',
    tag: review,
    caller: { permission: 'content:read' },
    summary: 'The tags, categories and authors of the questions the administrator may see',
    query: ZQuestionFacetsQuery,
    reply: ZQuestionFacets,
  }),
  bulkQuestionAction: operation({
    method: 'POST',
    path: '/admin/question/bulk',
    tag: bulk,
    caller: { permission: 'questions:write' },
    summary:
      'One action on up to 500 questions (tag, categorise, move, retire, submit for review, publish): all or nothing',
    body: ZBulkQuestionRequest,
    reply: ZBulkQuestionResult,
  }),
};
