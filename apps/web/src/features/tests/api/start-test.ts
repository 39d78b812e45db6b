import type { TCreateTestRequest } from '@prepward/shared/schemas/tests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TESTS_QUERY_KEY } from './list-tests';

export type StartedTest = {
  message: string;
  testId: string;
  endTime: string | null;
  questionCount: number;
};

export async function startTest(examId: string, request: TCreateTestRequest): Promise<StartedTest> {
  const { data } = await apiRequest<Omit<StartedTest, 'message'>>(
    `/user/test/${encodeURIComponent(examId)}`,
    { method: 'POST', body: request },
  );
  return data;
}

export function useStartTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ examId, request }: { examId: string; request: TCreateTestRequest }) =>
      startTest(examId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TESTS_QUERY_KEY }),
  });
}
