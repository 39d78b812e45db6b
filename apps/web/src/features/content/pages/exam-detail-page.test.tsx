import { MESSAGES } from '@prepward/shared/messages';
import type {
  TAdminCourse,
  TAdminExamDetail,
  TAdminSubject,
} from '@prepward/shared/schemas/content';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { ADMIN } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';

const EXAM: TAdminExamDetail = {
  id: '5b0c3c2e-8a4f-4d8e-9a0b-2f7e6d5c4b3a',
  name: 'Pharmacy Board Review',
  description: 'Board practice',
  subscriptionAmount: 19.99,
  mockQuestions: 40,
  mockTestTime: 60,
  passMark: 65,
  imageUrl: null,
  createdAt: '2026-03-03T10:00:00.000Z',
  updatedAt: '2026-03-03T10:00:00.000Z',
  courseCount: 1,
  subjectCount: 1,
  questionCount: 12,
  activeSubscriptions: 0,
};
const COURSE: TAdminCourse = {
  id: '7d1f0a6b-3c2e-4b5a-9c8d-1e2f3a4b5c6d',
  examId: EXAM.id,
  name: 'Pharmacology',
  createdAt: EXAM.createdAt,
  subjectCount: 1,
  questionCount: 12,
};
const SUBJECT: TAdminSubject = {
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  examId: EXAM.id,
  examName: EXAM.name,
  courseId: COURSE.id,
  courseName: COURSE.name,
  name: 'Analgesics',
  createdAt: EXAM.createdAt,
  questionCount: 12,
};
const page = (key: string, items: object[]) =>
  ok({ [key]: items, pagination: { total: items.length, perPage: 10, currentPage: 1 } });

function openExam(search = '', roles = ['admin']) {
  const api = stubApi({
    'GET /admin/onboarding/me': ok({ admin: { ...ADMIN, roles } }),
    [`GET /admin/exam/${EXAM.id}`]: ok({ exam: EXAM }),
    [`GET /admin/exam/${EXAM.id}/course`]: page('courses', [COURSE]),
    [`GET /admin/exam/${EXAM.id}/subject`]: page('subjects', [SUBJECT]),
    [`DELETE /admin/exam/course/${COURSE.id}`]: ok({
      message: MESSAGES.courseDeleted,
      deletedQuestions: 12,
      retiredQuestions: 0,
    }),
  });
  signInAs('admin');
  return { ...renderRoute(`/admin/dashboard/exams/${EXAM.id}${search}`), api };
}

describe('exam detail page', { timeout: 20_000 }, () => {
  it('shows the info tab and copies the exam id', async () => {
    const { user } = openExam();
    expect(await screen.findByRole('heading', { level: 1, name: EXAM.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Item statistics' })).toHaveAttribute(
      'href',
      `/admin/dashboard/exams/${EXAM.id}/item-statistics`,
    );
    expect(screen.getByRole('link', { name: 'Case studies' })).toHaveAttribute(
      'href',
      `/admin/dashboard/exams/${EXAM.id}/case-studies`,
    );
    // user-event puts a clipboard in place when the page renders; watch that one.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    expect(screen.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Pass mark').nextElementSibling).toHaveTextContent('65%');
    expect(screen.getByText('$19.99/month')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy exam ID' }));
    expect(writeText).toHaveBeenCalledWith(EXAM.id);
    expect(await screen.findByText(MESSAGES.idCopied)).toBeInTheDocument();

    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    await user.click(screen.getByRole('button', { name: 'Copy exam ID' }));
    expect(await screen.findByText(MESSAGES.idCopyFailed)).toBeInTheDocument();
  });

  it('keeps the tab in the URL; tab index 2 is subjects', async () => {
    const { user, router } = openExam('?tab=2');
    expect(await screen.findByRole('tab', { name: 'Subjects (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Analgesics')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'subjects' });
    expect(within(grid).getByRole('link', { name: 'Questions' })).toHaveAttribute(
      'href',
      `/admin/dashboard/exams/${EXAM.id}/view/${SUBJECT.id}/questions`,
    );
    await user.click(screen.getByRole('tab', { name: 'Courses (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=courses'));
    await user.click(await screen.findByRole('button', { name: 'View Subjects' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?tab=subjects&course=${COURSE.id}`),
    );
  });

  it('imports questions straight into the exam, a tab only the admin role has', async () => {
    openExam('?tab=import');
    expect(await screen.findByRole('tab', { name: 'Import questions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Bulk Upload Questions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Possible duplicates' })).toHaveAttribute(
      'href',
      `/admin/dashboard/exams/${EXAM.id}/duplicates`,
    );
  });

  it('shows an examiner the info tab, not the import', async () => {
    openExam('?tab=import', ['examiner']);
    expect(await screen.findByRole('tab', { name: 'Info' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Import questions' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Bulk Upload Questions' })).toBeNull();
  });

  it('asks before deleting a course, saying how many questions go with it', async () => {
    const { user, api } = openExam('?tab=courses');
    await user.click(await screen.findByRole('button', { name: 'Delete course Pharmacology' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete course' });
    expect(dialog).toHaveTextContent('It holds 12 questions, which will be deleted with it.');
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete course and 12 questions' }),
    );
    expect(await screen.findByText(MESSAGES.courseDeleted)).toBeInTheDocument();
    expect(api.calls(`DELETE /admin/exam/course/${COURSE.id}`)[0]?.query.get('confirm')).toBe(
      'true',
    );
  });

  it('requires a course name', async () => {
    const { user, api } = openExam('?tab=courses');
    await user.click(await screen.findByRole('button', { name: 'New Course' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Course' });
    await user.click(within(dialog).getByRole('button', { name: 'Add course' }));
    expect(await within(dialog).findByText('Course name is required')).toBeInTheDocument();
    expect(api.calls('POST /admin/exam/course')).toHaveLength(0);
  });

  it('shows a viewer no write buttons', async () => {
    openExam('?tab=courses', ['viewer']);
    expect(await screen.findByText('Pharmacology')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Course' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete course Pharmacology' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View Subjects' })).toBeInTheDocument();
  });
});
