import { useEffect, useState } from 'react';

/** Whole seconds counting down to zero, one per second, from each start(). */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = window.setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  return { remaining, start: (seconds: number) => setRemaining(seconds) };
}
