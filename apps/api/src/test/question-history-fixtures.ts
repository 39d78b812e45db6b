// Helpers for the question history tests: reading a question's history, restoring a version,
// and putting a question in a student's test (after which changing its answer key makes a
// new version, and deleting it retires it).
import { randomUUID } from 'node:crypto';
import type {
  TQuestionHistory,
  TQuestionVersion,
  TRestoreResult,
} from '@prepward/shared/schemas/question-history';
import { expect } from 'vitest';
import { tests, users } from '../db/schema';
import type { Caller, Envelope } from './content-fixtures';
import type { TestContext } from './test-app';

export type History = TQuestionHistory;
export type Version = TQuestionVersion;

export async function historyOf(
  admin: Caller,
  questionId: string,
  query?: Record<string, string>,
): Promise<History> {
  const response = await admin.get(`/admin/question/${questionId}/history`, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Envelope<History>>().data;
}

export const restoreUrl = (questionId: string, versionId: string) =>
  `/admin/question/${questionId}/history/${versionId}/restore`;

export async function restored(admin: Caller, questionId: string, versionId: string) {
  const response = await admin.post(restoreUrl(questionId, versionId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Envelope<TRestoreResult>>().data;
}

/** A student's practice test holding the question: students have now met it. */
export async function placeInTest(context: TestContext, examId: string, questionId: string) {
  const [student] = await context.db
    .insert(users)
    .values({ firstName: 'Met', lastName: 'It', email: `met-${randomUUID()}@example.com` })
    .returning({ id: users.id });
  await context.db
    .insert(tests)
    .values({ userId: student!.id, examId, type: 'practice', questionIds: [questionId] });
}
