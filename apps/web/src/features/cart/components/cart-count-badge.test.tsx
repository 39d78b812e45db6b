import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CartCountBadge } from './cart-count-badge';

describe('cart count badge', () => {
  it('shows the number of cart items', () => {
    renderWithProviders(<CartCountBadge count={3} />);
    expect(screen.getByTestId('cart-count')).toHaveTextContent(/^3 items$/);
    expect(screen.queryByTestId('cart-count-loader')).not.toBeInTheDocument();
  });

  it('shows a small spinner instead while the cart loads', () => {
    renderWithProviders(<CartCountBadge count={3} isLoading />);
    expect(screen.getByTestId('cart-count-loader')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(screen.getByText(/loading items/)).toBeInTheDocument();
  });
});
