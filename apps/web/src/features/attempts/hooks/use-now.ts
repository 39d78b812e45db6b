import { TIMER_TICK_MS } from '@prepward/shared/constants';
import { useEffect, useState } from 'react';

/** The browser time, refreshed every tick while `ticking`. */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), TIMER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}
