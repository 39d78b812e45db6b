// The history of a question: its versions newest first, a page at a time; each opens to what
// changed (words marked in <del> and <ins> with their names for screen readers, options with
// their correct marks); the admin role restores one after confirming; readers only read.
import type { TAdminQuestion, TAdminSubject } from '@prepward/shared/schemas/content';
import type {
  TQuestionHistory,
  TQuestionVersion,
  TRestoreResult,
} from '@prepward/shared/schemas/question-history';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { ADMIN } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';
import { editQuestionPath, questionHistoryPath, subjectQuestionsPath } from '../lib/paths';

const QUESTION_ID = '3c2b1a0f-9e8d-4c7b-8a5f-4e3d2c1b0a9f';
const EXAM_ID = '5b0c3c2e-8a4f-4d8e-9a0b-2f7e6d5c4b3a';
const COURSE_ID = '7d1f0a6b-3c2e-4b5a-9c8d-1e2f3a4b5c6d';
const SUBJECT_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const HISTORY = `GET /admin/question/${QUESTION_ID}/history`;

const SNAPSHOT: TQuestionVersion['snapshot'] = {
  type: 'single_choice',
  question: '<p>Which drug is an opioid?</p>',
  explanation: '<p>Morphine is an opioid.</p>',
  answer: null,
  acceptedAnswers: [],
  options: [
    { value: 'Paracetamol', answer: false, part: 0 },
    { value: 'Morphine', answer: true, part: 0 },
  ],
  scoring: 'all_or_nothing',
  layout: {},
  courseId: COURSE_ID,
  courseName: 'Pharmacology',
  subjectId: SUBJECT_ID,
  subjectName: 'Analgesics',
  status: 'published',
  tags: [],
  category: null,
  difficulty: null,
};

const version = (number: number, values: Partial<TQuestionVersion> = {}): TQuestionVersion => ({
  id: `00000000-0000-4000-8000-00000000000${number}`,
  number,
  action: 'edited',
  label: 'Edited',
  author: { kind: 'administrator', name: 'Ada Admin', formerName: null },
  createdAt: `2027-03-1${number}T14:05:00.000Z`,
  comment: null,
  questionId: QUESTION_ID,
  current: false,
  snapshot: SNAPSHOT,
  changes: [],
  ...values,
});

const VERSIONS = [
  version(3, {
    current: true,
    comment: 'Clearer stem',
    changes: [
      {
        kind: 'text',
        field: 'question',
        label: 'Question',
        before: 'Which drug is an opioid?',
        after: 'Which drug is a strong opioid?',
        diff: [
          { kind: 'same', text: 'Which drug is' },
          { kind: 'removed', text: ' an' },
          { kind: 'added', text: ' a strong' },
          { kind: 'same', text: ' opioid?' },
        ],
        formattingOnly: false,
      },
      {
        kind: 'option',
        field: 'option',
        label: 'Option c',
        change: 'added',
        letterBefore: null,
        letterAfter: 'c',
        before: null,
        after: 'Codeine',
        diff: null,
        correctBefore: null,
        correctAfter: true,
      },
      {
        kind: 'list',
        field: 'correctAnswers',
        label: 'Correct answers',
        before: ['b. Morphine'],
        after: ['b. Morphine', 'c. Codeine'],
        added: ['c. Codeine'],
        removed: [],
      },
      { kind: 'value', field: 'difficulty', label: 'Difficulty', before: null, after: 'Hard' },
    ],
  }),
  version(2, {
    author: { kind: 'removed', name: 'Removed administrator', formerName: 'Kofi Mensah' },
  }),
  version(1, {
    action: 'created',
    label: 'Created',
    author: { kind: 'prepward', name: 'PrepWard', formerName: null },
  }),
];

const historyReply = (values: Partial<TQuestionHistory> = {}) =>
  ok({
    question: {
      id: QUESTION_ID,
      lineageId: QUESTION_ID,
      liveQuestionId: QUESTION_ID,
      examId: EXAM_ID,
      examName: 'Pharmacy Board Review',
      courseId: COURSE_ID,
      courseName: 'Pharmacology',
      subjectId: SUBJECT_ID,
      subjectName: 'Analgesics',
      preview: 'Which drug is a strong opioid?',
      latestNumber: 3,
    },
    versions: VERSIONS,
    pagination: { total: 3, perPage: 10, currentPage: 1 },
    ...values,
  });

