// Questions as the admin API sends them, for the content pages' tests.
import type { TAdminQuestion } from '@prepward/shared/schemas/content';

export const EXAM_ID = '5b0c3c2e-8a4f-4d8e-9a0b-2f7e6d5c4b3a';
export const SUBJECT_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
export const COURSE_ID = '7d1f0a6b-3c2e-4b5a-9c8d-1e2f3a4b5c6d';

let counter = 0;

/** A published single choice question of the exam's subject, with what `changes` says. */
export function adminQuestion(changes: Partial<TAdminQuestion> = {}): TAdminQuestion {
  counter += 1;
  const id = `3c2b1a0f-9e8d-4c7b-8a5f-${String(counter).padStart(12, '0')}`;
  return {
    id,
    examId: EXAM_ID,
    examName: 'Pharmacy Board Review',
    courseId: COURSE_ID,
    courseName: 'Pharmacology',
    subjectId: SUBJECT_ID,
    subjectName: 'Analgesics',
    type: 'single_choice',
    question: `<p>Question ${counter}: which drug is an opioid?</p>`,
    explanation: '',
    answer: null,
    acceptedAnswers: [],
    options: [
      {
        id: `a0000000-0000-4000-8000-${String(counter).padStart(11, '0')}1`,
        value: 'Morphine',
        answer: true,
        selected: 0,
        part: 0,
      },
      {
        id: `a0000000-0000-4000-8000-${String(counter).padStart(11, '0')}2`,
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
    lineageId: id,
    reviewComment: null,
    caseStudy: null,
    createdAt: '2026-03-03T10:00:00.000Z',
    updatedAt: '2026-03-03T10:00:00.000Z',
    ...changes,
  };
}

/** A page of a question list. */
export const questionPage = (questions: TAdminQuestion[]) => ({
  questions,
  pagination: { total: questions.length, perPage: 10, currentPage: 1 },
});

export const NO_FACETS = { tags: [], categories: [], authors: [] };
