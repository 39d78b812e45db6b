// The question editor's case study fields: which case and step the question is, what the form
// sends for them, and the server's refusal of a step shown at the step.
import type { TAdminCaseStudy } from '@prepward/shared/schemas/case-studies';
import type { TAdminQuestion, TAdminSubject } from '@prepward/shared/schemas/content';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi, type StubReply } from '../../../test/api-stub';
import { ADMIN } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';
import { editQuestionPath, newQuestionPath } from '../lib/paths';
import {
  adminQuestion,
  COURSE_ID,
  EXAM_ID,
  NO_FACETS,
  SUBJECT_ID,
} from '../testing/question-fixtures';

// The tiptap editor needs a real browser; a textarea with the same contract stands in for it.
vi.mock('../components/rich-text-field', () => import('../testing/rich-text-field-stub'));

const SUBJECT: TAdminSubject = {
  id: SUBJECT_ID,
  examId: EXAM_ID,
  examName: 'NCLEX-RN Review',
  courseId: COURSE_ID,
  courseName: 'Medical-surgical nursing',
  name: 'Cardiovascular',
  createdAt: '2026-03-03T10:00:00.000Z',
  questionCount: 2,
};
const caseStudy = (id: number, title: string, steps: number[]): TAdminCaseStudy => ({
  id: `c0000000-0000-4000-8000-00000000000${id}`,
  examId: EXAM_ID,
  title,
  scenario: `<p>${title}</p>`,
  questions: steps.map((step) => ({
    id: `3c2b1a0f-9e8d-4c7b-8a5f-1000000000${id}${step}`,
    step,
    type: 'single_choice',
    question: `<p>Step ${step}</p>`,
    status: 'published',
    subjectName: SUBJECT.name,
  })),
  createdAt: SUBJECT.createdAt,
  updatedAt: SUBJECT.createdAt,
});
const CHEST_PAIN = caseStudy(1, 'Chest pain in the emergency department', [1, 3]);
const SEPSIS = caseStudy(2, 'Sepsis on the ward', []);

function openEditor(
  path: string,
  question: TAdminQuestion | null,
  save: StubReply = ok({ message: 'Question updated successfully' }),
) {
  const api = stubApi({
    'GET /admin/onboarding/me': ok({ admin: ADMIN }),
    [`GET /admin/exam/subject/${SUBJECT_ID}`]: ok({ subject: SUBJECT }),
    'GET /admin/question/facets': ok(NO_FACETS),
    [`GET /admin/exam/${EXAM_ID}/case-study`]: ok({ caseStudies: [CHEST_PAIN, SEPSIS] }),
    ...(question
      ? {
          [`GET /admin/question/${question.id}`]: ok({ question }),
          [`PATCH /admin/question/${question.id}`]: save,
        }
      : { [`POST /admin/exam/subject/${SUBJECT_ID}/question`]: save }),
  });
  signInAs('admin');
  return { ...renderRoute(path), api };
}

const editPath = (question: TAdminQuestion) => editQuestionPath(EXAM_ID, SUBJECT_ID, question.id);

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const save = async (user: UserEvent) =>
  user.click(await screen.findByRole('button', { name: 'Save changes' }));

