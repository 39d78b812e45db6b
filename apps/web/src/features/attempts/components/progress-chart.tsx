// The line chart of weekly scores, apart from the page: the chart library is the largest part
// of the app, so the progress page loads this module on demand.
import '@mantine/charts/styles.css';

import { LineChart } from '@mantine/charts';

export type ProgressChartProps = {
  data: { week: string; Score: number }[];
  h: number;
};

/** Weekly percentage as a line, for the eye only: the table below says the same in text. */
export function ProgressChart({ data, h }: ProgressChartProps) {
  return (
    <LineChart
      h={h}
      data={data}
      dataKey="week"
      series={[{ name: 'Score', color: 'clinical.6' }]}
      unit="%"
      yAxisProps={{ domain: [0, 100], width: 48 }}
      curveType="linear"
      lineChartProps={{ accessibilityLayer: false }}
      aria-hidden="true"
    />
  );
}
