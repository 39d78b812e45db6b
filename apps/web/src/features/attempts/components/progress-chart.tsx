// The progress page's line charts (weekly score, percentile across mocks), apart from the
// page: the chart library is the largest part of the app, so this module loads on demand
// (components/lazy-progress-chart.tsx).
import '@mantine/charts/styles.css';

import { LineChart } from '@mantine/charts';

export type ProgressChartProps = {
  /** One point per row: its label under `dataKey`, its value (per cent) under `series`. */
  data: Record<string, string | number>[];
  dataKey: string;
  series: string;
  color?: string;
  h: number;
};

/** Per-cent values as a line, for the eye only: a table beside it says the same in text. */
export function ProgressChart({
  data,
  dataKey,
  series,
  color = 'clinical.6',
  h,
}: ProgressChartProps) {
  return (
    <LineChart
      h={h}
      data={data}
      dataKey={dataKey}
      series={[{ name: series, color }]}
      unit="%"
      yAxisProps={{ domain: [0, 100], width: 48 }}
      curveType="linear"
      lineChartProps={{ accessibilityLayer: false }}
      aria-hidden="true"
    />
  );
}
