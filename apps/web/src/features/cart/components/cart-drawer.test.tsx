import type { TCart } from '@prepward/shared/schemas/commerce';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';

const NURSING = {
  id: 'line-1',
  examID: 'exam-1',
  months: 3,
  price: 59.97,
  exam: { name: 'Nursing licensure', imageURL: null, subscriptionAmount: 19.99 },
};
const PHARMACY = {
  id: 'line-2',
  examID: 'exam-2',
  months: 1,
  price: 24.99,
  exam: { name: 'Pharmacy board', imageURL: '/uploads/pharmacy.png', subscriptionAmount: 24.99 },
};
const cartOf = (...cartItems: TCart['cartItems']): TCart => ({
  cartItems,
  totalPrice: cartItems.reduce((sum, item) => sum + item.price, 0),
});

async function openCart(path = '/user/support') {
  signInAs('user');
  const view = renderRoute(path);
  const nav = await screen.findByRole('navigation', { name: 'Student navigation' });
  return { ...view, nav };
}

describe('cart in the student layout', { timeout: 20_000 }, () => {
  it('counts the real cart beside Cart, with a spinner while it loads', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    stubApi({ 'GET /user/cart': ok({ cart: cartOf(NURSING, PHARMACY) }) });
    const fetchMock = vi.mocked(fetch);
    const stubbed = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (...args) => {
      await answered;
      return stubbed(...args);
    });

    const { nav } = await openCart();
    expect(within(nav).getByTestId('cart-count-loader')).toBeInTheDocument();
    release();
    expect(await within(nav).findByTestId('cart-count')).toHaveTextContent(/^2 items$/);
  });

  it('lists the lines in the panel and removes one with the server message', async () => {
    let cart = cartOf(NURSING, PHARMACY);
    const api = stubApi({
      'GET /user/cart': () => ok({ cart }),
      'DELETE /user/cart/item/line-1': () => {
        cart = cartOf(PHARMACY);
        return ok({ message: 'Exam removed from cart', cart });
      },
    });
    const { user, nav } = await openCart();
    await within(nav).findByText('2');
    await user.click(within(nav).getByRole('button', { name: /^cart/i }));
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Nursing licensure');
    expect(rows[0]).toHaveTextContent('3 months');
    expect(rows[0]).toHaveTextContent('$59.97');
    expect(within(panel).getByTestId('cart-total')).toHaveTextContent('$84.96');

    await user.click(
      within(panel).getByRole('button', { name: 'Remove Nursing licensure from cart' }),
    );
    expect(await screen.findByText('Exam removed from cart')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(within(panel).getByTestId('cart-total')).toHaveTextContent('$24.99');
    expect(within(nav).getByTestId('cart-count')).toHaveTextContent(/^1 item$/);
    expect(api.calls('DELETE /user/cart/item/line-1')).toHaveLength(1);
  });

  it("shows the server's message when removal is refused, and refreshes the cart", async () => {
    const api = stubApi({
      'GET /user/cart': ok({ cart: cartOf(NURSING) }),
      'DELETE /user/cart/item/line-1': fail(
        404,
        'This exam is no longer in your cart',
        'Not Found',
      ),
    });
    const { user, nav } = await openCart();
    await within(nav).findByText('1');
    await user.click(within(nav).getByRole('button', { name: /^cart/i }));
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    await user.click(
      within(panel).getByRole('button', { name: 'Remove Nursing licensure from cart' }),
    );
    expect(await screen.findByText('This exam is no longer in your cart')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /user/cart').length).toBeGreaterThanOrEqual(2));
  });

  it("falls back to 'Failed to remove exam from cart, please retry again later.'", async () => {
    stubApi({
      'GET /user/cart': ok({ cart: cartOf(NURSING) }),
      'DELETE /user/cart/item/line-1': () => {
        throw new TypeError('network down');
      },
    });
    const { user, nav } = await openCart();
    await within(nav).findByText('1');
    await user.click(within(nav).getByRole('button', { name: /^cart/i }));
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    await user.click(
      within(panel).getByRole('button', { name: 'Remove Nursing licensure from cart' }),
    );
    expect(
      await screen.findByText('Failed to remove exam from cart, please retry again later.'),
    ).toBeInTheDocument();
  });

  it('logs a cart load failure without a toast', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      'GET /user/cart': fail(500, 'Something went wrong on our side.', 'Internal Server Error'),
      'GET /user/support': ok({
        requests: [],
        pagination: { total: 0, perPage: 5, currentPage: 1 },
      }),
    });
    const { nav } = await openCart();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The cart could not be loaded', expect.anything()),
    );
    // After the one retry of a server error, the count settles at 0.
    expect(await within(nav).findByTestId('cart-count')).toHaveTextContent(/^0 items$/);
    expect(screen.queryByText('Something went wrong on our side.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
