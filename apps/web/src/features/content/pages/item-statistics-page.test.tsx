import { ITEM_STATISTICS_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import type {
  TItemStatistic,
  TItemStatisticsReply,
  TItemStatisticsSummary,
} from '@prepward/shared/schemas/item-statistics';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi, type StubbedRequest } from '../../../test/api-stub';
import { ADMIN } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';

const EXAM_ID = '5b0c3c2e-8a4f-4d8e-9a0b-2f7e6d5c4b3a';
const COURSE_ID = '7d1f0a6b-3c2e-4b5a-9c8d-1e2f3a4b5c6d';
const SUBJECT_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const PATH = `/admin/dashboard/exams/${EXAM_ID}/item-statistics`;
const STATS = `GET /admin/exam/${EXAM_ID}/item-statistics`;

const SUMMARY: TItemStatisticsSummary = {
  examId: EXAM_ID,
  examName: 'Nursing licensure',
  tests: 42,
  students: 40,
  items: 2,
  flagCounts: {
    'negative-discrimination': 1,
    'weak-discrimination': 0,
    'too-hard': 0,
    'too-easy': 1,
    'few-attempts': 0,
  },
  meanPValue: 0.7612,
  meanDiscrimination: 0.0518,
  reliability: { method: 'KR-20', value: 0.8123, tests: 40, items: 50 },
};

const item = (values: Partial<TItemStatistic>): TItemStatistic => ({
  questionId: '11111111-1111-4111-8111-111111111111',
  preview: 'Which insulin acts fastest?',
  type: 'single_choice',
  courseId: COURSE_ID,
  courseName: 'Pharmacology',
  subjectId: SUBJECT_ID,
  subjectName: 'Endocrine',
  retired: false,
  attempts: 42,
  pValue: 0.5714,
  discrimination: -0.3105,
  flags: ['negative-discrimination'],
  options: [
    {
      id: 'o1',
      text: 'Lispro',
      part: null,
      correct: true,
      picks: 24,
      share: 0.5714,
      meanRestScore: 0.41,
    },
    {
      id: 'o2',
      text: 'Glargine',
      part: null,
      correct: false,
      picks: 18,
      share: 0.4286,
      meanRestScore: 0.78,
    },
  ],
  ...values,
});
const ITEMS = [
  item({}),
  item({
    questionId: '22222222-2222-4222-8222-222222222222',
    preview: 'Normal adult heart rate?',
    pValue: 0.951,
    discrimination: 0.4139,
    flags: ['too-easy'],
  }),
];

const reply = (values: Partial<TItemStatisticsReply> = {}) =>
  ok({
    summary: SUMMARY,
    items: ITEMS,
    pagination: { total: ITEMS.length, perPage: 10, currentPage: 1 },
    ...values,
  });

type Handlers = NonNullable<Parameters<typeof stubApi>[0]>;

function openPage(search = '', statistics: Handlers[string] = reply(), more: Handlers = {}) {
  const api = stubApi({
    ...more,
    'GET /admin/onboarding/me': ok({ admin: ADMIN }),
    [STATS]: statistics,
    [`GET /admin/exam/${EXAM_ID}/course`]: ok({
      courses: [
        {
          id: COURSE_ID,
          examId: EXAM_ID,
          name: 'Pharmacology',
          createdAt: '2026-03-03T10:00:00.000Z',
          subjectCount: 1,
          questionCount: 2,
        },
      ],
      pagination: { total: 1, perPage: 100, currentPage: 1 },
    }),
    [`GET /admin/exam/${EXAM_ID}/subject`]: ok({
      subjects: [],
      pagination: { total: 0, perPage: 100, currentPage: 1 },
    }),
  });
  signInAs('admin');
  return { ...renderRoute(`${PATH}${search}`), api };
}

const lastQuery = (requests: StubbedRequest[]) =>
  Object.fromEntries(requests.at(-1)!.query) as Record<string, string>;

