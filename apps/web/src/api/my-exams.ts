// The student's own exams and tests, shown by the dashboard, My Exams and the dialogs that
// start a test: one home, one query key per shape.
import type { TestStatus } from '@prepward/shared/constants';
import type { TMyExam } from '@prepward/shared/schemas/commerce';
import type { TPagination } from '@prepward/shared/schemas/common';
import type { TCreateTestRequest, TTestSummary } from '@prepward/shared/schemas/attempts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

export const MY_EXAMS_QUERY_KEY = ['user', 'my-exams'] as const;

/** Every exam the student ever had access to, active first (GET /user/my-exams). */
export async function getMyExams(signal?: AbortSignal): Promise<TMyExam[]> {
  const { data } = await apiRequest<{ exams: TMyExam[] }>('/user/my-exams', { signal });
  return data.exams;
}

export function useMyExams() {
  return useQuery({ queryKey: MY_EXAMS_QUERY_KEY, queryFn: ({ signal }) => getMyExams(signal) });
}

export const TESTS_QUERY_KEY = ['user', 'tests'] as const;

export type TestHistoryQuery = {
  examId?: string;
  status?: TestStatus;
  page?: number;
  perPage?: number;
};

export type TestHistory = { tests: TTestSummary[]; pagination: TPagination };

/** The student's tests, newest first (GET /user/test). */
export async function listTests(
  query: TestHistoryQuery,
  signal?: AbortSignal,
): Promise<TestHistory> {
  const { data } = await apiRequest<TestHistory>('/user/test', { query, signal });
  return { tests: data.tests, pagination: data.pagination };
}

export function useTests(query: TestHistoryQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...TESTS_QUERY_KEY, query],
    queryFn: ({ signal }) => listTests(query, signal),
    enabled,
  });
}

export type StartedTest = {
  message: string;
  testId: string;
  endTime: string | null;
  questionCount: number;
};

/** Starts a test (POST /user/test/:examId); a free trial already started is answered again. */
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
