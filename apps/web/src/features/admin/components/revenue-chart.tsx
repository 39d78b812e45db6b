import { SALES_FIGURES } from '@prepward/shared/app-messages';
import '@mantine/charts/styles.css';

import { AreaChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';
import { formatPrice } from '@prepward/shared/format';
import type { TOverview } from '@prepward/shared/schemas/overview';

type Series = NonNullable<TOverview['sales']>['series'];

const DAY_LABEL = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 18' for a bucket's first day (UTC, as the server buckets). */
export const bucketLabel = (start: string) => DAY_LABEL.format(new Date(`${start}T00:00:00Z`));

/** Revenue per day or week, with the same figures as a table for screen readers. */
export function RevenueChart({ series, bucket }: { series: Series; bucket: 'day' | 'week' }) {
  const data = series.map((point) => ({ ...point, label: bucketLabel(point.start) }));
  return (
    <>
      <AreaChart
        h={260}
        data={data}
        dataKey="label"
        series={[{ name: 'revenue', label: 'Revenue', color: 'clinical.6' }]}
        curveType="monotone"
        valueFormatter={formatPrice}
        withDots={false}
        gridAxis="y"
        tickLine="none"
        // The table below is the accessible form of the chart: the drawing is hidden from
        // assistive technology and keeps no keyboard stop of its own.
        areaChartProps={{ accessibilityLayer: false }}
        aria-hidden="true"
      />
      <VisuallyHidden>
        <Table>
          <caption>Revenue and paid sales per {bucket}</caption>
          <thead>
            <tr>
              <th>{bucket === 'day' ? 'Day' : 'Week starting'}</th>
              <th>{SALES_FIGURES.revenue}</th>
              <th>{SALES_FIGURES.paidSales}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.start}>
                <td>{point.start}</td>
                <td>{formatPrice(point.revenue)}</td>
                <td>{point.sales}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
