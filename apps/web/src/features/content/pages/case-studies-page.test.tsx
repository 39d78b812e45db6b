// The case studies of an exam: listed with their steps, added with a title and a scenario,
// deleted after a confirmation that says their questions stay in the bank.
import type { TAdminCaseStudy } from '@prepward/shared/schemas/case-studies';
import type { TAdminExamDetail, TAdminSubject } from '@prepward/shared/schemas/content';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { ADMIN } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';
import { caseStudiesPath, questionEditPath } from '../lib/paths';
import { adminQuestion, COURSE_ID, EXAM_ID, SUBJECT_ID } from '../testing/question-fixtures';

// The tiptap editor needs a real browser; a textarea with the same contract stands in for it.
vi.mock('../components/rich-text-field', () => import('../testing/rich-text-field-stub'));

const EXAM: TAdminExamDetail = {
  id: EXAM_ID,
  name: 'NCLEX-RN Review',
  description: '',
  subscriptionAmount: 19.99,
  mockQuestions: 40,
  mockTestTime: 60,
  passMark: null,
  imageUrl: null,
  createdAt: '2026-03-03T10:00:00.000Z',
  updatedAt: '2026-03-03T10:00:00.000Z',
  courseCount: 1,
  subjectCount: 1,
  questionCount: 4,
  activeSubscriptions: 0,
};
const SUBJECT: TAdminSubject = {
  id: SUBJECT_ID,
  examId: EXAM_ID,
  examName: EXAM.name,
  courseId: COURSE_ID,
  courseName: 'Medical-surgical nursing',
  name: 'Cardiovascular',
  createdAt: EXAM.createdAt,
  questionCount: 4,
};

const questionId = (step: number) => `3c2b1a0f-9e8d-4c7b-8a5f-00000000000${step}`;
const CHEST_PAIN: TAdminCaseStudy = {
  id: 'c0000000-0000-4000-8000-000000000001',
  examId: EXAM_ID,
  title: 'Chest pain in the emergency department',
  scenario:
    '<p>A 58-year-old client arrives with <strong>crushing chest pain</strong> radiating to the left arm.</p>',
  // Steps 1, 3, 4 and 6; 2 and 5 are empty.
  questions: [1, 3, 4, 6].map((step) => ({
    id: questionId(step),
    step,
    type: step === 1 ? 'highlight' : 'single_choice',
    question: `<p>Step ${step}: which finding needs follow-up?</p>`,
    status: step === 6 ? 'draft' : 'published',
    subjectName: SUBJECT.name,
  })),
  createdAt: EXAM.createdAt,
  updatedAt: EXAM.createdAt,
};

function openPage(caseStudies: TAdminCaseStudy[], roles = ['admin'], extra = {}) {
  const api = stubApi({
    'GET /admin/onboarding/me': ok({ admin: { ...ADMIN, roles } }),
    [`GET /admin/exam/${EXAM_ID}`]: ok({ exam: EXAM }),
    [`GET /admin/exam/${EXAM_ID}/case-study`]: ok({ caseStudies }),
    [`GET /admin/exam/${EXAM_ID}/subject`]: ok({
      subjects: [SUBJECT],
      pagination: { total: 1, perPage: 100, currentPage: 1 },
    }),
    ...extra,
  });
  signInAs('admin');
  return { ...renderRoute(caseStudiesPath(EXAM_ID)), api };
}

