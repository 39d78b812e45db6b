import type { TTestDetail } from '@prepward/shared/schemas/attempts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const testQueryKey = (testId: string) => ['user', 'test', testId] as const;

/** The test as the exam page rebuilds it (questions, held answers, what is revealed, timer). */
export async function getTest(
  examId: string,
  testId: string,
  signal?: AbortSignal,
): Promise<TTestDetail> {
  const { data } = await apiRequest<TTestDetail>(
    `/user/test/${encodeURIComponent(examId)}/${encodeURIComponent(testId)}`,
    { signal },
  );
  return { test: data.test, questions: data.questions };
}

export function useTest(examId: string, testId: string | null) {
  return useQuery({
    queryKey: testQueryKey(testId ?? ''),
    queryFn: ({ signal }) => getTest(examId, testId!, signal),
    enabled: Boolean(testId),
    // The page holds the answers in progress and reads the server again only when told to;
    // leaving the page drops the copy, so coming back always starts from the server.
    staleTime: Infinity,
    gcTime: 0,
  });
}
