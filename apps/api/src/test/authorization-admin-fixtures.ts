// The authorization matrix's rows (authorization-matrix.test.ts) for the administrators'
// operations: their accounts, sales, content and the administration (with the students' side
// of support): who may call each, and a request of it. authorization-fixtures.ts has the
// rules, the callers and the records.
import { randomUUID } from 'node:crypto';
import { examInput, PNG_BYTES, singleChoice } from './content-fixtures';
import {
  ANY_ADMIN,
  may,
  mayInExam,
  next,
  PUBLIC,
  STUDENT,
  type Operations,
} from './authorization-fixtures';

/** Administrator accounts. */
export const ADMIN_ACCOUNTS: Operations = {
  'POST /admin/onboarding/authenticate': {
    rule: PUBLIC,
    request: () => ({ url: '/admin/onboarding/authenticate', payload: {} }),
  },
  'GET /admin/onboarding/me': { rule: ANY_ADMIN, request: () => ({ url: '/admin/onboarding/me' }) },
  'PATCH /admin/onboarding/password': {
    rule: ANY_ADMIN,
    request: () => ({
      url: '/admin/onboarding/password',
      payload: { oldPassword: 'not-the-password', newPassword: 'Another-2024' },
    }),
  },
};

/** Sales (administrators). */
export const SALES: Operations = {
  'GET /admin/sales': { rule: may('sales:read'), request: () => ({ url: '/admin/sales' }) },
  'GET /admin/sales/export': {
    rule: may('sales:read'),
    request: () => ({ url: '/admin/sales/export' }),
  },
  'GET /admin/sales/students': {
    rule: may('sales:allocate'),
    request: () => ({ url: '/admin/sales/students?search=example' }),
  },
  'GET /admin/sales/exams': {
    rule: may('sales:allocate'),
    request: () => ({ url: '/admin/sales/exams' }),
  },
  'GET /admin/sales/{saleId}': {
    rule: mayInExam('sales:read'),
    request: (f) => ({ url: `/admin/sales/${f.saleId}` }),
  },
  'POST /admin/sales/add/': {
    rule: mayInExam('sales:allocate'),
    request: (f) => ({
      url: '/admin/sales/add/',
      payload: { userID: f.targetStudentId, examID: f.spareExam.id, months: 1 },
    }),
  },
};

