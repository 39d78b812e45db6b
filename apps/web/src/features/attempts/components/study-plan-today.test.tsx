// The dashboard's Study plan card and its dialog: the invitation, a study day's targets with
// progress, a rest day, a failed read; setting a plan (browser's zone, sorted days, checks
// before sending), editing and removing one; and the reminders-off page of the mail's link.
import type { TStudyPlan } from '@prepward/shared/schemas/study-plans';
import { addDays, dayIn } from '@prepward/shared/study-plans';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { MY_EXAM } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';

const EXAM = MY_EXAM;

const PLAN: TStudyPlan = {
  examId: EXAM.id,
  examName: EXAM.name,
  examDate: '2027-03-17',
  studyDays: [1, 3, 5],
  timeZone: 'Europe/London',
  reminders: true,
  reminderHour: 18,
  today: {
    date: '2027-03-03',
    daysToExam: 14,
    studyDaysLeft: 6,
    studyDay: true,
    nextStudyDate: '2027-03-05',
    questions: { toDo: 30, target: 5, done: 3 },
    cards: { target: 2, done: 1 },
  },
};

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const today = dayIn(timeZone, new Date());

async function openDashboard(plans: TStudyPlan[] | 'fail', handlers = {}) {
  const api = stubApi({
    'GET /user/test': ok({ tests: [], pagination: { total: 0, perPage: 20, currentPage: 1 } }),
    'GET /user/review-counts': ok({ exams: [] }),
    'GET /user/my-exams': ok({ exams: [EXAM] }),
    'GET /user/study-plans':
      plans === 'fail' ? fail(500, 'An unexpected error occurred', 'Server') : ok({ plans }),
    ...handlers,
  });
  signInAs('user');
  const view = renderRoute('/user');
  const card = await screen.findByRole('region', { name: 'Study plan' });
  return { ...view, api, card };
}

