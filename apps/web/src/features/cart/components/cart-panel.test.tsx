import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CartPanel } from './cart-panel';

describe('cart panel', () => {
  it('lists each item with its name, months and price, and the total', () => {
    renderWithProviders(
      <CartPanel
        opened
        onClose={vi.fn()}
        items={[
          { id: 'a', examName: 'Nursing licensure', imageUrl: null, months: 1, price: 19.5 },
          { id: 'b', examName: 'Pharmacy registration', months: 3, price: 60 },
        ]}
        totalPrice={79.5}
      />,
    );
    const panel = screen.getByRole('dialog', { name: 'Your cart' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Nursing licensure');
    expect(rows[0]).toHaveTextContent('1 month');
    expect(rows[0]).toHaveTextContent('$19.5');
    expect(rows[1]).toHaveTextContent('3 months');
    expect(within(panel).getByTestId('cart-total')).toHaveTextContent('$79.5');
    expect(within(panel).queryByText('Your cart is empty.')).not.toBeInTheDocument();
  });

  it("closes on 'Continue Browsing'", async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<CartPanel opened onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Continue Browsing' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