/** Content. */
export const CONTENT: Operations = {
  'GET /admin/exam': { rule: may('content:read'), request: () => ({ url: '/admin/exam' }) },
  'POST /admin/exam/': {
    // An administrator limited to some exams may not add exams.
    rule: { kind: 'permission', permission: 'content:write', outsideExamAccess: 403 },
    request: () => ({ url: '/admin/exam/', payload: examInput(`Matrix exam ${next()}`) }),
  },
  'GET /admin/exam/{examId}': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/${f.exam.id}` }),
  },
  'POST /admin/exam/{examId}': {
    rule: mayInExam('content:write'),
    request: (f) => ({ url: `/admin/exam/${f.exam.id}`, payload: { mockQuestions: 12 } }),
  },
  'DELETE /admin/exam/{examId}': {
    // The owner's subscription keeps the exam: allowed callers get 409. An administrator
    // limited to some exams may not delete exams.
    rule: { kind: 'permission', permission: 'content:write', outsideExamAccess: 403 },
    request: (f) => ({ url: `/admin/exam/${f.exam.id}` }),
  },
  'PATCH /admin/exam/{examId}/image': {
    rule: mayInExam('content:write'),
    request: (f) => ({
      url: `/admin/exam/${f.exam.id}/image`,
      multipart: { field: 'image', name: 'cover.png', bytes: PNG_BYTES },
    }),
  },
  'GET /admin/exam/{examId}/course': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/${f.exam.id}/course` }),
  },
  'POST /admin/exam/course': {
    rule: mayInExam('content:write'),
    request: (f) => ({
      url: '/admin/exam/course',
      payload: { examId: f.exam.id, name: `Course ${next()}` },
    }),
  },
  'GET /admin/exam/course/{courseId}': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/course/${f.courseId}` }),
  },
  'PATCH /admin/exam/course/{courseId}': {
    rule: mayInExam('content:write'),
    request: (f) => ({ url: `/admin/exam/course/${f.courseId}`, payload: { name: 'Alpha' } }),
  },
  'DELETE /admin/exam/course/{courseId}': {
    // Without confirm=true a course holding questions stays: allowed callers get 409.
    rule: mayInExam('content:write'),
    request: (f) => ({ url: `/admin/exam/course/${f.courseId}` }),
  },
  'GET /admin/exam/course/{courseId}/subject': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/course/${f.courseId}/subject` }),
  },
  'GET /admin/exam/{examId}/subject': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/${f.exam.id}/subject` }),
  },
  'POST /admin/exam/subject': {
    rule: mayInExam('content:write'),
    request: (f) => ({
      url: '/admin/exam/subject',
      payload: { courseId: f.courseId, name: `Subject ${next()}` },
    }),
  },
  'GET /admin/exam/subject/{subjectId}': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/subject/${f.subjectId}` }),
  },
  'PATCH /admin/exam/subject/{subjectId}': {
    rule: mayInExam('content:write'),
    request: (f) => ({ url: `/admin/exam/subject/${f.subjectId}`, payload: { name: 'A1' } }),
  },
  'DELETE /admin/exam/subject/{subjectId}': {
    rule: mayInExam('content:write'),
    request: (f) => ({ url: `/admin/exam/subject/${f.subjectId}` }),
  },
  'GET /admin/exam/subject/{subjectId}/question': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/subject/${f.subjectId}/question` }),
  },
  'POST /admin/exam/subject/{subjectId}/question': {
    rule: mayInExam('questions:write'),
    request: (f) => ({
      url: `/admin/exam/subject/${f.subjectId}/question`,
      payload: singleChoice(`Matrix question ${next()}`),
    }),
  },
  'GET /admin/question': { rule: may('content:read'), request: () => ({ url: '/admin/question' }) },
  'GET /admin/question/{questionId}': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/question/${f.questionId}` }),
  },
  'PATCH /admin/question/{questionId}': {
    rule: mayInExam('questions:write'),
    request: async (f) => ({
      url: `/admin/question/${await f.freshQuestion()}`,
      payload: singleChoice('Edited by the matrix'),
    }),
  },
  'DELETE /admin/question/{questionId}': {
    rule: mayInExam('questions:write'),
    request: async (f) => ({ url: `/admin/question/${await f.freshQuestion()}` }),
  },
  'POST /admin/exam/{examId}/question': {
    // Not a CSV of questions: allowed callers get the 400 that lists its problems.
    rule: mayInExam('questions:write'),
    request: (f) => ({
      url: `/admin/exam/${f.exam.id}/question`,
      multipart: { field: 'csv', name: 'questions.csv', bytes: 'not,a,question,file\n' },
    }),
  },
  'POST /admin/exam/{examId}/question/preview': {
    // Not a CSV of questions: allowed callers get the 400 that lists its problems.
    rule: mayInExam('questions:write'),
    request: (f) => ({
      url: `/admin/exam/${f.exam.id}/question/preview`,
      multipart: { field: 'csv', name: 'questions.csv', bytes: 'not,a,question,file\n' },
    }),
  },
  'GET /admin/exam/{examId}/question/duplicates': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/${f.exam.id}/question/duplicates` }),
  },
  'GET /admin/exam/{examId}/question/export': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/${f.exam.id}/question/export` }),
  },
  'POST /admin/upload/image': {
    rule: may('questions:write'),
    request: () => ({
      url: '/admin/upload/image',
      multipart: { field: 'image', name: 'chart.png', bytes: PNG_BYTES },
    }),
  },
  'GET /admin/lab-values': {
    rule: may('content:read'),
    request: () => ({ url: '/admin/lab-values?search=sodium' }),
  },
  'POST /admin/lab-values': {
    // Lab values are every exam's: an administrator limited to some exams only reads them.
    rule: { kind: 'permission', permission: 'content:write', outsideExamAccess: 403 },
    request: () => ({
      url: '/admin/lab-values',
      payload: {
        category: 'Matrix',
        testName: `Matrix test ${next()}`,
        conventionalRange: '1-2',
        siRange: '1-2',
      },
    }),
  },
  'PATCH /admin/lab-values/{id}': {
    rule: { kind: 'permission', permission: 'content:write', outsideExamAccess: 403 },
    request: async (f) => ({
      url: `/admin/lab-values/${await f.freshLabValue()}`,
      payload: { note: 'Checked' },
    }),
  },
  'DELETE /admin/lab-values/{id}': {
    rule: { kind: 'permission', permission: 'content:write', outsideExamAccess: 403 },
    request: async (f) => ({ url: `/admin/lab-values/${await f.freshLabValue()}` }),
  },
};

