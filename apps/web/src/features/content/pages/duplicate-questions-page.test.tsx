import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { ADMIN } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';

const EXAM_ID = '5b0c3c2e-8a4f-4d8e-9a0b-2f7e6d5c4b3a';
const side = (id: string, question: string) => ({
  id,
  question,
  subjectId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  subject: 'Anticoagulants',
});
const PAIRS = [
  {
    similarity: 1,
    first: side('a1', 'what is the antidote for heparin?'),
    second: side('a2', 'what is the antidote for heparin?'),
  },
  {
    similarity: 0.91,
    first: side('b1', 'which electrolyte causes peaked t waves?'),
    second: side('b2', 'which electrolyte imbalance causes peaked t waves?'),
  },
];

function open(pairs: object[], roles = ['admin']) {
  const api = stubApi({
    'GET /admin/onboarding/me': ok({ admin: { ...ADMIN, roles } }),
    [`GET /admin/exam/${EXAM_ID}`]: ok({ exam: { id: EXAM_ID, name: 'NCLEX-RN' } }),
    [`GET /admin/exam/${EXAM_ID}/question/duplicates`]: ok({
      pairs,
      pagination: { total: pairs.length, perPage: 10, currentPage: 1 },
    }),
  });
  signInAs('admin');
  return { ...renderRoute(`/admin/dashboard/exams/${EXAM_ID}/duplicates`), api };
}

describe('possible duplicates page', { timeout: 20_000 }, () => {
  it('lists the pairs, the most alike first, with a way to each question', async () => {
    open(PAIRS);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Possible duplicates' }),
    ).toBeInTheDocument();
    const [same, alike] = await screen.findAllByRole('listitem');
    expect(within(same!).getByText('The same text')).toBeInTheDocument();
    expect(within(alike!).getByText('91% alike')).toBeInTheDocument();
    expect(within(alike!).getByRole('link', { name: 'Edit second question' })).toHaveAttribute(
      'href',
      `/admin/dashboard/exams/${EXAM_ID}/view/9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b/questions/b2/edit`,
    );
    expect(screen.getByText('Showing 1 - 2 of 2 entries')).toBeInTheDocument();
  });

  it('says so when there are none, and shows a viewer no edit links', async () => {
    open([], ['viewer']);
    expect(
      await screen.findByText(
        'No possible duplicates: no two questions of this exam are 85% alike or more.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull();
  });
});
