import type { TTestTimer } from '@prepward/shared/schemas/attempts';
import { TIMER_TICK_MS } from '@prepward/shared/constants';
import { useEffect, useState } from 'react';
import { removePausedTime, setPausedTime } from '../../../lib/storage';
import { changeTimer } from '../api/change-timer';
import { remainingSeconds, type ClockState } from '../lib/clock';
import { logFailure } from '../lib/log-failure';
import { notifyInfo } from '../../../lib/notify';

/**
 * A test's clock on the exam page: counts down from the server's end time while running,
 * and pauses and resumes through the server, which stays the judge of the end.
 *
 * The seconds left are shown by the timer alone (ExamTimer reads `state` every tick): the
 * page around it renders again only when the clock changes or the time is up, not every
 * second.
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
  const timed = clock.timer.timed;
  // The clock whose time ran out; each tick checks, and a new clock (resumed) starts afresh.
  const [upOn, setUpOn] = useState<ClockState | null>(() =>
    timed && running && remainingSeconds(clock, Date.now()) === 0 ? clock : null,
  );
  useEffect(() => {
    if (!timed || !running) return;
    const check = () => {
      if (remainingSeconds(clock, Date.now()) === 0) setUpOn(clock);
    };
    check();
    const timer = window.setInterval(check, TIMER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [clock, timed, running]);

  // The clock runs on until the server has paused it, then shows exactly the server's time
  // left (a guess of our own would move by a second when the answer arrives). Only when the
  // server cannot be reached does the page stop at its own count, as before.
  const pause = async () => {
    const remaining = remainingSeconds(clock, Date.now());
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
    timed,
    ended: status === 'ended',
    paused: status === 'paused',
    running,
    /** The server's timer and when it arrived: the seconds left at any moment. */
    state: clock,
    /** At zero the exam ends by itself. */
    timeUp: timed && running && upOn === clock,
    busy,
    pause,
    resume,
  };
}
