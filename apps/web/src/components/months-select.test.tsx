import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { MonthsSelect } from './months-select';

function Chooser() {
  const [months, setMonths] = useState(1);
  return <MonthsSelect aria-label="Months of Nursing" value={months} onChange={setMonths} />;
}

describe('MonthsSelect', () => {
  it('shows the months chosen as a closed combobox, before and after it is first opened', async () => {
    const { user } = renderWithProviders(<Chooser />);
    const closed = screen.getByRole('combobox', { name: 'Months of Nursing' });
    expect(closed).toHaveTextContent('1 month');
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.click(closed);
    await user.click(await screen.findByRole('option', { name: '6 months' }));
    const select = screen.getByRole('combobox', { name: 'Months of Nursing' });
    expect(select).toHaveValue('6 months');
    expect(select).toHaveFocus();
  });

  it('opens from the keyboard as the Select does, keeping the focus', async () => {
    const { user } = renderWithProviders(<Chooser />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Months of Nursing' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Months of Nursing' });
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(select).toHaveValue('2 months');
  });
});
