import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { saveSession } from '../../../lib/storage';
import { MY_EXAM } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';
import type { TExamDetail } from '@prepward/shared/schemas/commerce';

const EXAM = MY_EXAM;
const OTHER = { id: '66666666-6666-4666-8666-666666666666', name: 'Pharmacist Practice' };

const DETAIL: TExamDetail = {
  ...EXAM,
  questionCount: 48,
  courses: [
    {
      id: '77777777-7777-4777-8777-777777777771',
      name: 'Safe Care',
      subjects: [
        { id: '88888888-8888-4888-8888-888888888881', name: 'Prioritization', questionCount: 8 },
        { id: '88888888-8888-4888-8888-888888888882', name: 'Infection Control', questionCount: 8 },
      ],
    },
    {
      id: '77777777-7777-4777-8777-777777777772',
      name: 'Pharmacology',
      subjects: [
        { id: '88888888-8888-4888-8888-888888888883', name: 'Antibiotics', questionCount: 6 },
      ],
    },
  ],
  access: { active: true, endsAt: EXAM.accessEndsAt },
  freeTrial: { available: false, testId: null, ended: false },
};

const NO_TESTS = ok({ tests: [], pagination: { total: 0, perPage: 20, currentPage: 1 } });

async function openDashboard(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    'GET /user/test': NO_TESTS,
    'GET /user/review-counts': ok({ exams: [] }),
    ...handlers,
  });
  signInAs('user');
  const view = renderRoute('/user');
  await screen.findByRole('heading', { level: 1, name: /Welcome back/ });
  return { ...view, api };
}

