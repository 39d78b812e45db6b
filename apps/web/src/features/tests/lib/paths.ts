import type { TestType } from '@prepward/shared/constants';

export const TEST_TYPE_LABELS: Record<TestType, string> = {
  practice: 'Practice test',
  mock: 'Mock exam',
  'free-trial': 'Free trial',
};

/** The exam page of a started test: testId, and endTime when timed (spec section 2). */
export function examPagePath(examId: string, test: { testId: string; endTime: string | null }) {
  const query = new URLSearchParams({ testId: test.testId });
  if (test.endTime) query.set('endTime', test.endTime);
  return `/user/my-exams/${encodeURIComponent(examId)}/exam?${query.toString()}`;
}

export function analyticsPath(examId: string, testId: string) {
  return `/user/my-exams/${encodeURIComponent(examId)}/analytics?testId=${encodeURIComponent(testId)}`;
}
