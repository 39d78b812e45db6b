// Exams as the catalogue shows them to a student: used by the catalogue pages and by the
// dialogs that start a test or a free trial.
import type { TExamDetail } from '@prepward/shared/schemas/commerce';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

export const examQueryKey = (examId: string) => ['user', 'exam', examId] as const;

/** One exam with its courses, subjects, access and free-trial state (GET /user/exam/:examId). */
export async function getExam(examId: string, signal?: AbortSignal): Promise<TExamDetail> {
  const { data } = await apiRequest<{ exam: TExamDetail }>(
    `/user/exam/${encodeURIComponent(examId)}`,
    { signal },
  );
  return data.exam;
}

export function useExam(examId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: examQueryKey(examId),
    queryFn: ({ signal }) => getExam(examId, signal),
    enabled: enabled && examId !== '',
  });
}

export type ExamName = { id: string; name: string };

/** The catalogue's exam names (GET /user/exam, first 100), for choosing an exam to try. */
export async function listExamNames(signal?: AbortSignal): Promise<ExamName[]> {
  const { data } = await apiRequest<{ exams: ExamName[] }>('/user/exam', {
    query: { perPage: 100 },
    signal,
  });
  return data.exams.map(({ id, name }) => ({ id, name }));
}

export function useExamNames(enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'catalogue', 'names'],
    queryFn: ({ signal }) => listExamNames(signal),
    enabled,
  });
}
