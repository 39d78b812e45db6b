import { useMutation } from '@tanstack/react-query';
import { contentOperations } from '@prepward/shared/operations/content';
import {
  QUESTIONS_LEFT_OUT_HEADER,
  type QuestionExportFormat,
} from '@prepward/shared/question-formats';
import { apiDownload, saveFile } from '../../../lib/api-download';

/**
 * The exam's (or one course's or subject's) questions as a file in the format asked for (CSV
 * by default), saved as a download. Answers the file's name and how many questions the format
 * could not carry.
 */
export async function exportQuestions({
  examId,
  courseId,
  subjectId,
  format = 'csv',
}: {
  examId: string;
  courseId?: string;
  subjectId?: string;
  format?: QuestionExportFormat;
}): Promise<{ fileName: string; leftOut: number }> {
  const { blob, fileName, headers } = await apiDownload(
    contentOperations.exportQuestions,
    { params: { examId }, query: { courseId, subjectId, format } },
    { fallbackName: 'questions.csv' },
  );
  saveFile(blob, fileName);
  return { fileName, leftOut: Number(headers.get(QUESTIONS_LEFT_OUT_HEADER) ?? 0) || 0 };
}

export function useExportQuestions() {
  return useMutation({ mutationFn: exportQuestions });
}
