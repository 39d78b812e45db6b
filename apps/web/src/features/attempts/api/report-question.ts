import { attemptOperations } from '@prepward/shared/operations/attempts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/operations';

/** Sends a report about a question to the administrators; answers the server's thanks. */
export async function reportQuestion(examId: string, questionId: string, reason: string) {
  const { message } = await call(attemptOperations.reportQuestion, {
    params: { examId, questionId },
    body: { reason },
  });
  return message;
}

export function useReportQuestion(examId: string) {
  return useMutation({
    mutationFn: ({ questionId, reason }: { questionId: string; reason: string }) =>
      reportQuestion(examId, questionId, reason),
  });
}
