// The authorization matrix's rows (authorization-matrix.test.ts) for the question bank's
// workflow: submitting for review is a question write, approving and sending back are a
// reviewer's (questions:review), the queue is the reviewers', the filters' facets are a read,
// and bulk actions are question writes. Each request has a fresh question of its own (a
// published one: an allowed decision answers 409), so one caller's success changes nothing
// the next one meets.
import { may, mayInExam, type Operations } from './authorization-fixtures';

export const QUESTION_REVIEW: Operations = {
  'POST /admin/question/{questionId}/submit': {
    rule: mayInExam('questions:write'),
    request: async (f) => ({ url: `/admin/question/${await f.freshQuestion()}/submit` }),
  },
  'POST /admin/question/{questionId}/approve': {
    rule: mayInExam('questions:review'),
    request: async (f) => ({ url: `/admin/question/${await f.freshQuestion()}/approve` }),
  },
  'POST /admin/question/{questionId}/send-back': {
    rule: mayInExam('questions:review'),
    request: async (f) => ({
      url: `/admin/question/${await f.freshQuestion()}/send-back`,
      payload: { comment: 'Matrix comment' },
    }),
  },
  'GET /admin/question/review': {
    rule: may('questions:review'),
    request: () => ({ url: '/admin/question/review' }),
  },
  'GET /admin/question/facets': {
    rule: may('content:read'),
    request: () => ({ url: '/admin/question/facets' }),
  },
  'POST /admin/question/bulk': {
    rule: mayInExam('questions:write'),
    request: async (f) => ({
      url: '/admin/question/bulk',
      payload: {
        questionIds: [await f.freshQuestion()],
        action: { type: 'add_tags', tags: ['Matrix'] },
      },
    }),
  },
};
