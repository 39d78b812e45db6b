// The bar charts of a test's results, apart from the page: the chart library is the largest
// part of the app, and the charts sit below the results' first screen. test-results.tsx loads
// this module on demand (DeferredChart).
import '@mantine/charts/styles.css';

import { BarChart, type BarChartProps } from '@mantine/charts';

export type ResultsChartProps = Omit<BarChartProps, 'barChartProps'>;

/** A bar chart for the eye only: the page says the same in text (tables, figures). */
export function ResultsChart(props: ResultsChartProps) {
  return (
    <BarChart
      {...props}
      // The table says the same in text; the chart is for the eye only.
      barChartProps={{ accessibilityLayer: false }}
      aria-hidden="true"
    />
  );
}
