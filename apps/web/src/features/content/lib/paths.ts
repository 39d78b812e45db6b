// Admin content routes (router.tsx declares them).
export const EXAMS_PATH = '/admin/dashboard/exams';
export const examPath = (examId: string, tab?: 'info' | 'courses' | 'subjects' | 'import') =>
  `${EXAMS_PATH}/${examId}${tab ? `?tab=${tab}` : ''}`;
export const subjectQuestionsPath = (examId: string, subjectId: string) =>
  `${EXAMS_PATH}/${examId}/view/${subjectId}/questions`;
/** The add-question form; with `place`, the question starts as that step of that case study. */
export const newQuestionPath = (
  examId: string,
  subjectId: string,
  place?: { caseStudyId: string; step: number },
) =>
  `${subjectQuestionsPath(examId, subjectId)}/new${
    place
      ? `?${new URLSearchParams({ case: place.caseStudyId, step: String(place.step) }).toString()}`
      : ''
  }`;
export const editQuestionPath = (examId: string, subjectId: string, questionId: string) =>
  `${subjectQuestionsPath(examId, subjectId)}/${questionId}/edit`;
/** A question's edit form found from its id alone (it answers where the question lives). */
export const questionEditPath = (questionId: string) =>
  `/admin/dashboard/questions/${questionId}/edit`;
export const questionHistoryPath = (questionId: string) =>
  `/admin/dashboard/questions/${questionId}/history`;
export const itemStatisticsPath = (examId: string) => `${EXAMS_PATH}/${examId}/item-statistics`;
export const duplicateQuestionsPath = (examId: string) => `${EXAMS_PATH}/${examId}/duplicates`;
export const caseStudiesPath = (examId: string) => `${EXAMS_PATH}/${examId}/case-studies`;
