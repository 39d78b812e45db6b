import type { TestStatus } from '@prepward/shared/constants';
import type { TTestSummary } from '@prepward/shared/schemas/tests';
import type { TPagination } from '@prepward/shared/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const TESTS_QUERY_KEY = ['user', 'tests'] as const;

export type TestHistoryQuery = {
  examId?: string;
  status?: TestStatus;
  page?: number;
  perPage?: number;
};

export type TestHistory = { tests: TTestSummary[]; pagination: TPagination };

/** The student's tests, newest first. */
export async function listTests(
  query: TestHistoryQuery,
  signal?: AbortSignal,
): Promise<TestHistory> {
  const { data } = await apiRequest<TestHistory>('/user/test', { query, signal });
  return { tests: data.tests, pagination: data.pagination };
}

export function useTests(query: TestHistoryQuery) {
  return useQuery({
    queryKey: [...TESTS_QUERY_KEY, query],
    queryFn: ({ signal }) => listTests(query, signal),
  });
}
