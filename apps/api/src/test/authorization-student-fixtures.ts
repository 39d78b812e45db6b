// The authorization matrix's rows (authorization-matrix.test.ts) for the operations of the
// public site, the students' accounts, the shop and test taking: who may call each, and a
// request of it. authorization-fixtures.ts has the rules, the callers and the records.
import { OWNER, PUBLIC, STUDENT, next, type Operations } from './authorization-fixtures';

/** The service and the public site. */
export const SITE: Operations = {
  'GET /health': { rule: PUBLIC, request: () => ({ url: '/health' }) },
  'GET /public/config': { rule: PUBLIC, request: () => ({ url: '/public/config' }) },
  'GET /public/exams': { rule: PUBLIC, request: () => ({ url: '/public/exams' }) },
};

/** Student accounts (signing up and in needs no token). */
export const STUDENT_ACCOUNTS: Operations = {
  'POST /user/onboarding/signup': {
    rule: PUBLIC,
    request: () => ({ url: '/user/onboarding/signup', payload: {} }),
  },
  'POST /user/onboarding/verify': {
    rule: PUBLIC,
    request: () => ({ url: '/user/onboarding/verify', payload: {} }),
  },
  'POST /user/onboarding/verify/resend': {
    rule: PUBLIC,
    request: () => ({
      url: '/user/onboarding/verify/resend',
      payload: { email: `nobody-${next()}@example.com` },
    }),
  },
  'POST /user/onboarding/login': {
    rule: PUBLIC,
    request: () => ({ url: '/user/onboarding/login', payload: {} }),
  },
  'POST /user/onboarding/google': {
    rule: PUBLIC,
    // No GOOGLE_CLIENT_ID here: 404 'Google sign-in is not enabled on this server'.
    answers404: true,
    request: () => ({ url: '/user/onboarding/google', payload: { credential: 'not-a-token' } }),
  },
  'GET /user/onboarding/password/forgot': {
    rule: PUBLIC,
    request: () => ({ url: `/user/onboarding/password/forgot?email=nobody-${next()}@example.com` }),
  },
  'POST /user/onboarding/password/forgot': {
    rule: PUBLIC,
    request: () => ({
      url: '/user/onboarding/password/forgot',
      payload: { email: `nobody-${next()}@example.com` },
    }),
  },
  'POST /user/onboarding/password/forgot/reset': {
    rule: PUBLIC,
    request: () => ({ url: '/user/onboarding/password/forgot/reset', payload: {} }),
  },
  'PATCH /user/onboarding/password/reset': {
    rule: STUDENT,
    // A wrong old password: allowed students get a 400 and keep their password and session.
    request: () => ({
      url: '/user/onboarding/password/reset',
      payload: { oldPassword: 'not-the-password', newPassword: 'Another-2024' },
    }),
  },
  'GET /user/profile': { rule: STUDENT, request: () => ({ url: '/user/profile' }) },
  'PATCH /user/profile/update': {
    rule: STUDENT,
    request: () => ({ url: '/user/profile/update', payload: { country: 'Ghana' } }),
  },
  // Preferences have no id: each student reads and changes only their own.
  'GET /user/preferences': { rule: STUDENT, request: () => ({ url: '/user/preferences' }) },
  'PATCH /user/preferences': {
    rule: STUDENT,
    request: () => ({ url: '/user/preferences', payload: { textSize: 'large' } }),
  },
};

/** Catalogue, cart, checkout and payments. */
export const SHOP: Operations = {
  'GET /user/exam': { rule: STUDENT, request: () => ({ url: '/user/exam' }) },
  'GET /user/exam/{examId}': {
    rule: STUDENT,
    request: (f) => ({ url: `/user/exam/${f.exam.id}` }),
  },
  'GET /user/my-exams': { rule: STUDENT, request: () => ({ url: '/user/my-exams' }) },
  'GET /user/cart': { rule: STUDENT, request: () => ({ url: '/user/cart' }) },
  'POST /user/cart': {
    rule: STUDENT,
    request: (f) => ({ url: '/user/cart', payload: { examID: f.spareExam.id, months: 1 } }),
  },
  'DELETE /user/cart/item/{cartItemId}': {
    rule: OWNER,
    request: (f) => ({ url: `/user/cart/item/${f.cartItemId}` }),
  },
  'POST /user/cart/checkout': { rule: STUDENT, request: () => ({ url: '/user/cart/checkout' }) },
  'GET /user/sales/{reference}': {
    rule: OWNER,
    request: (f) => ({ url: `/user/sales/${f.saleReference}` }),
  },
  'GET /payments/sandbox/{reference}': {
    rule: PUBLIC,
    request: (f) => ({ url: `/payments/sandbox/${f.sandboxReference}` }),
  },
  'POST /payments/sandbox/{reference}': {
    rule: PUBLIC,
    // The first caller declines the sale; the others find it settled (409).
    request: (f) => ({
      url: `/payments/sandbox/${f.sandboxReference}`,
      payload: { outcome: 'decline' },
    }),
  },
  'POST /payments/stripe/webhook': {
    rule: PUBLIC,
    // No signature: 400 for everyone, the only thing that opens it is Stripe's signature.
    request: () => ({ url: '/payments/stripe/webhook', payload: {} }),
  },
};