describe('case studies page', { timeout: 30_000 }, () => {
  it('lists each case with its steps filled, its scenario and its six steps', async () => {
    openPage([CHEST_PAIN]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Case studies' })).toBeVisible();
    const card = await screen.findByRole('article', { name: CHEST_PAIN.title });
    expect(within(card).getByText('4 of 6 steps')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'A 58-year-old client arrives with crushing chest pain radiating to the left arm.',
      ),
    ).toBeInTheDocument();
    const steps = within(within(card).getByRole('list', { name: `Steps of ${CHEST_PAIN.title}` }))
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toHaveLength(6);
    expect(steps[0]).toContain('Step 1Step 1: which finding needs follow-up?');
    expect(steps[0]).toContain('Highlight');
    expect(steps[1]).toContain('Step 2Empty');
    expect(steps[5]).toContain('Draft');
    // A step's question opens its edit form; an empty step offers to add one.
    expect(within(card).getByRole('link', { name: 'Edit the question of step 3' })).toHaveAttribute(
      'href',
      `/admin/dashboard/questions/${questionId(3)}/edit`,
    );
    expect(within(card).getByRole('button', { name: 'Add question at step 5' })).toBeEnabled();
    expect(screen.getByRole('link', { name: EXAM.name })).toHaveAttribute(
      'href',
      `/admin/dashboard/exams/${EXAM_ID}`,
    );
  });

  it('says what a case study is when the exam has none, and shows an examiner no write button', async () => {
    openPage([], ['examiner']);
    expect(await screen.findByRole('heading', { name: 'No case studies yet' })).toBeVisible();
    expect(screen.getByText(/A case study follows one client over six questions/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add case study' })).toBeNull();
  });

  it('shows an examiner the steps without edit, delete or add', async () => {
    openPage([CHEST_PAIN], ['examiner']);
    const card = await screen.findByRole('article', { name: CHEST_PAIN.title });
    expect(within(card).queryByRole('button', { name: /Delete case study/ })).toBeNull();
    expect(within(card).queryByRole('link', { name: /Edit the question/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Add question/ })).toBeNull();
  });

  it('says when the case studies could not be loaded, and tries again', async () => {
    let answer = fail(404, 'Exam not found', 'Not Found');
    const { user } = openPage([], ['admin'], {
      [`GET /admin/exam/${EXAM_ID}/case-study`]: () => answer,
    });
    expect(await screen.findByText('Could not load the case studies')).toBeVisible();
    expect(screen.getByText('Exam not found')).toBeVisible();
    answer = ok({ caseStudies: [CHEST_PAIN] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: CHEST_PAIN.title })).toBeVisible();
  });

  it('adds a case study: title and scenario required, then sent with the exam', async () => {
    const created = { ...CHEST_PAIN, id: 'c0000000-0000-4000-8000-000000000002', questions: [] };
    const { user, api } = openPage([], ['admin'], {
      'POST /admin/case-study': {
        status: 201,
        body: { message: 'success', data: { caseStudy: created } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add case study' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add case study' });
    await user.click(within(dialog).getByRole('button', { name: 'Add case study' }));
    expect(await within(dialog).findByText('Title is required')).toBeVisible();
    expect(within(dialog).getByText('Scenario is required')).toBeVisible();
    expect(api.calls('POST /admin/case-study')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Title/ }),
      '  Sepsis on the ward ',
    );
    await user.click(within(dialog).getByRole('textbox', { name: /^Scenario/ }));
    await user.paste('<p>An 80-year-old client is confused and febrile.</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Add case study' }));
    expect(await screen.findByText('Case study added')).toBeInTheDocument();
    expect(api.calls('POST /admin/case-study')[0]?.body).toEqual({
      examId: EXAM_ID,
      title: 'Sepsis on the ward',
      scenario: '<p>An 80-year-old client is confused and febrile.</p>',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add case study' })).toBeNull(),
    );
  });

  it('shows what the server refused under its field', async () => {
    const { user } = openPage([CHEST_PAIN], ['admin'], {
      [`PATCH /admin/case-study/${CHEST_PAIN.id}`]: fail(400, 'Check the title', 'Bad Request', [
        { path: 'title', message: 'The title may have at most 200 characters' },
      ]),
    });
    await user.click(
      await screen.findByRole('button', { name: `Edit case study ${CHEST_PAIN.title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit case study' });
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue(CHEST_PAIN.title);
    expect(within(dialog).getByRole('textbox', { name: /^Scenario/ })).toHaveValue(
      CHEST_PAIN.scenario,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('The title may have at most 200 characters'),
    ).toBeVisible();
  });

  it('asks before deleting a case, saying its questions stay in the bank', async () => {
    const { user, api } = openPage([CHEST_PAIN], ['admin'], {
      [`DELETE /admin/case-study/${CHEST_PAIN.id}`]: ok(),
    });
    await user.click(
      await screen.findByRole('button', { name: `Delete case study ${CHEST_PAIN.title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete case study' });
    expect(dialog).toHaveTextContent(
      'Its 4 questions stay in the bank, standing alone: no longer shown with this scenario, nor given together in tests.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls(`DELETE /admin/case-study/${CHEST_PAIN.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Delete case study ${CHEST_PAIN.title}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete case study' })).getByRole('button', {
        name: 'Delete case study',
      }),
    );
    expect(await screen.findByText('Case study deleted')).toBeInTheDocument();
    expect(api.calls(`DELETE /admin/case-study/${CHEST_PAIN.id}`)).toHaveLength(1);
  });

  it("adds a step's question: the subject first, then the form with the case and step chosen", async () => {
    const { user, router } = openPage([CHEST_PAIN]);
    await user.click(await screen.findByRole('button', { name: 'Add question at step 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add the question of step 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue to the question form' }));
    expect(await within(dialog).findByText('Choose the subject of the question')).toBeVisible();
    await user.click(within(dialog).getByRole('combobox', { name: /^Subject/ }));
    await user.click(await screen.findByRole('option', { name: SUBJECT.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to the question form' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/admin/dashboard/exams/${EXAM_ID}/view/${SUBJECT_ID}/questions/new`,
      ),
    );
    expect(router.state.location.search).toBe(`?case=${CHEST_PAIN.id}&step=2`);
  });
});

describe("a step's question opened by its id", { timeout: 30_000 }, () => {
  it('goes to its edit form under its exam and subject', async () => {
    const question = adminQuestion();
    stubApi({
      'GET /admin/onboarding/me': ok({ admin: ADMIN }),
      [`GET /admin/question/${question.id}`]: ok({ question }),
    });
    signInAs('admin');
    const { router } = renderRoute(questionEditPath(question.id));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/admin/dashboard/exams/${EXAM_ID}/view/${SUBJECT_ID}/questions/${question.id}/edit`,
      ),
    );
  });
});