type Handlers = NonNullable<Parameters<typeof stubApi>[0]>;

function openPage(
  { roles = ['admin'], search = '' }: { roles?: string[]; search?: string } = {},
  more: Handlers = {},
) {
  const api = stubApi({
    'GET /admin/onboarding/me': ok({ admin: { ...ADMIN, roles } }),
    [HISTORY]: historyReply(),
    ...more,
  });
  signInAs('admin');
  return { ...renderRoute(`${questionHistoryPath(QUESTION_ID)}${search}`), api };
}

/** The accordion control of a version (a button named by its summary). */
const versionButton = (number: number) =>
  screen.findByRole('button', { name: new RegExp(`^Version ${number}\\b`) });

describe('question history page', { timeout: 20_000 }, () => {
  it('lists the versions newest first with what happened, who, when and the comment', async () => {
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Question history' }),
    ).toBeVisible();
    expect(
      await screen.findByText('Which drug is a strong opioid? (Pharmacology › Analgesics)'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Analgesics' })).toHaveAttribute(
      'href',
      `/admin/dashboard/exams/${EXAM_ID}/view/${SUBJECT_ID}/questions`,
    );
    const controls = await screen.findAllByRole('button', { name: /^Version \d/ });
    expect(controls.map((control) => control.textContent)).toEqual([
      expect.stringMatching(
        /^Version 3EditedCurrentAda Admin · 13 Mar 2027, \d\d:05“Clearer stem”$/,
      ),
      expect.stringMatching(/^Version 2EditedRemoved administrator \(Kofi Mensah\) · /),
      expect.stringMatching(/^Version 1CreatedPrepWard · /),
    ]);
    // Headings, so a screen reader can move from version to version.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByText('Showing 1 - 3 of 3 entries')).toBeInTheDocument();
  });

  it('opens a version to its changes: words and options marked as removed or added, in words too', async () => {
    const { user } = openPage();
    await user.click(await versionButton(3));
    const changes = await screen.findByRole('list', { name: 'Changes' });
    // The changes themselves, not the items of the lists inside them.
    const [question, option, correct, difficulty] = [...changes.children];
    expect(question).toHaveTextContent(
      'QuestionWhich drug is [removed: an] [added: a strong] opioid?',
    );
    expect(question!.querySelector('del')).toHaveTextContent('[removed: an]');
    expect(question!.querySelector('ins')).toHaveTextContent('[added: a strong]');
    expect(option).toHaveTextContent('Option c added[added: Codeine]Correct');
    expect(correct).toHaveTextContent('Before: b. MorphineAfter: b. Morphine[added: c. Codeine]');
    expect(difficulty).toHaveTextContent('Difficulty: [removed: none] → [added: Hard]');

    // The whole question as it was, options with their correct marks in words.
    await user.click(
      screen.getByRole('button', { name: 'Show the whole question as in version 3' }),
    );
    const options = await screen.findByRole('list', { name: 'Options' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a.Paracetamol', 'b.MorphineCorrect']);
  });

  it('shows the first version whole, and a version that changed nothing visible as such', async () => {
    const { user } = openPage();
    // An accordion panel is in the page before its opening transition ends: wait for it.
    await user.click(await versionButton(1));
    await waitFor(() =>
      expect(screen.getByText('The question as it was first recorded.')).toBeVisible(),
    );
    expect(screen.getByRole('list', { name: 'Options' })).toBeVisible();
    await user.click(await versionButton(2));
    await waitFor(() =>
      expect(screen.getByText('Nothing a reader sees changed in this version.')).toBeVisible(),
    );
  });

  it('restores a version after confirmation and says what happened', async () => {
    let restored = false;
    const result: TRestoreResult = {
      outcome: 'restored',
      questionId: QUESTION_ID,
      restoredNumber: 2,
      versionNumber: 4,
      placeKept: false,
      subjectName: 'Analgesics',
    };
    const { user, api } = openPage(
      {},
      {
        [`POST /admin/question/${QUESTION_ID}/history/${version(2).id}/restore`]: () => {
          restored = true;
          return ok({ message: 'Version 2 restored', ...result });
        },
      },
    );
    await user.click(await versionButton(3));
    // The current version has nothing to restore.
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();
    await user.click(await versionButton(2));
    await user.click(await screen.findByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 2?' });
    expect(dialog).toHaveTextContent('Its status stays as it is.');
    expect(restored).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    const status = await screen.findByRole('status', { name: 'Version 2 restored' });
    expect(status).toHaveTextContent('The question reads as version 2 again.');
    expect(status).toHaveTextContent('The restore is version 4.');
    expect(restored).toBe(true);
    // The history is read again, with the restore in it.
    await waitFor(() => expect(api.calls(HISTORY).length).toBeGreaterThan(1));
  });

  it('says when a restore made a new version of an answered question', async () => {
    const { user } = openPage(
      {},
      {
        [`POST /admin/question/${QUESTION_ID}/history/${version(1).id}/restore`]: ok({
          message:
            'Version 1 restored as a new version: students had answered the question, and its answer key changes',
          outcome: 'new_version',
          questionId: '6f5e4d3c-2b1a-4098-8f7e-6d5c4b3a2910',
          restoredNumber: 1,
          versionNumber: 4,
          placeKept: false,
          subjectName: 'Analgesics',
        }),
      },
    );
    await user.click(await versionButton(1));
    await user.click(await screen.findByRole('button', { name: 'Restore this version' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }),
    );
    const status = await screen.findByRole('status', {
      name: /^Version 1 restored as a new version/,
    });
    expect(status).toHaveTextContent('a new version takes its place');
  });

  it('shows a restore the server refuses as an error, changing nothing on the page', async () => {
    const { user } = openPage(
      {},
      {
        [`POST /admin/question/${QUESTION_ID}/history/${version(2).id}/restore`]: fail(
          409,
          'Version 2 is what the question says now: restoring it would change nothing',
          'Conflict',
        ),
      },
    );
    await user.click(await versionButton(2));
    await user.click(await screen.findByRole('button', { name: 'Restore this version' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }),
    );
    expect(
      await screen.findByText(
        'Version 2 is what the question says now: restoring it would change nothing',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('status', { name: /restored/ })).toBeNull();
  });

  it('works by keyboard: a version opens with Enter, and its restore is the next stop', async () => {
    const { user } = openPage();
    const control = await versionButton(2);
    control.focus();
    await user.keyboard('{Enter}');
    expect(control).toHaveAttribute('aria-expanded', 'true');
    // The panel's content is shown once its opening has begun (a timer of the collapse, later
    // on a busy machine): a person tabs into what they see.
    const whole = await screen.findByRole('button', {
      name: 'Show the whole question as in version 2',
    });
    await user.tab();
    expect(whole).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Restore this version' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Restore version 2?' })).toBeVisible();
  });

  it('offers a viewer no restore and no edit', async () => {
    const { user } = openPage({ roles: ['viewer'] });
    await user.click(await versionButton(2));
    await waitFor(() =>
      expect(screen.getByText('Nothing a reader sees changed in this version.')).toBeVisible(),
    );
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit the question' })).toBeNull();
  });

  it('pages through the URL', async () => {
    const { user, api, router } = openPage(
      { search: '?perPage=2' },
      {
        [HISTORY]: (request) =>
          request.query.get('page') === '2'
            ? historyReply({
                versions: [VERSIONS[2]!],
                pagination: { total: 3, perPage: 2, currentPage: 2 },
              })
            : historyReply({
                versions: VERSIONS.slice(0, 2),
                pagination: { total: 3, perPage: 2, currentPage: 1 },
              }),
      },
    );
    await versionButton(3);
    await user.click(screen.getByRole('button', { name: 'Next page of versions' }));
    expect(await versionButton(1)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?perPage=2&page=2');
    expect(api.calls(HISTORY).at(-1)!.query.get('page')).toBe('2');
  });

  it('has a loading state, an empty state, and an error with a retry', async () => {
    let answer = fail(500, 'The server is having a moment', 'Internal Server Error');
    const { user } = openPage({}, { [HISTORY]: () => answer });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('Could not load the history')).toBeVisible();
    answer = historyReply({ versions: [], pagination: { total: 0, perPage: 10, currentPage: 1 } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No versions have been recorded for this question yet.'),
    ).toBeVisible();
  });

  it('tells a retired question apart', async () => {
    openPage(
      {},
      {
        [HISTORY]: historyReply({
          question: {
            id: QUESTION_ID,
            lineageId: QUESTION_ID,
            liveQuestionId: null,
            examId: EXAM_ID,
            examName: 'Pharmacy Board Review',
            courseId: COURSE_ID,
            courseName: 'Pharmacology',
            subjectId: SUBJECT_ID,
            subjectName: 'Analgesics',
            preview: 'Which drug is an opioid?',
            latestNumber: 3,
          },
        }),
      },
    );
    expect(await screen.findByText('Retired question')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit the question' })).toBeNull();
  });
});

describe('the way to the history', { timeout: 20_000 }, () => {
  const subject: TAdminSubject = {
    id: SUBJECT_ID,
    examId: EXAM_ID,
    examName: 'Pharmacy Board Review',
    courseId: COURSE_ID,
    courseName: 'Pharmacology',
    name: 'Analgesics',
    createdAt: '2027-03-10T10:00:00.000Z',
    questionCount: 1,
  };
  const question: TAdminQuestion = {
    id: QUESTION_ID,
    examId: EXAM_ID,
    examName: subject.examName,
    courseId: COURSE_ID,
    courseName: subject.courseName,
    subjectId: SUBJECT_ID,
    subjectName: subject.name,
    type: 'single_choice',
    question: SNAPSHOT.question,
    explanation: SNAPSHOT.explanation,
    answer: null,
    acceptedAnswers: [],
    options: [
      {
        id: 'a0000000-0000-4000-8000-000000000001',
        value: 'Paracetamol',
        answer: false,
        selected: 0,
        part: 0,
      },
      {
        id: 'a0000000-0000-4000-8000-000000000002',
        value: 'Morphine',
        answer: true,
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
    lineageId: QUESTION_ID,
    reviewComment: null,
    caseStudy: null,
    createdAt: subject.createdAt,
    updatedAt: subject.createdAt,
  };
  const open = (path: string, roles: string[]) => {
    stubApi({
      'GET /admin/onboarding/me': ok({ admin: { ...ADMIN, roles } }),
      [`GET /admin/exam/subject/${SUBJECT_ID}`]: ok({ subject }),
      [`GET /admin/exam/subject/${SUBJECT_ID}/question`]: ok({
        questions: [question],
        pagination: { total: 1, perPage: 10, currentPage: 1 },
      }),
      [`GET /admin/question/${QUESTION_ID}`]: ok({ question }),
      [HISTORY]: historyReply(),
    });
    signInAs('admin');
    return renderRoute(path);
  };

  it('goes from a question card, for readers too', async () => {
    const { user, router } = open(subjectQuestionsPath(EXAM_ID, SUBJECT_ID), ['viewer']);
    await user.click(await screen.findByRole('link', { name: 'History of question 1' }));
    expect(router.state.location.pathname).toBe(questionHistoryPath(QUESTION_ID));
    expect(await versionButton(3)).toBeInTheDocument();
  });

  it('goes from the question editor, and back to it', async () => {
    const { user, router } = open(editQuestionPath(EXAM_ID, SUBJECT_ID, QUESTION_ID), ['admin']);
    await user.click(await screen.findByRole('link', { name: 'History and restore' }));
    expect(router.state.location.pathname).toBe(questionHistoryPath(QUESTION_ID));
    await user.click(await screen.findByRole('link', { name: 'Edit the question' }));
    expect(router.state.location.pathname).toBe(editQuestionPath(EXAM_ID, SUBJECT_ID, QUESTION_ID));
  });
});
