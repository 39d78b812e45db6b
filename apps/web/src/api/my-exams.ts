// The student's own exams and tests, shown by the dashboard, My Exams and the dialogs that
// start a test.
import { attemptOperations } from '@prepward/shared/operations/attempts';
import { catalogueOperations } from '@prepward/shared/operations/catalogue';
import type { TCreateTestRequest, TTestHistoryQuery } from '@prepward/shared/schemas/attempts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, invalidate, queryOf } from '../lib/operations';

/** Every exam the student ever had access to, active first. */
export function useMyExams() {
  return useQuery({
    ...queryOf(catalogueOperations.myExams),
    select: (reply) => reply.exams,
  });
}

/**
 * The student's tests, newest first. `keepShown`: while another page or filter loads, the list
 * shown stays (and says so), so the controls that asked for it stay where the focus is.
 */
export function useTests(
  query: TTestHistoryQuery,
  { enabled = true, keepShown = false }: { enabled?: boolean; keepShown?: boolean } = {},
) {
  return useQuery({
    ...queryOf(attemptOperations.listTests, { query }),
    enabled,
    ...(keepShown ? { placeholderData: keepPreviousData } : {}),
  });
}

/** Starts a test; a free trial already started is answered again. */
export async function startTest(examId: string, request: TCreateTestRequest) {
  return call(attemptOperations.startTest, { params: { examId }, body: request });
}

export function useStartTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ examId, request }: { examId: string; request: TCreateTestRequest }) =>
      startTest(examId, request),
    onSuccess: () => invalidate(queryClient, attemptOperations.listTests),
  });
}
