import type { TTestAnalytics } from '@prepward/shared/schemas/attempts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function getTestAnalytics(
  examId: string,
  testId: string,
  signal?: AbortSignal,
): Promise<TTestAnalytics> {
  const { data } = await apiRequest<TTestAnalytics>(
    `/user/test/${encodeURIComponent(examId)}/${encodeURIComponent(testId)}/analytics`,
    { signal },
  );
  const { message: _message, ...analytics } = data;
  return analytics;
}

export function useTestAnalytics(examId: string, testId: string | null) {
  return useQuery({
    queryKey: ['user', 'test-analytics', testId],
    queryFn: ({ signal }) => getTestAnalytics(examId, testId!, signal),
    enabled: Boolean(testId),
  });
}
