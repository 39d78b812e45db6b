import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type StartedTest = { message: string; testId: string; endTime: string | null };

/** Starts the exam's free trial (20 questions, untimed), or answers the existing one. */
export async function startFreeTrial(examId: string): Promise<StartedTest> {
  const { data } = await apiRequest<{ testId: string; endTime: string | null }>(
    `/user/test/${encodeURIComponent(examId)}`,
    { method: 'POST', body: { type: 'free-trial' } },
  );
  return { message: data.message, testId: data.testId, endTime: data.endTime ?? null };
}

export function useStartFreeTrial() {
  return useMutation({ mutationFn: startFreeTrial });
}
