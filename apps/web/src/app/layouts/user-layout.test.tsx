import { formatPrice } from '@prepward/shared/format';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../test/api-stub';
import { renderRoute, signInAs } from '../../test/render-route';

async function renderStudentArea(path = '/user/home') {
  signInAs('user');
  window.localStorage.setItem(
    'userData',
    JSON.stringify({ userData: { firstName: 'Ada' }, cartUpdated: false }),
  );
  const result = renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  return { ...result, nav: screen.getByRole('navigation', { name: 'Student navigation' }) };
}

describe('student layout', () => {
  it('lists the navigation in the product order and marks the current page', async () => {
    const { nav } = await renderStudentArea('/user/my-exams');
    const items = Array.from(nav.querySelectorAll('a, button'));
    const labels = items.map((item) =>
      item.textContent?.replace(/(\d+\s*items?|, loading items)$/, '').trim(),
    );
    // The first link is the logo.
    expect(labels.slice(1)).toEqual([
      'All Exams',
      'My Exams',
      'Flashcards',
      'Cart',
      'Account',
      'Support',
      'Logout',
    ]);
    expect(within(nav).getByRole('link', { name: 'My Exams' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'All Exams' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('has a mobile top bar with a navigation toggle and a logo linking to All Exams', async () => {
    await renderStudentArea('/user/account');
    const banner = screen.getByRole('banner');
    const toggle = within(banner).getByRole('button', { name: 'Toggle navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(banner).getByRole('link', { name: /prepward/i })).toHaveAttribute(
      'href',
      '/user/home',
    );
  });

  it('opens the cart panel from the navigation instead of navigating', async () => {
    const { user, router, nav } = await renderStudentArea('/user/home');
    const cartItem = within(nav).getByRole('button', { name: /^cart/i });
    expect(within(cartItem).getByTestId('cart-count')).toHaveTextContent('0');

    await user.click(cartItem);

    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(router.state.location.pathname).toBe('/user/home');
    expect(within(panel).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(panel).getByText('Total')).toBeInTheDocument();
    expect(within(panel).getByTestId('cart-total')).toHaveTextContent(formatPrice(0));

    await user.click(within(panel).getByRole('button', { name: 'Continue Browsing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your cart' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/user/home');
  });

  it("'Continue' closes the cart panel and goes to /user/cart", async () => {
    const { user, router, nav } = await renderStudentArea('/user/home');
    await user.click(within(nav).getByRole('button', { name: /^cart/i }));
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });

    await user.click(within(panel).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/cart');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your cart' })).not.toBeInTheDocument(),
    );
  });

  it('logs out: forgets the student and goes to /signin', async () => {
    const { user, router, nav } = await renderStudentArea('/user/support');
    window.localStorage.setItem('adminToken', 'admin-jwt');

    await user.click(within(nav).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('userData')).toBeNull();
    expect(window.localStorage.getItem('accountType')).toBeNull();
    expect(window.localStorage.getItem('adminToken')).toBe('admin-jwt');
    // A deliberate logout is not an authorization failure.
    expect(screen.queryByText('You are not authorized to view this page')).not.toBeInTheDocument();
  });

  it("starts from the dashboard's 'Test by Subject' and 'Mock Exam' cards", async () => {
    stubApi({
      'GET /user/my-exams': ok({
        exams: [
          {
            id: '55555555-5555-4555-8555-555555555555',
            name: 'Demo exam',
            description: '',
            imageUrl: null,
            subscriptionAmount: 10,
            mockQuestions: 40,
            mockTestTime: 60,
            accessEndsAt: '2030-01-01T00:00:00.000Z',
            active: true,
          },
        ],
      }),
      'GET /user/test': ok({ tests: [], pagination: { total: 0, perPage: 20, currentPage: 1 } }),
    });
    const { user } = await renderStudentArea('/user');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Test by Subject' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mock Exam' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Mock Exam: Demo exam' }));
    expect(await screen.findByRole('dialog', { name: 'Start mock exam' })).toBeInTheDocument();
  });
});
