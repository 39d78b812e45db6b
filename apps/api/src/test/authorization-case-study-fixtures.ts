// The authorization matrix's rows (authorization-matrix.test.ts) for case studies: content
// readers read them and question writers write them, both within their exams.
import { mayInExam, next, type Operations } from './authorization-fixtures';

export const CASE_STUDIES: Operations = {
  'GET /admin/exam/{examId}/case-study': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/${f.exam.id}/case-study` }),
  },
  'POST /admin/case-study': {
    rule: mayInExam('questions:write'),
    request: (f) => ({
      url: '/admin/case-study',
      payload: {
        examId: f.exam.id,
        title: `Matrix case ${next()}`,
        scenario: '<p>A patient</p>',
      },
    }),
  },
  'GET /admin/case-study/{caseStudyId}': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/case-study/${f.caseStudyId}` }),
  },
  'PATCH /admin/case-study/{caseStudyId}': {
    // A new title each call: a title the exam already has would be refused (409).
    rule: mayInExam('questions:write'),
    request: (f) => ({
      url: `/admin/case-study/${f.caseStudyId}`,
      payload: { title: `Matrix case ${next()}`, scenario: '<p>A patient, later</p>' },
    }),
  },
  'DELETE /admin/case-study/{caseStudyId}': {
    rule: mayInExam('questions:write'),
    request: async (f) => ({ url: `/admin/case-study/${await f.freshCaseStudy()}` }),
  },
};