/** Test taking. */
export const TEST_TAKING: Operations = {
  'POST /user/test/{examId}': {
    // The exam is in the catalogue: a student without access learns nothing from the 403.
    rule: { kind: 'owner', stranger: 403 },
    request: (f) => ({
      url: `/user/test/${f.exam.id}`,
      payload: { type: 'practice', questions: 2 },
    }),
  },
  'GET /user/test/{examId}/count': {
    rule: STUDENT,
    request: (f) => ({ url: `/user/test/${f.exam.id}/count` }),
  },
  'GET /user/test': { rule: STUDENT, request: () => ({ url: '/user/test' }) },
  'GET /user/review-counts': { rule: STUDENT, request: () => ({ url: '/user/review-counts' }) },
  'GET /user/test/{examId}/{testId}': {
    rule: OWNER,
    request: (f) => ({ url: `/user/test/${f.exam.id}/${f.testId}` }),
  },
  'POST /user/test/{examId}/{testId}': {
    rule: OWNER,
    request: (f) => ({
      url: `/user/test/${f.exam.id}/${f.testId}`,
      payload: { testId: f.testId, answers: [{ questionId: f.questionId, option: f.optionId }] },
    }),
  },
  'POST /user/test/{examId}/{testId}/pause': {
    rule: OWNER,
    request: (f) => ({ url: `/user/test/${f.exam.id}/${f.testId}/pause` }),
  },
  'POST /user/test/{examId}/{testId}/resume': {
    rule: OWNER,
    request: (f) => ({ url: `/user/test/${f.exam.id}/${f.testId}/resume` }),
  },
  'POST /user/test/{examId}/{testId}/end': {
    rule: OWNER,
    request: (f) => ({ url: `/user/test/${f.exam.id}/${f.testId}/end` }),
  },
  'GET /user/test/{examId}/{testId}/state': {
    rule: OWNER,
    request: (f) => ({ url: `/user/test/${f.exam.id}/${f.testId}/state` }),
  },
  'GET /user/test/{examId}/{testId}/questions': {
    rule: OWNER,
    request: (f) => ({ url: `/user/test/${f.exam.id}/${f.testId}/questions` }),
  },
  'GET /user/test/{examId}/{testId}/analytics': {
    rule: OWNER,
    request: (f) => ({ url: `/user/test/${f.exam.id}/${f.testId}/analytics` }),
  },
  'GET /user/exam/{examId}/progress': {
    rule: OWNER,
    request: (f) => ({ url: `/user/exam/${f.exam.id}/progress` }),
  },
  'GET /user/progress': { rule: STUDENT, request: () => ({ url: '/user/progress' }) },
  'POST /user/exam/{examId}/{questionId}/tag': {
    rule: OWNER,
    request: (f) => ({ url: `/user/exam/${f.exam.id}/${f.questionId}/tag` }),
  },
  'POST /user/exam/{examId}/{questionId}/report': {
    rule: OWNER,
    request: (f) => ({
      url: `/user/exam/${f.exam.id}/${f.questionId}/report`,
      payload: { reason: 'Option b is also right' },
    }),
  },
  'GET /user/test/{examId}/{testId}/notes': {
    rule: OWNER,
    request: (f) => ({ url: `/user/test/${f.exam.id}/${f.testId}/notes` }),
  },
  'PUT /user/exam/{examId}/{questionId}/note': {
    rule: OWNER,
    request: (f) => ({
      url: `/user/exam/${f.exam.id}/${f.questionId}/note`,
      payload: { note: 'Naloxone first' },
    }),
  },
  'DELETE /user/exam/{examId}/{questionId}/note': {
    rule: OWNER,
    request: (f) => ({ url: `/user/exam/${f.exam.id}/${f.questionId}/note` }),
  },
  'PUT /user/exam/{examId}/{questionId}/highlights': {
    rule: OWNER,
    request: (f) => ({
      url: `/user/exam/${f.exam.id}/${f.questionId}/highlights`,
      payload: { highlights: [{ start: 0, end: 4 }] },
    }),
  },
  // The student's own notes on the exam (none for another student): nothing to refuse.
  'GET /user/exam/{examId}/notes': {
    rule: STUDENT,
    request: (f) => ({ url: `/user/exam/${f.exam.id}/notes` }),
  },
  'GET /user/lab-values': { rule: STUDENT, request: () => ({ url: '/user/lab-values' }) },
};
