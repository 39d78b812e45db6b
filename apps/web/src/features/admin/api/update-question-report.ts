import { overviewOperations } from '@prepward/shared/operations/overview';
import { reportOperations } from '@prepward/shared/operations/reports';
import type { TUpdateReportRequest } from '@prepward/shared/schemas/question-reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export function updateQuestionReport(reportId: string, change: TUpdateReportRequest) {
  return call(reportOperations.updateReport, { params: { reportId }, body: change });
}

export function useUpdateQuestionReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, change }: { reportId: string; change: TUpdateReportRequest }) =>
      updateQuestionReport(reportId, change),
    onSuccess: () =>
      // The overview counts open reports.
      invalidate(queryClient, reportOperations.listReports, overviewOperations.getOverview),
  });
}
