// Query keys of the content area. Every write invalidates CONTENT_KEY: lists, counts and
// detail pages all refresh together (content writes are rare and the lists are small).
export const CONTENT_KEY = ['content'] as const;

export const contentKeys = {
  exams: (params: object) => [...CONTENT_KEY, 'exams', params] as const,
  exam: (examId: string) => [...CONTENT_KEY, 'exam', examId] as const,
  courses: (examId: string, params: object) => [...CONTENT_KEY, 'courses', examId, params] as const,
  subjects: (examId: string, params: object) =>
    [...CONTENT_KEY, 'subjects', examId, params] as const,
  subject: (subjectId: string) => [...CONTENT_KEY, 'subject', subjectId] as const,
  questions: (params: object) => [...CONTENT_KEY, 'questions', params] as const,
  question: (questionId: string) => [...CONTENT_KEY, 'question', questionId] as const,
};