/** Administration: users, administrators, the overview, reports, support, audit and mail. */
export const ADMINISTRATION: Operations = {
  'GET /admin/users': { rule: may('users:read'), request: () => ({ url: '/admin/users' }) },
  'GET /admin/users/export': {
    rule: may('users:read'),
    request: () => ({ url: '/admin/users/export' }),
  },
  'GET /admin/users/{userId}': {
    rule: may('users:read'),
    request: (f) => ({ url: `/admin/users/${f.ownerId}` }),
  },
  'POST /admin/users/{userId}/blacklist': {
    rule: may('users:blacklist'),
    request: (f) => ({
      url: `/admin/users/${f.targetStudentId}/blacklist`,
      payload: { reason: 'Sharing the account' },
    }),
  },
  'POST /admin/users/{userId}/unblacklist': {
    rule: may('users:blacklist'),
    request: (f) => ({ url: `/admin/users/${f.targetStudentId}/unblacklist` }),
  },
  'GET /admin/onboarding': {
    rule: may('admins:read'),
    request: () => ({ url: '/admin/onboarding' }),
  },
  'POST /admin/onboarding/add': {
    rule: may('admins:write'),
    request: () => ({
      url: '/admin/onboarding/add',
      payload: {
        name: 'Added by the matrix',
        email: `matrix-added-${next()}@example.com`,
        password: 'Matrix-2024',
        roles: ['viewer'],
      },
    }),
  },
  'PATCH /admin/onboarding/{id}': {
    rule: may('admins:write'),
    request: async (f) => ({
      url: `/admin/onboarding/${await f.freshAdmin()}`,
      payload: { roles: ['viewer', 'hr'] },
    }),
  },
  'DELETE /admin/onboarding/{id}': {
    rule: may('admins:write'),
    request: async (f) => ({ url: `/admin/onboarding/${await f.freshAdmin()}` }),
  },
  'GET /admin/overview': {
    rule: may('overview:read'),
    request: () => ({ url: '/admin/overview' }),
  },
  'GET /admin/question/report': {
    rule: may('content:read'),
    request: () => ({ url: '/admin/question/report?status=all' }),
  },
  'PATCH /admin/question/report/{reportId}': {
    // The first caller resolves it; the others find it resolved (409).
    rule: mayInExam('content:write'),
    request: (f) => ({
      url: `/admin/question/report/${f.reportId}`,
      payload: { status: 'resolved' },
    }),
  },
  'POST /user/support': {
    rule: STUDENT,
    request: () => ({
      url: '/user/support',
      payload: { subject: 'Matrix', message: 'A question about my access.' },
    }),
  },
  'GET /user/support': { rule: STUDENT, request: () => ({ url: '/user/support' }) },
  'GET /admin/support': {
    rule: may('support:read'),
    request: () => ({ url: '/admin/support?status=all' }),
  },
  'PATCH /admin/support/{id}': {
    rule: may('support:write'),
    request: (f) => ({ url: `/admin/support/${f.supportTicketId}`, payload: { status: 'closed' } }),
  },
  'GET /admin/audit': { rule: may('audit:read'), request: () => ({ url: '/admin/audit' }) },
  'GET /admin/mail': { rule: may('mail:read'), request: () => ({ url: '/admin/mail' }) },
  'POST /admin/mail/{mailId}/retry': {
    // Not in the queue: allowed callers get 409.
    rule: may('mail:write'),
    request: () => ({ url: `/admin/mail/${randomUUID()}/retry` }),
  },
};

/** Item statistics: content readers, within their exams. */
export const ITEM_STATISTICS: Operations = {
  'GET /admin/exam/{examId}/item-statistics': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/${f.exam.id}/item-statistics` }),
  },
  'GET /admin/exam/{examId}/item-statistics/export': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/${f.exam.id}/item-statistics/export` }),
  },
};
