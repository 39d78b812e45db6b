// Admin content routes (router.tsx declares them).
export const EXAMS_PATH = '/admin/dashboard/exams';
export const examPath = (examId: string, tab?: 'info' | 'courses' | 'subjects' | 'import') =>
  `${EXAMS_PATH}/${examId}${tab ? `?tab=${tab}` : ''}`;
export const subjectQuestionsPath = (examId: string, subjectId: string) =>
  `${EXAMS_PATH}/${examId}/view/${subjectId}/questions`;
export const newQuestionPath = (examId: string, subjectId: string) =>
  `${subjectQuestionsPath(examId, subjectId)}/new`;
export const editQuestionPath = (examId: string, subjectId: string, questionId: string) =>
  `${subjectQuestionsPath(examId, subjectId)}/${questionId}/edit`;
export const questionHistoryPath = (questionId: string) =>
  `/admin/dashboard/questions/${questionId}/history`;
export const itemStatisticsPath = (examId: string) => `${EXAMS_PATH}/${examId}/item-statistics`;
export const duplicateQuestionsPath = (examId: string) => `${EXAMS_PATH}/${examId}/duplicates`;
