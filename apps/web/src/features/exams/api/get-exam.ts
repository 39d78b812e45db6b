import type { TExamDetail } from '@prepward/shared/schemas/commerce';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const examQueryKey = (examId: string) => ['user', 'exam', examId] as const;

/** One exam with its courses, subjects, access and free-trial state. */
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