describe('question editor: case study', { timeout: 30_000 }, () => {
  it('sends nothing of a case for a question that stands alone and stays so', async () => {
    const question = adminQuestion();
    const { user, api } = openEditor(editPath(question), question);
    expect(await screen.findByRole('combobox', { name: 'Case study' })).toHaveValue('None');
    expect(screen.queryByRole('combobox', { name: /^Step/ })).toBeNull();
    await save(user);
    expect(await screen.findByText('Question updated successfully')).toBeInTheDocument();
    const body = api.calls(`PATCH /admin/question/${question.id}`)[0]?.body as object;
    expect(body).not.toHaveProperty('caseStudyId');
    expect(body).not.toHaveProperty('caseStep');
  });

  it("makes a question a case's step, the steps other questions hold unavailable", async () => {
    const question = adminQuestion();
    const { user, api } = openEditor(editPath(question), question);
    await choose(user, 'Case study', CHEST_PAIN.title);
    // A case chosen asks for its step.
    await save(user);
    expect(await screen.findByText('Choose the step of the case')).toBeVisible();
    expect(api.calls(`PATCH /admin/question/${question.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /^Step/ }));
    expect(await screen.findByRole('option', { name: 'Step 1 (has a question)' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Step 2' }));
    await save(user);
    expect(await screen.findByText('Question updated successfully')).toBeInTheDocument();
    expect(api.calls(`PATCH /admin/question/${question.id}`)[0]?.body).toMatchObject({
      caseStudyId: CHEST_PAIN.id,
      caseStep: 2,
    });
  });

  it('takes a question out of its case with None: both sent as null', async () => {
    // The case lists it as its step 3.
    const question = adminQuestion({
      id: CHEST_PAIN.questions[1]!.id,
      caseStudy: { id: CHEST_PAIN.id, title: CHEST_PAIN.title, step: 3 },
    });
    const { user, api } = openEditor(editPath(question), question);
    expect(await screen.findByRole('combobox', { name: 'Case study' })).toHaveValue(
      CHEST_PAIN.title,
    );
    // Its own step is not another question's.
    expect(screen.getByRole('combobox', { name: /^Step/ })).toHaveValue('Step 3');
    await choose(user, 'Case study', 'None');
    expect(screen.queryByRole('combobox', { name: /^Step/ })).toBeNull();
    await save(user);
    expect(await screen.findByText('Question updated successfully')).toBeInTheDocument();
    expect(api.calls(`PATCH /admin/question/${question.id}`)[0]?.body).toMatchObject({
      caseStudyId: null,
      caseStep: null,
    });
  });

  it("shows the server's refusal of a step at the step", async () => {
    const question = adminQuestion();
    const { user } = openEditor(
      editPath(question),
      question,
      fail(409, 'Step 2 of this case study already has a question.', 'Conflict', [
        { path: 'caseStep', message: 'Step 2 of this case study already has a question.' },
      ]),
    );
    await choose(user, 'Case study', SEPSIS.title);
    await choose(user, 'Step', 'Step 2');
    await save(user);
    const step = screen.getByRole('combobox', { name: /^Step/ });
    const field = step.closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(
      await within(field).findByText('Step 2 of this case study already has a question.'),
    ).toBeVisible();
    expect(step).toHaveAttribute('aria-invalid', 'true');
  });

  it('starts a new question as the case and step the address gives', async () => {
    const { user, api } = openEditor(
      newQuestionPath(EXAM_ID, SUBJECT_ID, { caseStudyId: CHEST_PAIN.id, step: 2 }),
      null,
      ok({ message: 'Question added successfully' }),
    );
    expect(await screen.findByRole('combobox', { name: 'Case study' })).toHaveValue(
      CHEST_PAIN.title,
    );
    expect(screen.getByRole('combobox', { name: /^Step/ })).toHaveValue('Step 2');
    await user.click(screen.getByRole('textbox', { name: /^Question/ }));
    await user.paste('<p>Which finding needs follow-up first?</p>');
    for (const [index, value] of ['Pain', 'Blood pressure'].entries()) {
      await user.click(screen.getByRole('textbox', { name: `Option ${'ab'[index]}` }));
      await user.paste(value);
    }
    // Options c and d go: d is c once c has gone.
    for (let removed = 0; removed < 2; removed += 1) {
      await user.click(screen.getByRole('button', { name: 'Remove option c' }));
    }
    await choose(user, 'Correct answer', 'a. Pain');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Question added successfully')).toBeInTheDocument();
    expect(api.calls(`POST /admin/exam/subject/${SUBJECT_ID}/question`)[0]?.body).toMatchObject({
      question: '<p>Which finding needs follow-up first?</p>',
      caseStudyId: CHEST_PAIN.id,
      caseStep: 2,
    });
    // The next question starts alone: the step just written is taken.
    expect(screen.getByRole('combobox', { name: 'Case study' })).toHaveValue('None');
  });
});
