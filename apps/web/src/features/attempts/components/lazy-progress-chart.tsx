import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ProgressChartProps } from './progress-chart';

const ProgressChart = lazy(async () => ({
  default: (await import('./progress-chart')).ProgressChart,
}));

/**
 * A progress chart, its code loaded on demand: until it arrives an empty box of its height
 * keeps the page from moving. Charts are for the eye only (aria-hidden); the tables say the
 * same, so nothing a screen reader reads waits for them.
 */
export function LazyProgressChart(props: ProgressChartProps) {
  return (
    <Suspense fallback={<Box h={props.h} aria-hidden="true" />}>
      <ProgressChart {...props} />
    </Suspense>
  );
}
