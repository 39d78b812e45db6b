import { Box } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ResultsChartProps } from './results-chart';

const ResultsChart = lazy(async () => ({
  default: (await import('./results-chart')).ResultsChart,
}));

/** How far below the screen a chart starts loading, so it is drawn by the time it shows. */
const AHEAD = '400px';

/**
 * A results chart, loaded and drawn once it comes near the screen: until then, and while its
 * code arrives, an empty box of its height keeps the page from moving. The chart is for the
 * eye only (aria-hidden), so nothing a screen reader reads waits for it.
 */
export function DeferredChart(props: ResultsChartProps & { h: number }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const box = <Box ref={placeholder} h={props.h} aria-hidden="true" />;
  if (!near) return box;
  return (
    <Suspense fallback={box}>
      <ResultsChart {...props} />
    </Suspense>
  );
}
