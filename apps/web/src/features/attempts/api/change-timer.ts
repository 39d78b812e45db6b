import { attemptOperations } from '@prepward/shared/operations/attempts';
import { call } from '../../../lib/operations';

const timerOperations = {
  pause: attemptOperations.pauseTest,
  resume: attemptOperations.resumeTest,
  end: attemptOperations.endTest,
};

export type TimerAction = keyof typeof timerOperations;

/** Pauses, resumes or ends the test; the server's message and the new timer. */
export async function changeTimer(examId: string, testId: string, action: TimerAction) {
  const { message, timer } = await call(timerOperations[action], { params: { examId, testId } });
  return { message, timer };
}
