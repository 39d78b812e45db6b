import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '../../test/render-route';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('public layout', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('has HOME and FAQ links, Sign in and Get started', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const banner = screen.getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(within(banner).getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('offers a signed-in student their dashboard instead of Sign in', async () => {
    signInAs('user');
    renderRoute('/faq');
    await screen.findByRole('heading', { level: 1 });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'My dashboard' })).toHaveAttribute(
      'href',
      '/user',
    );
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('hides the header when scrolling down past 150px and shows it when scrolling up', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const header = screen.getByTestId('public-header');

    scrollTo(120);
    expect(header).not.toHaveAttribute('data-hidden');
    scrollTo(400);
    expect(header).toHaveAttribute('data-hidden');
    scrollTo(300);
    expect(header).not.toHaveAttribute('data-hidden');
  });

  it('still hides after the phone menu was opened and closed, and comes back on focus', async () => {
    const { user } = renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const header = screen.getByTestId('public-header');
    const burger = screen.getByRole('button', { name: 'Toggle navigation' });
    await user.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'PrepWard' });
    await user.click(within(drawer).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    scrollTo(600);
    expect(header).toHaveAttribute('data-hidden');
    scrollTo(500);
    expect(header).not.toHaveAttribute('data-hidden');
    scrollTo(900);
    expect(header).toHaveAttribute('data-hidden');
    act(() => within(header).getByRole('link', { name: 'FAQ' }).focus());
    expect(header).not.toHaveAttribute('data-hidden');
  });

  it('opens the navigation drawer from the burger and closes it when a link is followed', async () => {
    const { user } = renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const burger = screen.getByRole('button', { name: 'Toggle navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'PrepWard' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = within(drawer).getByRole('navigation', { name: 'Mobile' });
    expect(within(mobileNav).getByRole('link', { name: 'HOME' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const faq = within(mobileNav).getByRole('link', { name: 'FAQ' });
    expect(faq).toHaveAttribute('href', '/faq');

    // The public pages are separate documents: jsdom cannot load one, so the link only closes.
    faq.addEventListener('click', (event) => event.preventDefault());
    await user.click(faq);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});
