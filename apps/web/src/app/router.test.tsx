import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '../test/render-route';

type Case = { path: string; as?: 'user' | 'admin'; heading: string | RegExp; title: string };

// Every route of the app, with the heading it shows and its document title.
const CASES: Case[] = [
  {
    path: '/',
    heading: 'Pass your healthcare licensing exam with confidence',
    title: 'PrepWard — exam preparation for healthcare professionals',
  },
  {
    path: '/faq',
    heading: 'Frequently asked questions',
    title: 'Frequently asked questions | PrepWard',
  },
  { path: '/login', heading: 'Sign in', title: 'Sign in | PrepWard' },
  { path: '/signin', heading: 'Sign in', title: 'Sign in | PrepWard' },
  { path: '/signin/admin', heading: 'Admin sign in', title: 'Admin sign in | PrepWard' },
  { path: '/signup', heading: 'Create your account', title: 'Create your account | PrepWard' },
  { path: '/verify', heading: 'Verify your email', title: 'Verify your email | PrepWard' },
  { path: '/forgotpassword', heading: 'Forgot password', title: 'Forgot password | PrepWard' },
  { path: '/user', as: 'user', heading: /welcome back/i, title: 'Dashboard | PrepWard' },
  { path: '/user/home', as: 'user', heading: 'All Exams', title: 'All Exams | PrepWard' },
  {
    path: `/user/home/all-exams/view/${encodeURIComponent('exam 1')}?name=${encodeURIComponent('NCLEX & RN')}`,
    as: 'user',
    heading: 'NCLEX & RN',
    title: 'NCLEX & RN | PrepWard',
  },
  { path: '/user/my-exams', as: 'user', heading: 'My Exams', title: 'My Exams | PrepWard' },
  {
    path: '/user/my-exams/e1/exam?testId=t1&endTime=2030-01-01T10:00:00.000Z',
    as: 'user',
    heading: 'Exam',
    title: 'Exam | PrepWard',
  },
  {
    path: '/user/my-exams/e1/analytics?testId=t1',
    as: 'user',
    heading: 'Mock exam analytics',
    title: 'Mock exam analytics | PrepWard',
  },
  { path: '/user/cart', as: 'user', heading: 'Cart', title: 'Cart | PrepWard' },
  { path: '/user/account', as: 'user', heading: 'Account', title: 'Account | PrepWard' },
  { path: '/user/support', as: 'user', heading: 'Support', title: 'Support | PrepWard' },
  { path: '/admin/dashboard', as: 'admin', heading: 'Overview', title: 'Overview | PrepWard' },
  {
    path: '/admin/dashboard/overview',
    as: 'admin',
    heading: 'Overview',
    title: 'Overview | PrepWard',
  },
  { path: '/admin/dashboard/home', as: 'admin', heading: 'Sales', title: 'Sales | PrepWard' },
  { path: '/admin/dashboard/exams', as: 'admin', heading: 'Exams', title: 'Exams | PrepWard' },
  {
    path: '/admin/dashboard/exams/e1/view/s1/questions',
    as: 'admin',
    heading: 'Subject questions',
    title: 'Subject questions | PrepWard',
  },
  {
    path: '/admin/dashboard/exams/e1/case-studies',
    as: 'admin',
    heading: 'Case studies',
    title: 'Case studies | PrepWard',
  },
  {
    path: '/admin/dashboard/exams/e1/duplicates',
    as: 'admin',
    heading: 'Possible duplicates',
    title: 'Possible duplicates | PrepWard',
  },
  {
    path: '/admin/dashboard/questions',
    as: 'admin',
    heading: 'Questions',
    title: 'Questions | PrepWard',
  },
  {
    path: '/admin/dashboard/questions/q1/history',
    as: 'admin',
    heading: 'Question history',
    title: 'Question history | PrepWard',
  },
  {
    path: '/admin/dashboard/review',
    as: 'admin',
    heading: 'Review',
    title: 'Review | PrepWard',
  },
  {
    path: '/admin/dashboard/lab-values',
    as: 'admin',
    heading: 'Lab values',
    title: 'Lab values | PrepWard',
  },
  { path: '/admin/dashboard/users', as: 'admin', heading: 'Users', title: 'Users | PrepWard' },
  {
    path: '/admin/dashboard/administrators',
    as: 'admin',
    heading: 'Administrators',
    title: 'Administrators | PrepWard',
  },
];

describe('route table', () => {
  it.each(CASES)('$path shows one h1 and sets the title', async ({ path, as, heading, title }) => {
    document.title = '';
    if (as) signInAs(as);
    const { router } = renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('shows a 404 page with a link home for an unknown address', async () => {
    const { user, router } = renderRoute('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a 404 inside the student area for an unknown student address', async () => {
    signInAs('user');
    renderRoute('/user/nothing-here');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Student navigation' })).toBeInTheDocument();
  });
});
