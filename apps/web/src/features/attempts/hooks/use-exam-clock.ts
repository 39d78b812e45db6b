import type { TTestTimer } from '@prepward/shared/schemas/attempts';
import { useState } from 'react';
import { removePausedTime, setPausedTime } from '../../../lib/storage';
import { changeTimer } from '../api/change-timer';
import { remainingSeconds, type ClockState } from '../lib/clock';
import { logFailure } from '../lib/log-failure';
import { notifyInfo } from '../../../lib/notify';
import { useNow } from './use-now';

/**
 * A test's clock on the exam page: counts down from the server's end time while running,
 * and pauses and resumes through the server, which stays the judge of the end.
 */
export function useExamClock(
  examId: string,
  testId: string,
  initial: { timer: TTestTimer; receivedAt: number },
) {
  const [clock, setClock] = useState<ClockState>(initial);
  const [busy, setBusy] = useState(false);
  const status = clock.timer.status;
  const running = status === 'running';
  const now = useNow(clock.timer.timed && running);
  const remaining = remainingSeconds(clock, now);

  // The clock runs on until the server has paused it, then shows exactly the server's time
  // left (a guess of our own would move by a second when the answer arrives). Only when the
  // server cannot be reached does the page stop at its own count, as before.
  const pause = async () => {
    if (remaining === null || busy) return;
    setBusy(true);
    try {
      const reply = await changeTimer(examId, testId, 'pause');
      setPausedTime(examId, reply.timer.remainingSeconds ?? remaining);
      setClock({ timer: reply.timer, receivedAt: Date.now() });
      notifyInfo(reply.message);
    } catch (error) {
      logFailure('Pausing the exam', error);
      const left = remainingSeconds(clock, Date.now()) ?? remaining;
      setPausedTime(examId, left);
      setClock({
        timer: { ...clock.timer, status: 'paused', endTime: null, remainingSeconds: left },
        receivedAt: Date.now(),
      });
    } finally {
      setBusy(false);
    }
  };

  const resume = async () => {
    if (busy) return;
    removePausedTime(examId);
    setBusy(true);
    try {
      const reply = await changeTimer(examId, testId, 'resume');
      setClock({ timer: reply.timer, receivedAt: Date.now() });
      notifyInfo(reply.message);
    } catch (error) {
      logFailure('Resuming the exam', error);
      // Go on counting from what was left; the server stays the judge of the end.
      const left = clock.timer.remainingSeconds ?? 0;
      const startedAt = Date.now();
      setClock({
        timer: {
          ...clock.timer,
          status: 'running',
          endTime: new Date(startedAt + left * 1000).toISOString(),
          serverNow: new Date(startedAt).toISOString(),
          remainingSeconds: left,
        },
        receivedAt: startedAt,
      });
    } finally {
      setBusy(false);
    }
  };

  return {
    timed: clock.timer.timed,
    ended: status === 'ended',
    paused: status === 'paused',
    running,
    /** Seconds left; null for an untimed test. */
    remaining,
    /** At zero the exam ends by itself. */
    timeUp: clock.timer.timed && running && remaining === 0,
    busy,
    pause,
    resume,
  };
}
