import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemQuestion, renderItem, revealed } from './item-testing';

const COLUMNS = ['Indicated', 'Not indicated'];
const cells = (rows: number): [number, string][] =>
  Array.from({ length: rows }, (_, row) =>
    COLUMNS.map((column): [number, string] => [row, column]),
  ).flat();
const matrix = itemQuestion(
  'matrix',
  {
    scoring: 'all_or_nothing',
    layout: { rows: ['Give aspirin', 'Start heparin', 'Encourage walking'], columns: COLUMNS },
    parts: [0, 1, 2].map((part) => ({ part, choose: 1 })),
  },
  cells(3),
);

describe('a matrix item', () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('on a phone, shows each row as a fieldset of its columns', async () => {
    window.matchMedia = vi.fn(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
        }) as unknown as MediaQueryList,
    );
    const { user, chosen } = renderItem(matrix);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const row = screen.getByRole('group', { name: 'Start heparin' });
    await user.click(within(row).getByRole('radio', { name: 'Not indicated' }));
    expect(chosen()).toEqual(['p1-1']);
  });

  it('is a table with its rows and columns named, a radio group per row', async () => {
    const { user, chosen } = renderItem(matrix);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Indicated' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Start heparin' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Give aspirin: Indicated' }));
    await user.click(screen.getByRole('radio', { name: 'Start heparin: Indicated' }));
    // One per row: the other column of the row replaces the first choice.
    await user.click(screen.getByRole('radio', { name: 'Give aspirin: Not indicated' }));
    expect(chosen()).toEqual(['p0-1', 'p1-0']);
  });

  it('moves the choice within a row with the arrow keys', async () => {
    const { user, chosen } = renderItem(matrix);
    await user.click(screen.getByRole('radio', { name: 'Encourage walking: Indicated' }));
    await user.keyboard('{ArrowRight}');
    expect(chosen()).toEqual(['p2-1']);
    expect(screen.getByRole('radio', { name: 'Encourage walking: Not indicated' })).toHaveFocus();
  });

  it('takes several per row with checkboxes when the item allows it', async () => {
    const several = itemQuestion(
      'matrix',
      {
        scoring: 'plus_minus',
        layout: {
          rows: ['Fever'],
          columns: ['Sepsis', 'Influenza', 'Stroke'],
          multiplePerRow: true,
        },
        parts: [{ part: 0, choose: null }],
      },
      [
        [0, 'Sepsis'],
        [0, 'Influenza'],
        [0, 'Stroke'],
      ],
    );
    const { user, chosen } = renderItem(several);
    await user.click(screen.getByRole('checkbox', { name: 'Fever: Sepsis' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fever: Influenza' }));
    expect(chosen()).toEqual(['p0-0', 'p0-1']);
  });

  it('once revealed, marks each cell and gives each row its points', () => {
    const result = revealed(
      matrix,
      ['p0-0', 'p1-0', 'p2-1'],
      [
        [0, 1, 1],
        [1, 0, 1],
        [2, 1, 1],
      ],
      {
        'p1-1': 60,
      },
    );
    renderItem(matrix, { initial: ['p0-0', 'p1-1', 'p2-1'], result });
    expect(screen.getByText('Score: 2 of 3 points')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Start heparin/ });
    expect(within(row).getByText('0 of 1 point')).toBeInTheDocument();
    expect(within(row).getByLabelText('Correct answer')).toBeInTheDocument();
    expect(within(row).getByLabelText('Wrong answer')).toBeInTheDocument();
    expect(within(row).getByText(/60\.00%/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Start heparin: Not indicated' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Start heparin: Not indicated' })).toBeDisabled();
  });
});
