import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';
import { leaveForCheckout } from '../lib/leave-for-checkout';

vi.mock('../lib/leave-for-checkout', () => ({ leaveForCheckout: vi.fn() }));

const line = (months: number) => ({
  id: 'line-1',
  examID: 'exam-1',
  months,
  price: Math.round(19.99 * months * 100) / 100,
  exam: { name: 'Nursing licensure', imageURL: null, subscriptionAmount: 19.99 },
});

describe('cart page and payment result', { timeout: 20_000 }, () => {
  beforeEach(() => vi.mocked(leaveForCheckout).mockClear());

  it('changes months, shows the total and pays: checkout, then the payment page', async () => {
    let months = 1;
    const cart = () => ({ cartItems: [line(months)], totalPrice: line(months).price });
    const api = stubApi({
      'GET /user/cart': () => ok({ cart: cart() }),
      'POST /user/cart': (request) => {
        months = (request.body as { months: number }).months;
        return ok({ message: 'Cart updated', cart: cart() });
      },
      'POST /user/cart/checkout': ok({
        sale: { reference: 'PW-ABC', status: 'pending', amount: 59.97 },
        checkoutUrl: '/api/v1/payments/sandbox/PW-ABC',
      }),
    });
    signInAs('user');
    const { user } = renderRoute('/user/cart');
    const list = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(list).getByText('Nursing licensure')).toBeInTheDocument();
    expect(screen.getByTestId('cart-page-total')).toHaveTextContent('$19.99');

    await user.click(within(list).getByRole('combobox', { name: 'Months of Nursing licensure' }));
    await user.click(await screen.findByRole('option', { name: '3 months' }));
    expect(await screen.findByText('Cart updated')).toBeInTheDocument();
    expect(api.calls('POST /user/cart')[0]!.body).toEqual({ examID: 'exam-1', months: 3 });
    await waitFor(() => expect(screen.getByTestId('cart-page-total')).toHaveTextContent('$59.97'));

    await user.click(screen.getByRole('button', { name: 'Pay $59.97' }));
    await waitFor(() =>
      expect(leaveForCheckout).toHaveBeenCalledWith('/api/v1/payments/sandbox/PW-ABC'),
    );
    // Nothing the client holds sets the price: checkout sends no amount.
    expect(api.calls('POST /user/cart/checkout')[0]!.body).toBeUndefined();
  });

  it('shows a checkout refusal and stays', async () => {
    stubApi({
      'GET /user/cart': ok({ cart: { cartItems: [line(1)], totalPrice: 19.99 } }),
      'POST /user/cart/checkout': fail(400, 'Your cart is empty', 'Bad Request'),
    });
    signInAs('user');
    const { user } = renderRoute('/user/cart');
    await user.click(await screen.findByRole('button', { name: 'Pay $19.99' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(leaveForCheckout).not.toHaveBeenCalled();
  });

  it('shows an empty cart', async () => {
    signInAs('user');
    renderRoute('/user/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse exams' })).toHaveAttribute(
      'href',
      '/user/home',
    );
  });

  it('polls the sale until it is paid, then links to My Exams', async () => {
    let polls = 0;
    const api = stubApi({
      'GET /user/sales/PW-ABC': () => {
        polls += 1;
        return ok({
          sale: {
            id: 'sale-1',
            reference: 'PW-ABC',
            status: polls < 2 ? 'pending' : 'success',
            provider: 'sandbox',
            amount: 59.97,
            currency: 'USD',
            createdAt: '2026-11-22T09:00:00.000Z',
            paidAt: polls < 2 ? null : '2026-11-22T09:01:00.000Z',
            items: [
              {
                examId: 'exam-1',
                examName: 'Nursing licensure',
                months: 3,
                amount: 59.97,
                accessEndsAt: polls < 2 ? null : '2027-02-22T09:01:00.000Z',
              },
            ],
          },
        });
      },
    });
    signInAs('user');
    renderRoute('/user/cart/result?reference=PW-ABC');
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(
      await screen.findByText('Payment successful', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Exams bought' })).toHaveTextContent(
      'Nursing licensure: 3 months, access until 22 Feb 2027',
    );
    expect(screen.getByRole('link', { name: 'Go to My Exams' })).toHaveAttribute(
      'href',
      '/user/my-exams',
    );
    expect(api.calls('GET /user/sales/PW-ABC').length).toBeGreaterThanOrEqual(2);
  });

  it('says plainly when the payment did not go through', async () => {
    stubApi({
      'GET /user/sales/PW-XYZ': ok({
        sale: {
          id: 'sale-2',
          reference: 'PW-XYZ',
          status: 'failed',
          provider: 'sandbox',
          amount: 19.99,
          currency: 'USD',
          createdAt: '2026-11-22T09:00:00.000Z',
          paidAt: null,
          items: [],
        },
      }),
    });
    signInAs('user');
    renderRoute('/user/cart/result?reference=PW-XYZ');
    expect(await screen.findByText('Payment not completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute(
      'href',
      '/user/cart',
    );
  });
});
