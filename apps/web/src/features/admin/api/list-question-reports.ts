import type { TPagination } from '@prepward/shared/schemas/common';
import type { TQuestionReport } from '@prepward/shared/schemas/question-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const REPORTS_QUERY_KEY = ['admin', 'question-reports'] as const;

export type ReportListRequest = { page: number; perPage: number; status: string };

export async function listQuestionReports(request: ReportListRequest, signal?: AbortSignal) {
  const { data } = await apiRequest<{ reports: TQuestionReport[]; pagination: TPagination }>(
    '/admin/question/report',
    { auth: 'admin', query: request, signal },
  );
  return data;
}

export function useQuestionReports(request: ReportListRequest) {
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, request],
    queryFn: ({ signal }) => listQuestionReports(request, signal),
    placeholderData: keepPreviousData,
  });
}