describe('study plan card', { timeout: 20_000 }, () => {
  it('on a study day shows the countdown, the targets with progress, and where to start', async () => {
    const { card } = await openDashboard([PLAN]);
    const plan = await within(card).findByRole('article', { name: `Study plan: ${EXAM.name}` });
    expect(within(plan).getByText('Exam in 14 days')).toBeInTheDocument();
    expect(within(plan).getByText('Questions: 3 of 5')).toBeInTheDocument();
    expect(within(plan).getByText('Cards: 1 of 2')).toBeInTheDocument();
    expect(
      within(plan).getByRole('progressbar', { name: 'Questions today: 3 of 5' }),
    ).toHaveAttribute('aria-valuenow', '60');
    expect(within(plan).getByRole('progressbar', { name: 'Cards today: 1 of 2' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(
      within(plan).getByText(/The question target shares what you have not yet answered right/),
    ).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Review cards' })).toHaveAttribute(
      'href',
      `/user/flashcards?review=1&examId=${EXAM.id}`,
    );
  });

  it('starts practice on the plan’s exam from the card', async () => {
    const { card, user } = await openDashboard([PLAN], {
      [`GET /user/exam/${EXAM.id}`]: fail(500, 'An unexpected error occurred', 'Server'),
      [`GET /user/test/${EXAM.id}/count`]: ok({ count: 30 }),
    });
    await user.click(await within(card).findByRole('button', { name: 'Start practice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start subject-based test' });
    expect(within(dialog).getByRole('combobox', { name: 'Exam' })).toHaveValue(EXAM.name);
  });

  it('on another day says it is a rest day and names the next study day', async () => {
    const rest = {
      ...PLAN,
      today: {
        ...PLAN.today,
        date: '2027-03-04',
        daysToExam: 1,
        studyDay: false,
        nextStudyDate: '2027-03-10',
        questions: { toDo: 28, target: 0, done: 0 },
      },
    };
    const { card } = await openDashboard([rest]);
    expect(
      await within(card).findByText('Rest day — next study day Wednesday'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Exam tomorrow')).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says when the plans cannot be loaded, and tries again', async () => {
    const { card, api, user } = await openDashboard('fail');
    expect(await within(card).findByText('Could not load your study plan')).toBeInTheDocument();
    const asked = api.calls('GET /user/study-plans').length;
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.calls('GET /user/study-plans').length).toBe(asked + 1));
  });

  it('sets up a plan in the dialog: checks it first, then sends the browser’s time zone and the days in order', async () => {
    const { card, user, api } = await openDashboard([], {
      'PUT /user/exam/55555555-5555-4555-8555-555555555555/study-plan': ok({
        message: 'Study plan saved',
        plan: PLAN,
      }),
    });
    expect(await within(card).findByText(/Choose your exam date/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Set up a study plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up a study plan' });
    expect(within(dialog).getByLabelText('Exam')).toHaveValue(EXAM.id);

    // Every weekday off: refused before sending; a date before today too.
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await user.click(within(dialog).getByRole('checkbox', { name: day }));
    }
    fireEvent.change(within(dialog).getByLabelText(/Exam date/), {
      target: { value: addDays(today, -1) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await within(dialog).findByText('Choose at least one study day')).toBeInTheDocument();
    expect(within(dialog).getByText('The exam date cannot be before today')).toBeInTheDocument();
    expect(api.calls(`PUT /user/exam/${EXAM.id}/study-plan`)).toHaveLength(0);

    const examDate = addDays(today, 40);
    fireEvent.change(within(dialog).getByLabelText(/Exam date/), { target: { value: examDate } });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(within(dialog).getByRole('switch', { name: /Email me a reminder/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(api.calls(`PUT /user/exam/${EXAM.id}/study-plan`)).toHaveLength(1));
    expect(api.calls(`PUT /user/exam/${EXAM.id}/study-plan`)[0]!.body).toEqual({
      examDate,
      studyDays: [2, 6],
      timeZone,
      reminders: false,
      reminderHour: 18,
    });
    expect(await screen.findByText('Study plan saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a plan with its values, and removes it', async () => {
    const { card, user, api } = await openDashboard([PLAN], {
      'DELETE /user/exam/55555555-5555-4555-8555-555555555555/study-plan': ok({
        message: 'Study plan removed',
      }),
    });
    await user.click(
      await within(card).findByRole('button', { name: `Edit study plan: ${EXAM.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit study plan' });
    expect(within(dialog).getByLabelText(/Exam date/)).toHaveValue('2027-03-17');
    expect(within(dialog).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Tuesday' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: /Email me a reminder/ })).toBeChecked();
    expect(within(dialog).getByLabelText(/Reminder time/)).toHaveValue('18');
    await user.click(within(dialog).getByRole('button', { name: 'Remove plan' }));
    await waitFor(() =>
      expect(api.calls(`DELETE /user/exam/${EXAM.id}/study-plan`)).toHaveLength(1),
    );
    expect(await screen.findByText('Study plan removed')).toBeInTheDocument();
  });
});

describe('study reminders-off page', { timeout: 20_000 }, () => {
  it('turns the reminders off with the link’s token, without signing in', async () => {
    const api = stubApi({
      'POST /study-plans/reminders-off': ok({
        message: 'Study reminders are off',
        examName: EXAM.name,
      }),
    });
    renderRoute('/study-plan/reminders-off?token=abc.def');
    expect(
      await screen.findByText(/Study reminders are off: you will get no more reminder mails/),
    ).toBeInTheDocument();
    const calls = api.calls('POST /study-plans/reminders-off');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get('token')).toBe('abc.def');
    expect(calls[0]!.headers.get('authorization')).toBeNull();
  });

  it('says so when the link is not valid', async () => {
    stubApi({
      'POST /study-plans/reminders-off': fail(400, 'This link is not valid.', 'Bad Request'),
    });
    renderRoute('/study-plan/reminders-off?token=nonsense');
    expect(await screen.findByText('Reminders are still on')).toBeInTheDocument();
    expect(screen.getByText('This link is not valid.')).toBeInTheDocument();
  });
});
