import type { TMyExam } from '@prepward/shared/schemas/commerce';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const MY_EXAMS_QUERY_KEY = ['user', 'my-exams'] as const;

/** Every exam the student ever had access to, active first. */
export async function getMyExams(signal?: AbortSignal): Promise<TMyExam[]> {
  const { data } = await apiRequest<{ exams: TMyExam[] }>('/user/my-exams', { signal });
  return data.exams;
}

export function useMyExams() {
  return useQuery({ queryKey: MY_EXAMS_QUERY_KEY, queryFn: ({ signal }) => getMyExams(signal) });
}
