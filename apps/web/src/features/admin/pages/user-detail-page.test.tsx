import type { TAdminUserDetail } from '@prepward/shared/schemas/admin-users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type StubbedRequest } from '../../../test/api-stub';
import { renderAdminPage, userRow } from '../testing';

const USER = userRow();
const PATH = `/admin/dashboard/users/${USER.id}`;

const DETAIL: TAdminUserDetail = {
  user: {
    ...USER,
    loginCountry: 'KE',
    lastLoginAt: '2026-02-01T08:00:00.000Z',
    googleLinked: false,
  },
  subscriptions: [
    {
      id: 's1',
      examId: 'e1',
      examName: 'Pharmacology',
      startsAt: '2026-01-01T12:00:00.000Z',
      expiresAt: '2026-03-01T12:00:00.000Z',
      source: 'purchase',
      active: true,
    },
  ],
  purchases: {
    total: 1,
    recent: [
      {
        id: 'p1',
        reference: 'PW-1',
        status: 'success',
        provider: 'sandbox',
        amount: 40,
        createdAt: '2026-01-01T12:00:00.000Z',
        items: [{ examId: 'e1', examName: 'Pharmacology', months: 2, amount: 40 }],
      },
    ],
  },
  tests: {
    total: 30,
    ended: 1,
    averageScorePercent: 75,
    recent: [
      {
        testId: 't1',
        examId: 'e1',
        examName: 'Pharmacology',
        type: 'practice',
        status: 'ended',
        questionCount: 4,
        answeredCount: 4,
        correctCount: 3,
        scorePercent: 75,
        startedAt: '2026-01-05T12:00:00.000Z',
        endedAt: '2026-01-05T12:20:00.000Z',
      },
    ],
  },
  reports: {
    total: 1,
    recent: [
      {
        id: 'r1',
        questionId: 'q1',
        examId: 'e1',
        examName: 'Pharmacology',
        reason: 'Two answers are right',
        status: 'open',
        createdAt: '2026-01-06T12:00:00.000Z',
      },
    ],
  },
};

function stateful(initial: TAdminUserDetail) {
  let detail = initial;
  return {
    [`GET /admin/users/${USER.id}`]: () => ok(detail),
    [`POST /admin/users/${USER.id}/blacklist`]: ({ body }: StubbedRequest) => {
      const reason = (body as { reason: string }).reason;
      detail = {
        ...detail,
        user: {
          ...detail.user,
          blacklisted: true,
          blacklistReason: reason,
          blacklistedAt: '2026-02-02T10:00:00.000Z',
        },
      };
      return ok({ message: 'User blacklisted', user: detail.user });
    },
    [`POST /admin/users/${USER.id}/unblacklist`]: () => {
      detail = {
        ...detail,
        user: { ...detail.user, blacklisted: false, blacklistReason: null, blacklistedAt: null },
      };
      return ok({ message: 'User removed from the blacklist', user: detail.user });
    },
  };
}

describe('user detail page', { timeout: 20_000 }, () => {
  it('shows the profile, subscriptions, purchases, tests and reports', async () => {
    await renderAdminPage(PATH, stateful(DETAIL));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Amara Nwosu' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Kenya (KE)')).toBeInTheDocument();
    const subscriptions = screen.getByRole('region', { name: 'Subscriptions' });
    expect(within(subscriptions).getByText('Active')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Purchases' })).getByText('$40'),
    ).toBeInTheDocument();
    const tests = screen.getByRole('region', { name: 'Tests' });
    expect(within(tests).getByText('Latest 1 of 30')).toBeInTheDocument();
    expect(within(tests).getAllByText('75.00%')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Reports filed' })).getByText(
        'Two answers are right',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Allocate exam' })).toHaveAttribute(
      'href',
      `/admin/dashboard/home?allocate=${encodeURIComponent(USER.email)}`,
    );
  });

  it('blacklists with a required reason, then lifts it after confirmation', async () => {
    const { user, api } = await renderAdminPage(PATH, stateful(DETAIL), ['hr']);
    await user.click(await screen.findByRole('button', { name: 'Blacklist user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blacklist user' });
    await user.click(within(dialog).getByRole('button', { name: 'Blacklist' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(api.calls(`POST /admin/users/${USER.id}/blacklist`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Shared the account');
    await user.click(within(dialog).getByRole('button', { name: 'Blacklist' }));
    expect(await screen.findByText('User blacklisted')).toBeInTheDocument();
    expect(api.calls(`POST /admin/users/${USER.id}/blacklist`)[0]?.body).toEqual({
      reason: 'Shared the account',
    });
    expect(await screen.findByText(/Reason: Shared the account/)).toBeInTheDocument();
    // hr may blacklist but not allocate.
    expect(screen.queryByRole('link', { name: 'Allocate exam' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove from blacklist' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove from blacklist' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove from blacklist' }));
    expect(await screen.findByText('User removed from the blacklist')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Blacklist user' })).toBeInTheDocument(),
    );
  });

  it('shows no blacklist or allocation buttons to a viewer, and hides purchases it may not read', async () => {
    await renderAdminPage(PATH, stateful({ ...DETAIL, purchases: null }), ['viewer']);
    await screen.findByRole('heading', { level: 1, name: 'Amara Nwosu' });
    expect(screen.queryByRole('button', { name: 'Blacklist user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Allocate exam' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Purchases' })).not.toBeInTheDocument();
  });
});
