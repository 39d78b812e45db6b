import { useMutation } from '@tanstack/react-query';
import { contentOperations } from '@prepward/shared/operations/content';
import { downloadFile } from '../../../lib/api-download';

/** The exam's (or one course's or subject's) questions as CSV, saved as a download. */
export function exportQuestions({
  examId,
  courseId,
  subjectId,
}: {
  examId: string;
  courseId?: string;
  subjectId?: string;
}): Promise<string> {
  return downloadFile(
    contentOperations.exportQuestions,
    { params: { examId }, query: { courseId, subjectId } },
    { fallbackName: 'questions.csv' },
  );
}

export function useExportQuestions() {
  return useMutation({ mutationFn: exportQuestions });
}
