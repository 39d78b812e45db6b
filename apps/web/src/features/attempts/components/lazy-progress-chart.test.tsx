import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LazyProgressChart } from './lazy-progress-chart';

const DATA = [
  { mock: 'Mock 1', Percentile: 40 },
  { mock: 'Mock 2', Percentile: 55 },
  { mock: 'Mock 3', Percentile: 71 },
];

describe('lazy progress chart', () => {
  it('holds its height while the chart code loads, then draws the chart, hidden from screen readers', async () => {
    // jsdom lays nothing out, so the chart measures 0 x 0 and says so.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWithProviders(
      <LazyProgressChart data={DATA} dataKey="mock" series="Percentile" h={200} />,
    );
    const placeholder = container.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    expect(placeholder).toBeEmptyDOMElement();
    expect(placeholder.style.height).toBe('calc(12.5rem * var(--mantine-scale))');
    expect(container.querySelector('.recharts-responsive-container')).toBeNull();

    await waitFor(() =>
      expect(container.querySelector('.recharts-responsive-container')).not.toBeNull(),
    );
    // The chart as a whole is hidden from screen readers: the tables beside it say the same.
    const chart = container.querySelector('.recharts-responsive-container')!;
    expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
