import { MESSAGES } from '@prepward/shared/messages';
import type { TAdminExam } from '@prepward/shared/schemas/content';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi, type StubbedRequest, type StubReply } from '../../../test/api-stub';
import { ADMIN } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';

const EXAM: TAdminExam = {
  id: '5b0c3c2e-8a4f-4d8e-9a0b-2f7e6d5c4b3a',
  name: 'Pharmacy Board Review',
  description: 'Board practice',
  subscriptionAmount: 19.99,
  mockQuestions: 40,
  mockTestTime: 60,
  passMark: null,
  imageUrl: null,
  createdAt: '2026-03-03T10:00:00.000Z',
  updatedAt: '2026-03-03T10:00:00.000Z',
};

const list = (exams: TAdminExam[] = [EXAM]) =>
  ok({ exams, pagination: { total: exams.length, perPage: 10, currentPage: 1 } });

async function type(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openExams(
  roles: string[] = ['admin'],
  extra: Record<string, StubReply | ((request: StubbedRequest) => StubReply)> = {},
) {
  const api = stubApi({
    'GET /admin/onboarding/me': ok({ admin: { ...ADMIN, roles } }),
    'GET /admin/exam': list(),
    ...extra,
  });
  signInAs('admin');
  const view = renderRoute('/admin/dashboard/exams');
  await screen.findByText('Pharmacy Board Review');
  return { ...view, api };
}

describe('exams page', { timeout: 20_000 }, () => {
  it('lists exams with id, name, amount and date added, searching by exam name', async () => {
    // A wide screen: the id and date columns are hidden on phones.
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      matches: query.trim() === '' || query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    }));
    const { user, api } = await openExams();
    const row = screen.getByText('Pharmacy Board Review').closest('tr')!;
    expect(within(row).getByText('$19.99/month')).toBeInTheDocument();
    expect(within(row).getByText('3 Mar 2026')).toBeInTheDocument();
    expect(within(row).getByText('5b0c3c2e')).toBeInTheDocument();
    await type(user, screen.getByPlaceholderText('Search exam name'), 'pharm');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.calls('GET /admin/exam').at(-1)?.query.get('search')).toBe('pharm'),
    );
  });

  it('opens an exam on row click', async () => {
    const { user, router } = await openExams([], {
      'GET /admin/exam/5b0c3c2e-8a4f-4d8e-9a0b-2f7e6d5c4b3a': fail(
        404,
        'Exam not found',
        'Not Found',
      ),
    });
    await user.click(screen.getByText('Pharmacy Board Review'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/dashboard/exams/${EXAM.id}`),
    );
  });

  it('adds an exam, sending the numbers as numbers', async () => {
    const { user, api } = await openExams(['admin'], {
      'POST /admin/exam/': ({ body }) => ({
        status: 201,
        body: {
          message: 'success',
          data: { message: MESSAGES.examAdded, exam: { ...EXAM, ...(body as object) } },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add exam' });
    await user.click(within(dialog).getByRole('button', { name: 'Add exam' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Subscription amount is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Mock questions is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Mock test time is required')).toBeInTheDocument();
    expect(api.calls('POST /admin/exam/')).toHaveLength(0);

    await type(user, within(dialog).getByLabelText(/^Name/), 'Nursing Licensure');
    await type(user, within(dialog).getByLabelText('Description'), 'For nurses');
    await type(user, within(dialog).getByLabelText(/^Subscription amount/), '24.5');
    await type(user, within(dialog).getByLabelText(/^Mock questions/), '50');
    await type(user, within(dialog).getByLabelText(/^Mock test time/), '75');
    await type(user, within(dialog).getByLabelText('Pass mark (%)'), '65');
    await user.click(within(dialog).getByRole('button', { name: 'Add exam' }));

    expect(await screen.findByText(MESSAGES.examAdded)).toBeInTheDocument();
    expect(api.calls('POST /admin/exam/')[0]?.body).toEqual({
      name: 'Nursing Licensure',
      description: 'For nurses',
      subscriptionAmount: 24.5,
      mockQuestions: 50,
      mockTestTime: 75,
      passMark: 65,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add exam' })).toBeNull());
  });

  it('refuses numbers it cannot take with a message under the field, never changing them', async () => {
    const { user, api } = await openExams();
    await user.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add exam' });
    const price = within(dialog).getByLabelText(/^Subscription amount/);
    const questions = within(dialog).getByLabelText(/^Mock questions/);
    const minutes = within(dialog).getByLabelText(/^Mock test time/);
    await type(user, within(dialog).getByLabelText(/^Name/), 'Nursing Licensure');
    await type(user, price, '-5');
    await type(user, questions, '2.5');
    await type(user, minutes, '0');
    const passMark = within(dialog).getByLabelText('Pass mark (%)');
    await type(user, passMark, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Add exam' }));

    expect(price).toHaveValue('-5');
    expect(questions).toHaveValue('2.5');
    expect(minutes).toHaveValue('0');
    expect(price).toHaveAccessibleDescription('Subscription amount cannot be negative');
    expect(questions).toHaveAccessibleDescription('Mock questions must be a whole number');
    expect(minutes).toHaveAccessibleDescription('Mock test time must be at least 1');
    expect(passMark).toHaveAccessibleDescription('Pass mark must be at most 100');

    await user.clear(price);
    await type(user, price, '12,5');
    await user.clear(questions);
    await type(user, questions, 'forty');
    await user.click(within(dialog).getByRole('button', { name: 'Add exam' }));
    expect(price).toHaveValue('12,5');
    expect(price).toHaveAccessibleDescription('Use a point for decimals');
    expect(questions).toHaveAccessibleDescription('Mock questions must be a number');

    await user.clear(price);
    await type(user, price, '12.99999');
    await user.click(within(dialog).getByRole('button', { name: 'Add exam' }));
    expect(price).toHaveAccessibleDescription('Subscription amount has at most 4 decimals');
    expect(api.calls('POST /admin/exam/')).toHaveLength(0);
  });

  it("says 'Exam failed to add' when the server cannot be reached", async () => {
    const { user } = await openExams(['admin'], {
      'POST /admin/exam/': () => {
        throw new Error('offline');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add exam' });
    await type(user, within(dialog).getByLabelText(/^Name/), 'X');
    await type(user, within(dialog).getByLabelText(/^Subscription amount/), '1');
    await type(user, within(dialog).getByLabelText(/^Mock questions/), '1');
    await type(user, within(dialog).getByLabelText(/^Mock test time/), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Add exam' }));
    expect(await screen.findByText(MESSAGES.examFailedToAdd)).toBeInTheDocument();
  });

  it('edits an exam from the table menu, sending only the filled fields', async () => {
    const { user, api } = await openExams(['examiner'], {
      [`POST /admin/exam/${EXAM.id}`]: ({ body }) =>
        ok({ message: MESSAGES.examUpdated, exam: { ...EXAM, ...(body as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: `Menu for ${EXAM.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit exam' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('placeholder', EXAM.name);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Change at least one field')).toBeInTheDocument();
    await type(user, within(dialog).getByLabelText(/^Subscription amount/), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.examUpdated)).toBeInTheDocument();
    expect(api.calls(`POST /admin/exam/${EXAM.id}`)[0]?.body).toEqual({ subscriptionAmount: 25 });
  });

  it("changes an exam's pass mark, and takes it away only when asked", async () => {
    const withMark = { ...EXAM, passMark: 65 };
    const { user, api } = await openExams(['admin'], {
      'GET /admin/exam': list([withMark]),
      [`POST /admin/exam/${EXAM.id}`]: ({ body }) =>
        ok({ message: MESSAGES.examUpdated, exam: { ...withMark, ...(body as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: `Menu for ${EXAM.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit exam' });
    expect(within(dialog).getByLabelText('Pass mark (%)')).toHaveAttribute('placeholder', '65');
    await type(user, within(dialog).getByLabelText('Pass mark (%)'), '70');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.examUpdated)).toBeInTheDocument();
    expect(api.calls(`POST /admin/exam/${EXAM.id}`)[0]?.body).toEqual({ passMark: 70 });

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit exam' })).toBeNull());
    await user.click(await screen.findByRole('button', { name: `Menu for ${EXAM.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit exam' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remove the pass mark' }));
    expect(within(dialog).getByLabelText('Pass mark (%)')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.calls(`POST /admin/exam/${EXAM.id}`)[1]?.body).toEqual({ passMark: null }),
    );
  });

  it('shows a viewer no write buttons', async () => {
    await openExams(['viewer']);
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    expect(screen.queryByRole('button', { name: `Menu for ${EXAM.name}` })).toBeNull();
  });
});
