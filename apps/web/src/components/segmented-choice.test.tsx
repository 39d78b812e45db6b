import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { SegmentedChoice } from './segmented-choice';

const TYPES = [
  { value: 'all', label: 'All' },
  { value: 'practice', label: 'Practice test' },
  { value: 'mock', label: 'Mock exam' },
] as const;

function Chooser() {
  const [type, setType] = useState<(typeof TYPES)[number]['value']>('all');
  return (
    <>
      <SegmentedChoice label="Show tests of Nursing" data={TYPES} value={type} onChange={setType} />
      <output>{type}</output>
    </>
  );
}

describe('SegmentedChoice', () => {
  it('is one named group of radios, chosen by a click or by the arrow keys from one tab stop', async () => {
    const { user } = renderWithProviders(<Chooser />);
    const group = screen.getByRole('radiogroup', { name: 'Show tests of Nursing' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Mock exam' }));
    expect(screen.getByRole('radio', { name: 'Mock exam' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('mock');

    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: 'Mock exam' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Practice test' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('practice');
  });
});
