import type { TTestTimer } from '@prepward/shared/schemas/attempts';
import { apiRequest } from '../../../lib/api-client';

export type TimerAction = 'pause' | 'resume' | 'end';

/** POST .../pause, .../resume or .../end (empty body); data.message and the new timer. */
export async function changeTimer(
  examId: string,
  testId: string,
  action: TimerAction,
): Promise<{ message: string; timer: TTestTimer }> {
  const { data } = await apiRequest<{ timer: TTestTimer }>(
    `/user/test/${encodeURIComponent(examId)}/${encodeURIComponent(testId)}/${action}`,
    { method: 'POST' },
  );
  return { message: data.message, timer: data.timer };
}
