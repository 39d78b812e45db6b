// The student's tests (GET /user/test, built by the test-taking area): My Exams shows each
// exam's recent and paused ones, to resume or review.
import type { TestStatus, TestType } from '@prepward/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type StudentTest = {
  testId: string;
  examId: string;
  examName: string;
  type: TestType;
  mode: string;
  status: TestStatus;
  questionCount: number;
  answeredCount: number;
  correctCount: number;
  timed: boolean;
  endTime: string | null;
  remainingSeconds: number | null;
  startedAt: string;
  endedAt: string | null;
};

export type TestListQuery = { examId?: string; status?: TestStatus; perPage: number };

export const testsQueryKey = (query: TestListQuery) => ['user', 'tests', query] as const;

export async function listTests(
  query: TestListQuery,
  signal?: AbortSignal,
): Promise<StudentTest[]> {
  const { data } = await apiRequest<{ tests: StudentTest[] }>('/user/test', {
    query: { ...query, page: 1 },
    signal,
  });
  return data.tests;
}

export function useTests(query: TestListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: testsQueryKey(query),
    queryFn: ({ signal }) => listTests(query, signal),
    enabled,
  });
}
