import type { TSupportTicket } from '@prepward/shared/schemas/support';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi, type StubbedRequest } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';

const PAST: TSupportTicket = {
  id: 't1',
  subject: 'Refund please',
  message: 'I bought the wrong exam.',
  status: 'closed',
  createdAt: '2026-01-10T10:00:00.000Z',
  handledAt: '2026-01-11T10:00:00.000Z',
};

async function openSupport(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi(handlers);
  signInAs('user');
  const view = renderRoute('/user/support');
  await screen.findByRole('heading', { level: 1, name: 'Support' }, { timeout: 15_000 });
  return { ...view, api };
}

function supportApi(supportEmail: string | null = 'help@prepward.test') {
  let requests = [PAST];
  return {
    'GET /public/config': ok({ googleClientId: null, supportEmail }),
    'GET /user/support': () =>
      ok({ requests, pagination: { total: requests.length, perPage: 5, currentPage: 1 } }),
    'POST /user/support': ({ body }: StubbedRequest) => {
      const sent = {
        ...(body as { subject: string; message: string }),
        id: 't2',
        status: 'open' as const,
        createdAt: '2026-02-01T10:00:00.000Z',
        handledAt: null,
      };
      requests = [sent, ...requests];
      return ok({ message: 'Your message has been sent. We will reply by email.', request: sent });
    },
  };
}

describe('support page', { timeout: 20_000 }, () => {
  it('shows the contact address, common questions and past requests', async () => {
    await openSupport(supportApi());
    expect(await screen.findByRole('link', { name: 'help@prepward.test' })).toHaveAttribute(
      'href',
      'mailto:help@prepward.test',
    );
    expect(
      screen.getByRole('button', { name: 'I forgot my password. What do I do?' }),
    ).toBeInTheDocument();
    const past = await screen.findByRole('article', { name: 'Refund please' });
    expect(within(past).getByText('Handled')).toBeInTheDocument();
  });

  it('checks the form, sends the request and lists it', async () => {
    const { user, api } = await openSupport(supportApi(null));
    expect(await screen.findByText(/Use the form to reach the PrepWard team/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(api.calls('POST /user/support')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Subject/), 'Cannot resume');
    await user.type(screen.getByLabelText(/^Message/), 'The button spins.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Your message has been sent. We will reply by email.'),
    ).toBeInTheDocument();
    expect(api.calls('POST /user/support')[0]?.body).toEqual({
      subject: 'Cannot resume',
      message: 'The button spins.',
    });
    expect(await screen.findByRole('article', { name: 'Cannot resume' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
  });

  it('shows the server message when sending fails', async () => {
    const { user } = await openSupport({
      ...supportApi(),
      'POST /user/support': fail(
        429,
        'Too many attempts. Please wait 1 hour and try again.',
        'Too Many Requests',
      ),
    });
    await user.type(await screen.findByLabelText(/^Subject/), 'Hi');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Too many attempts. Please wait 1 hour and try again.'),
    ).toBeInTheDocument();
  });
});