describe('item statistics page', { timeout: 20_000 }, () => {
  it('shows the summary cards, the flag counts and the table', async () => {
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Item statistics' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nursing licensure' })).toHaveAttribute(
      'href',
      `/admin/dashboard/exams/${EXAM_ID}`,
    );
    expect(screen.getByText('76%')).toBeInTheDocument();
    expect(screen.getByText('0.81')).toBeInTheDocument();
    expect(screen.getByText('KR-20 over 40 mocks that share the same 50 questions')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Item statistics' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Which insulin acts fastest?')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('57%')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('−0.31')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Negative discrimination')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /scrolls sideways/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('sorts on the server by the column header, and turns the order round', async () => {
    const { user, api, router } = openPage();
    const header = await screen.findByRole('columnheader', { name: /p-value/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /Flags/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(lastQuery(api.calls(STATS))).toMatchObject({ sort: 'p', order: 'desc' }),
    );
    expect(router.state.location.search).toBe('?sort=p&order=desc');
    expect(screen.getByRole('columnheader', { name: /p-value/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(
      within(screen.getByRole('columnheader', { name: /p-value/ })).getByRole('button'),
    );
    await waitFor(() =>
      expect(lastQuery(api.calls(STATS))).toMatchObject({ sort: 'p', order: 'asc' }),
    );
  });

  it('filters by flag from its count, and by course and test type from the filters', async () => {
    const { user, api } = openPage();
    await user.click(await screen.findByRole('button', { name: /Too easy: 1 items/ }));
    await waitFor(() => expect(lastQuery(api.calls(STATS)).flag).toBe('too-easy'));
    expect(screen.getByRole('button', { name: /Too easy: 1 items \(filtering\)/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    await user.click(await screen.findByRole('option', { name: 'Pharmacology' }));
    await waitFor(() => expect(lastQuery(api.calls(STATS)).courseId).toBe(COURSE_ID));

    await user.click(screen.getByRole('combobox', { name: /^Tests/ }));
    await user.click(await screen.findByRole('option', { name: 'Practice tests' }));
    await waitFor(() =>
      expect(lastQuery(api.calls(STATS))).toMatchObject({
        type: 'practice',
        flag: 'too-easy',
        courseId: COURSE_ID,
      }),
    );
  });

  it('opens a row to its distractor table, by keyboard too', async () => {
    const { user } = openPage();
    const toggle = await screen.findByRole('button', {
      name: 'Show the options of: Which insulin acts fastest?',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    const options = screen.getByRole('table', { name: 'Options of: Which insulin acts fastest?' });
    const [, key, distractor] = within(options).getAllByRole('row');
    expect(within(key!).getByText('Correct')).toBeInTheDocument();
    expect(within(key!).getByText('41%')).toBeInTheDocument();
    expect(within(distractor!).getByText('Glargine')).toBeInTheDocument();
    expect(within(distractor!).getByText('43% (18)')).toBeInTheDocument();
    expect(within(distractor!).getByText('78%')).toBeInTheDocument();
    const hide = screen.getByRole('button', {
      name: 'Hide the options of: Which insulin acts fastest?',
    });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(screen.queryByRole('table', { name: /Options of/ })).not.toBeInTheDocument();
  });

  it("groups a Next Generation item's options by part, lettered within each", async () => {
    const option = (id: string, text: string, part: string, correct: boolean) => ({
      id,
      text,
      part,
      correct,
      picks: 10,
      share: 0.5,
      meanRestScore: 0.6,
    });
    const matrix = item({
      type: 'matrix',
      preview: 'For each finding, is it expected?',
      options: [
        option('m1', 'Expected', 'Row 1 (Heart rate 118)', false),
        option('m2', 'Not expected', 'Row 1 (Heart rate 118)', true),
        option('m3', 'Expected', 'Row 2 (Pain 3/10)', true),
        option('m4', 'Not expected', 'Row 2 (Pain 3/10)', false),
      ],
    });
    const { user } = openPage('', reply({ items: [matrix] }));
    await user.click(
      await screen.findByRole('button', {
        name: 'Show the options of: For each finding, is it expected?',
      }),
    );
    const options = screen.getByRole('table', {
      name: 'Options of: For each finding, is it expected?',
    });
    const rows = within(options)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(1)).toEqual([
      'Row 1 (Heart rate 118)',
      expect.stringMatching(/^A\. Expected/),
      expect.stringMatching(/^B\. Not expected/),
      'Row 2 (Pain 3/10)',
      expect.stringMatching(/^A\. Expected/),
      expect.stringMatching(/^B\. Not expected/),
    ]);
  });

  it('says when no test of the exam has ended yet', async () => {
    openPage(
      '',
      reply({
        summary: { ...SUMMARY, tests: 0, students: 0, meanPValue: null, meanDiscrimination: null },
        items: [],
      }),
    );
    expect(await screen.findByText(TEXT.noEndedTests)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The filters stay, to count other tests.
    expect(screen.getByRole('combobox', { name: /^Tests/ })).toBeInTheDocument();
  });

  it('says when no item matches the filters', async () => {
    openPage(
      '?flag=too-hard',
      reply({ items: [], pagination: { total: 0, perPage: 10, currentPage: 1 } }),
    );
    expect(await screen.findByText(TEXT.noMatchingItems)).toBeInTheDocument();
  });

  it('shows the server message and a retry when the statistics cannot load', async () => {
    openPage('', fail(404, 'Exam not found', 'Not Found'));
    expect(await screen.findByText('Exam not found')).toBeInTheDocument();
    expect(screen.getByText(TEXT.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('downloads the table as CSV with the filters in effect', async () => {
    const createObjectURL = vi.fn(() => 'blob:items');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, api } = openPage('?flag=any&sort=r&order=asc', reply(), {
      [`${STATS}/export`]: { status: 200, body: 'Question ID,Question' },
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Your download has started')).toBeInTheDocument();
    const [download] = api.calls(`${STATS}/export`);
    expect(Object.fromEntries(download!.query)).toEqual({ flag: 'any', sort: 'r', order: 'asc' });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
