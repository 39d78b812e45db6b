// The question editor of a draft sent back by a reviewer: the comment comes first, and the
// question's status, difficulty, category and tags fill their fields.
import type { TAdminSubject } from '@prepward/shared/schemas/content';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { ADMIN } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';
import { editQuestionPath } from '../lib/paths';
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
  examName: 'Pharmacy Board Review',
  courseId: COURSE_ID,
  courseName: 'Pharmacology',
  name: 'Analgesics',
  createdAt: '2026-03-03T10:00:00.000Z',
  questionCount: 1,
};
const SENT_BACK = adminQuestion({
  status: 'draft',
  difficulty: 'medium',
  category: 'Pharmacological and Parenteral Therapies',
  tags: ['Opioids'],
  reviewComment: 'Option C is also correct.',
});

describe('question editor', { timeout: 30_000 }, () => {
  it('shows the reviewer’s comment on a sent-back draft, and its metadata in the fields', async () => {
    stubApi({
      'GET /admin/onboarding/me': ok({ admin: ADMIN }),
      [`GET /admin/exam/subject/${SUBJECT_ID}`]: ok({ subject: SUBJECT }),
      [`GET /admin/question/${SENT_BACK.id}`]: ok({ question: SENT_BACK }),
      'GET /admin/question/facets': ok(NO_FACETS),
    });
    signInAs('admin');
    renderRoute(editQuestionPath(EXAM_ID, SUBJECT_ID, SENT_BACK.id));
    expect(await screen.findByText('Sent back by the reviewer')).toBeInTheDocument();
    expect(screen.getByText('Option C is also correct.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Draft');
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('Medium');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue(
      'Pharmacological and Parenteral Therapies',
    );
    expect(screen.getByText('Opioids')).toBeInTheDocument();
  });
});