describe('student dashboard', { timeout: 20_000 }, () => {
  it("welcomes a new account, and says 'Welcome back' to one that signed in before", async () => {
    stubApi({ 'GET /user/test': NO_TESTS, 'GET /user/my-exams': ok({ exams: [] }) });
    saveSession('user', 'user-token', { firstName: 'Ama', firstSignIn: true });
    const { unmount } = renderRoute('/user');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ama' }),
    ).toBeInTheDocument();
    unmount();
    saveSession('user', 'user-token', { firstName: 'Ama', firstSignIn: false });
    renderRoute('/user');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ama' }),
    ).toBeInTheDocument();
  });

  it('shows the two cards with a Start per owned exam, and tests to resume', async () => {
    await openDashboard({
      'GET /user/my-exams': ok({
        exams: [EXAM, { ...EXAM, id: OTHER.id, name: 'Old exam', active: false }],
      }),
      'GET /user/test': ok({
        tests: [
          {
            testId: '99999999-9999-4999-8999-999999999999',
            examId: EXAM.id,
            examName: EXAM.name,
            type: 'practice',
            mode: 'all',
            status: 'paused',
            questionCount: 30,
            answeredCount: 12,
            correctCount: 9,
            timed: true,
            endTime: null,
            remainingSeconds: 540,
            startedAt: '2026-01-01T00:00:00.000Z',
            endedAt: null,
          },
        ],
        pagination: { total: 1, perPage: 20, currentPage: 1 },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Test by Subject' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mock Exam' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Start Test by Subject: ${EXAM.name}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Start Mock Exam: ${EXAM.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Progress on ${EXAM.name}` })).toHaveAttribute(
      'href',
      `/user/my-exams/${EXAM.id}/progress`,
    );
    // Expired access offers no Start.
    expect(screen.queryByRole('button', { name: /Old exam/ })).not.toBeInTheDocument();
    expect(screen.getByText('40 questions · 60 minutes')).toBeInTheDocument();

    const resume = await screen.findByRole('link', { name: `Resume Practice test: ${EXAM.name}` });
    expect(resume).toHaveAttribute(
      'href',
      `/user/my-exams/${EXAM.id}/exam?testId=99999999-9999-4999-8999-999999999999`,
    );
    expect(screen.getByText(/12 of 30 answered · 09:00 left/)).toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });

  it('starts a subject-based test with the defaults and a live count of matching questions', async () => {
    const { user, api, router } = await openDashboard({
      'GET /user/my-exams': ok({ exams: [EXAM] }),
      [`GET /user/exam/${EXAM.id}`]: ok({ exam: DETAIL }),
      [`GET /user/test/${EXAM.id}/count`]: ({ query }) =>
        ok({
          count:
            query.getAll('subjectIds').length > 0
              ? 8
              : query.get('questionMode') === 'tagged'
                ? 0
                : 48,
        }),
      [`POST /user/test/${EXAM.id}`]: ok({
        message: 'Exam Started Successfully',
        testId: '99999999-9999-4999-8999-999999999999',
        endTime: '2030-01-01T00:20:00.000Z',
        questionCount: 8,
      }),
    });
    await user.click(
      await screen.findByRole('button', { name: `Start Test by Subject: ${EXAM.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Start subject-based test' });
    expect(within(dialog).getByRole('textbox', { name: 'Number of questions' })).toHaveValue('30');
    expect(within(dialog).getByRole('textbox', { name: 'Minutes' })).toHaveValue('20');
    expect(within(dialog).getByRole('switch', { name: /Timed/ })).toBeChecked();
    expect(
      await within(dialog).findByText('48 questions match: your test will have 30.'),
    ).toBeInTheDocument();

    // A mode nobody has questions for says so and cannot start.
    await user.click(within(dialog).getByRole('combobox', { name: 'Question mode' }));
    await user.click(await screen.findByRole('option', { name: 'Tagged' }));
    expect(await within(dialog).findByText(/No questions match these choices/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start test' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Question mode' }));
    await user.click(await screen.findByRole('option', { name: 'All questions' }));

    await user.click(within(dialog).getByRole('combobox', { name: 'Subjects' }));
    await user.click(await screen.findByRole('option', { name: 'Prioritization' }));
    expect(
      await within(dialog).findByText('8 questions match: your test will have 8.'),
    ).toBeInTheDocument();
    const countCall = api.calls(`GET /user/test/${EXAM.id}/count`).at(-1)!;
    expect(countCall.query.getAll('subjectIds')).toEqual([DETAIL.courses[0]!.subjects[0]!.id]);

    await user.click(within(dialog).getByRole('button', { name: 'Start test' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/user/my-exams/${EXAM.id}/exam`),
    );
    expect(new URLSearchParams(router.state.location.search).get('testId')).toBe(
      '99999999-9999-4999-8999-999999999999',
    );
    expect(new URLSearchParams(router.state.location.search).get('endTime')).toBe(
      '2030-01-01T00:20:00.000Z',
    );
    expect(api.calls(`POST /user/test/${EXAM.id}`)[0]!.body).toEqual({
      type: 'practice',
      questions: 30,
      questionMode: 'all',
      courseIds: [],
      subjectIds: [DETAIL.courses[0]!.subjects[0]!.id],
      timed: true,
      minutes: 20,
    });
    expect(await screen.findByText('Exam Started Successfully')).toBeInTheDocument();
  });

  it('aims a test at the weakest subjects and chosen difficulties, counting with them', async () => {
    const { user, api } = await openDashboard({
      'GET /user/my-exams': ok({ exams: [EXAM] }),
      [`GET /user/exam/${EXAM.id}`]: ok({ exam: DETAIL }),
      [`GET /user/test/${EXAM.id}/count`]: ({ query }) =>
        ok({ count: [48, 20, 12][query.getAll('difficulties').length] ?? 0 }),
      [`POST /user/test/${EXAM.id}`]: ok({
        message: 'Exam Started Successfully',
        testId: '99999999-9999-4999-8999-999999999999',
        endTime: null,
        questionCount: 12,
      }),
    });
    await user.click(
      await screen.findByRole('button', { name: `Start Test by Subject: ${EXAM.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Start subject-based test' });
    expect(
      await within(dialog).findByText('48 questions match: your test will have 30.'),
    ).toBeInTheDocument();

    const focus = within(dialog).getByRole('radiogroup', { name: 'Focus' });
    expect(focus).toHaveAccessibleDescription(/A subject counts as 50% until you have answered 5/);
    expect(within(focus).getByRole('radio', { name: 'Any' })).toBeChecked();
    // By keyboard: the arrow moves the choice.
    within(focus).getByRole('radio', { name: 'Any' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(focus).getByRole('radio', { name: 'Weakest subjects first' })).toBeChecked();

    const difficulty = within(dialog).getByRole('group', { name: 'Difficulty' });
    expect(difficulty).toHaveAccessibleDescription(/hard under 50% right, easy over 80%/);
    await user.click(within(difficulty).getByRole('checkbox', { name: 'Hard' }));
    expect(
      await within(dialog).findByText('20 questions match: your test will have 20.'),
    ).toBeInTheDocument();
    within(difficulty).getByRole('checkbox', { name: 'Medium' }).focus();
    await user.keyboard(' ');
    expect(within(difficulty).getByRole('checkbox', { name: 'Medium' })).toBeChecked();
    expect(
      await within(dialog).findByText('12 questions match: your test will have 12.'),
    ).toBeInTheDocument();
    const countCall = api.calls(`GET /user/test/${EXAM.id}/count`).at(-1)!;
    expect(countCall.query.getAll('difficulties')).toEqual(['hard', 'medium']);
    expect(countCall.query.has('focus')).toBe(false);

    await user.click(within(dialog).getByRole('switch', { name: /Timed/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Start test' }));
    await waitFor(() => expect(api.calls(`POST /user/test/${EXAM.id}`)).toHaveLength(1));
    expect(api.calls(`POST /user/test/${EXAM.id}`)[0]!.body).toEqual({
      type: 'practice',
      questions: 30,
      questionMode: 'all',
      courseIds: [],
      subjectIds: [],
      focus: 'weakest',
      difficulties: ['hard', 'medium'],
      timed: false,
    });
  });

  it('reviews the incorrect or tagged questions of each exam with one click', async () => {
    const { user, api, router } = await openDashboard({
      'GET /user/my-exams': ok({ exams: [EXAM, { ...EXAM, id: OTHER.id, name: OTHER.name }] }),
      'GET /user/review-counts': ok({
        exams: [
          { examId: EXAM.id, examName: EXAM.name, incorrect: 7, tagged: 0 },
          { examId: OTHER.id, examName: OTHER.name, incorrect: 0, tagged: 0 },
        ],
      }),
      [`POST /user/test/${EXAM.id}`]: ok({
        message: 'Exam Started Successfully',
        testId: '99999999-9999-4999-8999-999999999999',
        endTime: null,
        questionCount: 7,
      }),
    });
    const card = await screen.findByRole('region', { name: 'Review your mistakes' });
    // Nothing to review in the other exam: it is not listed.
    expect(within(card).queryByText(OTHER.name)).not.toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: `Review 0 tagged questions: ${EXAM.name}` }),
    ).toBeDisabled();
    await user.click(
      within(card).getByRole('button', { name: `Review 7 incorrect questions: ${EXAM.name}` }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/user/my-exams/${EXAM.id}/exam`),
    );
    expect(api.calls(`POST /user/test/${EXAM.id}`)[0]!.body).toEqual({
      type: 'practice',
      questionMode: 'incorrect',
      questions: 7,
      timed: false,
    });
  });

  it('shows no review card while there is nothing to review', async () => {
    await openDashboard({ 'GET /user/my-exams': ok({ exams: [EXAM] }) });
    expect(await screen.findByRole('heading', { name: 'Test by Subject' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Review your mistakes' })).not.toBeInTheDocument();
  });

  it('starts a mock exam with the exam’s count and time', async () => {
    const { user, api, router } = await openDashboard({
      'GET /user/my-exams': ok({ exams: [EXAM] }),
      [`POST /user/test/${EXAM.id}`]: ok({
        message: 'Exam Started Successfully',
        testId: '99999999-9999-4999-8999-999999999999',
        endTime: '2030-01-01T01:00:00.000Z',
        questionCount: 40,
      }),
    });
    await user.click(await screen.findByRole('button', { name: `Start Mock Exam: ${EXAM.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Start mock exam' });
    expect(within(dialog).getByText('40 questions from across the exam')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Each subject in proportion to its share of the exam'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('60 minutes; the clock cannot be paused')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start mock exam' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/user/my-exams/${EXAM.id}/exam`),
    );
    expect(api.calls(`POST /user/test/${EXAM.id}`)[0]!.body).toEqual({ type: 'mock' });
  });

  it('without exams points to All Exams and the free trial, which starts on an exam not owned', async () => {
    const { user, api, router } = await openDashboard({
      'GET /user/my-exams': ok({ exams: [] }),
      'GET /user/exam': ok({
        exams: [OTHER, { id: EXAM.id, name: EXAM.name }],
        pagination: { total: 2, perPage: 100, currentPage: 1 },
      }),
      [`GET /user/exam/${OTHER.id}`]: ok({
        exam: { ...OTHER, access: { active: false }, freeTrial: { testId: null } },
      }),
      [`POST /user/test/${OTHER.id}`]: ok({
        message: 'Exam Started Successfully',
        testId: '99999999-9999-4999-8999-999999999999',
        endTime: null,
        questionCount: 20,
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'You have no exams yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Exams' })).toHaveAttribute(
      'href',
      '/user/home',
    );
    await user.click(screen.getByRole('button', { name: 'Try a free trial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free trial' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Exam' }));
    await user.click(await screen.findByRole('option', { name: OTHER.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Start free trial' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/user/my-exams/${OTHER.id}/exam`),
    );
    expect(router.state.location.search).toBe('?testId=99999999-9999-4999-8999-999999999999');
    expect(api.calls(`POST /user/test/${OTHER.id}`)[0]!.body).toEqual({ type: 'free-trial' });
  });

  it('says so when the exams cannot be loaded', async () => {
    await openDashboard({
      'GET /user/my-exams': fail(
        500,
        'Something went wrong on our side. Please try again.',
        'Internal Server Error',
      ),
    });
    expect(await screen.findByText('Could not load your exams')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
