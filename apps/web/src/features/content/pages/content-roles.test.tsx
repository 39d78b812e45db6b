// What each administrator sees of content: only the admin role adds, edits and deletes
// questions, uploads them in bulk and selects them for bulk actions; examiners keep exams,
// courses and subjects; an administrator limited to some exams neither adds nor deletes
// exams. Hidden, not refused after the click.
import type { TAdminExam, TAdminQuestion, TAdminSubject } from '@prepward/shared/schemas/content';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { ADMIN } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';
import { examPath, EXAMS_PATH, newQuestionPath, subjectQuestionsPath } from '../lib/paths';

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
const SUBJECT: TAdminSubject = {
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  examId: EXAM.id,
  examName: EXAM.name,
  courseId: '7d1f0a6b-3c2e-4b5a-9c8d-1e2f3a4b5c6d',
  courseName: 'Pharmacology',
  name: 'Analgesics',
  createdAt: EXAM.createdAt,
  questionCount: 1,
};
const QUESTION: TAdminQuestion = {
  id: '3c2b1a0f-9e8d-4c7b-8a5f-4e3d2c1b0a9f',
  examId: EXAM.id,
  examName: EXAM.name,
  courseId: SUBJECT.courseId,
  courseName: SUBJECT.courseName,
  subjectId: SUBJECT.id,
  subjectName: SUBJECT.name,
  type: 'single_choice',
  question: '<p>Which drug is an opioid?</p>',
  explanation: '',
  answer: null,
  acceptedAnswers: [],
  options: [
    {
      id: 'a0000000-0000-4000-8000-000000000001',
      value: 'Morphine',
      answer: true,
      selected: 0,
      part: 0,
    },
    {
      id: 'a0000000-0000-4000-8000-000000000002',
      value: 'Aspirin',
      answer: false,
      selected: 0,
      part: 0,
    },
  ],
  scoring: 'all_or_nothing',
  layout: {},
  maxPoints: 1,
  status: 'published',
  tags: [],
  category: null,
  difficulty: null,
  authorId: null,
  authorName: null,
  lineageId: '3c2b1a0f-9e8d-4c7b-8a5f-4e3d2c1b0a9f',
  reviewComment: null,
  caseStudy: null,
  createdAt: EXAM.createdAt,
  updatedAt: EXAM.createdAt,
};
const one = (key: string, item: object) =>
  ok({ [key]: [item], pagination: { total: 1, perPage: 10, currentPage: 1 } });

function open(path: string, roles: string[], examAccess: string[] = []) {
  stubApi({
    'GET /admin/onboarding/me': ok({ admin: { ...ADMIN, roles, examAccess } }),
    'GET /admin/exam': one('exams', EXAM),
    [`GET /admin/exam/${EXAM.id}`]: ok({
      exam: { ...EXAM, courseCount: 1, subjectCount: 1, questionCount: 1, activeSubscriptions: 0 },
    }),
    [`GET /admin/exam/subject/${SUBJECT.id}`]: ok({ subject: SUBJECT }),
    [`GET /admin/exam/subject/${SUBJECT.id}/question`]: one('questions', QUESTION),
    'GET /admin/question/facets': ok({ tags: [], categories: [], authors: [] }),
  });
  signInAs('admin');
  return renderRoute(path);
}

describe('content by role', { timeout: 20_000 }, () => {
  it('shows an examiner limited to some exams no Add New and no Delete exam, yet Edit', async () => {
    const { user, unmount } = open(EXAMS_PATH, ['examiner'], [EXAM.id]);
    await user.click(await screen.findByRole('button', { name: `Menu for ${EXAM.name}` }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Add New' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    unmount();

    open(examPath(EXAM.id), ['examiner'], [EXAM.id]);
    expect(await screen.findByRole('button', { name: 'Edit exam' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete exam' })).toBeNull();
  });

  it('shows an examiner of every exam Add New and Delete exam', async () => {
    const { unmount } = open(EXAMS_PATH, ['examiner']);
    expect(await screen.findByRole('button', { name: 'Add New' })).toBeInTheDocument();
    unmount();
    open(examPath(EXAM.id), ['examiner']);
    expect(await screen.findByRole('button', { name: 'Delete exam' })).toBeInTheDocument();
  });

  it('shows an examiner the questions without add, edit, delete or bulk upload', async () => {
    const { unmount } = open(subjectQuestionsPath(EXAM.id, SUBJECT.id), ['examiner']);
    expect(await screen.findByRole('button', { name: 'Preview question 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add question' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit question 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete question 1' })).toBeNull();
    // Nor a selection for bulk actions; the filters are for every reader.
    expect(screen.queryByRole('checkbox', { name: 'Select question 1' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    unmount();

    // A typed-in address of the editor: no form, no correct-answer select, no bulk upload.
    open(newQuestionPath(EXAM.id, SUBJECT.id), ['examiner']);
    expect(
      await screen.findByText('Only the admin role adds and changes questions.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bulk Upload Questions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('shows the admin role every question button and Bulk Upload Questions', async () => {
    const { unmount } = open(subjectQuestionsPath(EXAM.id, SUBJECT.id), ['admin']);
    expect(await screen.findByRole('link', { name: 'Edit question 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete question 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add question' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select question 1' })).toBeInTheDocument();
    unmount();

    open(newQuestionPath(EXAM.id, SUBJECT.id), ['admin']);
    expect(
      await screen.findByRole('heading', { name: 'Bulk Upload Questions' }),
    ).toBeInTheDocument();
  });
});
