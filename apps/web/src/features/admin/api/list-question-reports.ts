import { reportOperations } from '@prepward/shared/operations/reports';
import type { TReportListQuery } from '@prepward/shared/schemas/question-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

export type ReportListRequest = Pick<TReportListQuery, 'page' | 'perPage' | 'status'>;

export function useQuestionReports(request: ReportListRequest) {
  return useQuery({
    ...queryOf(reportOperations.listReports, { query: request }),
    placeholderData: keepPreviousData,
  });
}
