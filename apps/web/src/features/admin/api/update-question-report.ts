import { overviewOperations } from '@prepward/shared/operations/overview';
import type {
  TQuestionReport,
  TUpdateReportRequest,
} from '@prepward/shared/schemas/question-reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { keyOf } from '../../../lib/operations';
import { REPORTS_QUERY_KEY } from './list-question-reports';

export async function updateQuestionReport(reportId: string, change: TUpdateReportRequest) {
  const { data } = await apiRequest<{ report: TQuestionReport }>(
    `/admin/question/report/${encodeURIComponent(reportId)}`,
    { method: 'PATCH', auth: 'admin', body: change },
  );
  return data;
}

export function useUpdateQuestionReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, change }: { reportId: string; change: TUpdateReportRequest }) =>
      updateQuestionReport(reportId, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: keyOf(overviewOperations.getOverview) }),
      ]),
  });
}
