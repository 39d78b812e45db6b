import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-download';

/** GET /admin/exam/{examId}/question/export: the CSV, saved as a download. */
export function exportQuestions({
  examId,
  courseId,
  subjectId,
}: {
  examId: string;
  courseId?: string;
  subjectId?: string;
}): Promise<string> {
  return downloadFile(`/admin/exam/${examId}/question/export`, {
    query: { courseId, subjectId },
    fallbackName: 'questions.csv',
  });
}

export function useExportQuestions() {
  return useMutation({ mutationFn: exportQuestions });
}
