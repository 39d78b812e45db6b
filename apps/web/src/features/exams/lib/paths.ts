// Addresses of the student pages this feature links to (spec section 2).

export const quickViewPath = (exam: { id: string; name: string }) =>
  `/user/home/all-exams/view/${encodeURIComponent(exam.id)}?name=${encodeURIComponent(exam.name)}`;

/** The test-taking page; endTime only for timed tests (contract of the test-taking area). */
export const testPagePath = (examId: string, testId: string, endTime?: string | null) =>
  `/user/my-exams/${encodeURIComponent(examId)}/exam?testId=${encodeURIComponent(testId)}${
    endTime ? `&endTime=${encodeURIComponent(endTime)}` : ''
  }`;

export const analyticsPath = (examId: string, testId: string) =>
  `/user/my-exams/${encodeURIComponent(examId)}/analytics?testId=${encodeURIComponent(testId)}`;
