// The server is the authority on time: the page counts down from the server's end time,
// corrected by how far the browser's clock is from the server's.
import type { TTestTimer } from '@prepward/shared/schemas/attempts';

/** A timer as the server sent it, and when (browser time) it arrived. */
export type ClockState = { timer: TTestTimer; receivedAt: number };

/** Seconds left at browser time `now`; null for an untimed test. */
export function remainingSeconds({ timer, receivedAt }: ClockState, now: number): number | null {
  if (!timer.timed) return null;
  if (timer.status === 'paused') return timer.remainingSeconds;
  if (timer.status === 'ended' || !timer.endTime) return 0;
  const serverNow = Date.parse(timer.serverNow) + (now - receivedAt);
  return Math.max(0, Math.ceil((Date.parse(timer.endTime) - serverNow) / 1000));
}
