import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Sends a report about a question to the administrators. */
export async function reportQuestion(
  examId: string,
  questionId: string,
  reason: string,
): Promise<string> {
  const { data } = await apiRequest(
    `/user/exam/${encodeURIComponent(examId)}/${encodeURIComponent(questionId)}/report`,
    { method: 'POST', body: { reason } },
  );
  return data.message;
}

export function useReportQuestion(examId: string) {
  return useMutation({
    mutationFn: ({ questionId, reason }: { questionId: string; reason: string }) =>
      reportQuestion(examId, questionId, reason),
  });
}
