// Addresses of the student pages that several features link to.

/** The exam page of a started test: testId, and endTime when timed. */
export function examPagePath(examId: string, test: { testId: string; endTime?: string | null }) {
  const query = new URLSearchParams({ testId: test.testId });
  if (test.endTime) query.set('endTime', test.endTime);
  return `/user/my-exams/${encodeURIComponent(examId)}/exam?${query.toString()}`;
}

export function analyticsPath(examId: string, testId: string) {
  return `/user/my-exams/${encodeURIComponent(examId)}/analytics?testId=${encodeURIComponent(testId)}`;
}

/** The student's notes on an exam's questions (My notes). */
export const examNotesPath = (examId: string) =>
  `/user/my-exams/${encodeURIComponent(examId)}/notes`;

/** How the student's scores on an exam move week by week (Progress). */
export const examProgressPath = (examId: string) =>
  `/user/my-exams/${encodeURIComponent(examId)}/progress`;

export const quickViewPath = (exam: { id: string; name: string }) =>
  `/user/home/all-exams/view/${encodeURIComponent(exam.id)}?name=${encodeURIComponent(exam.name)}`;
