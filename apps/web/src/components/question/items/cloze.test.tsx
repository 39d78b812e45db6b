import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemQuestion, renderItem, revealed } from './item-testing';

const TEXT =
  '<p>The client is at risk for {{1}} as shown by</p><table><tbody><tr><td>Potassium</td><td>{{2}}</td></tr></tbody></table>';
const item = {
  scoring: 'all_or_nothing' as const,
  layout: { text: TEXT },
  parts: [
    { part: 0, choose: 1 },
    { part: 1, choose: 1 },
  ],
};
const dropdown = itemQuestion('dropdown_cloze', item, [
  [0, 'dysrhythmia'],
  [0, 'seizures'],
  [1, '2.9 mmol/L'],
  [1, '4.2 mmol/L'],
]);
const WORDS = ['dysrhythmia', 'seizures', 'ileus'];
const dragDrop = itemQuestion(
  'drag_drop_cloze',
  item,
  [0, 1].flatMap((part) => WORDS.map((word): [number, string] => [part, word])),
);

describe('a drop-down cloze', () => {
  it('puts a labelled select in each blank, inside the text’s table too', async () => {
    const { user, chosen } = renderItem(dropdown);
    const first = screen.getByRole('combobox', { name: 'Blank 1' });
    const second = screen.getByRole('combobox', { name: 'Blank 2' });
    expect(second.closest('td')).not.toBeNull();
    expect(second.closest('tr')).toHaveTextContent(/^Potassium/);
    expect(within(first).getByRole('option', { name: 'Select…' })).toBeInTheDocument();
    await user.selectOptions(first, 'seizures');
    await user.selectOptions(second, '2.9 mmol/L');
    await user.selectOptions(first, 'dysrhythmia');
    expect(chosen()).toEqual(['p0-0', 'p1-0']);
    await user.selectOptions(second, 'Select…');
    expect(chosen()).toEqual(['p0-0']);
  });

  it('once revealed, gives each blank its points and options with their marks', () => {
    const result = revealed(
      dropdown,
      ['p0-0', 'p1-0'],
      [
        [0, 1, 1],
        [1, 0, 1],
      ],
      { 'p1-1': 35 },
    );
    renderItem(dropdown, { initial: ['p0-0', 'p1-1'], result });
    expect(screen.getByText('Score: 1 of 2 points')).toBeInTheDocument();
    const blank = screen.getByRole('region', { name: 'Blank 2' });
    expect(within(blank).getByText('Blank 2: 0 of 1 point')).toBeInTheDocument();
    expect(within(blank).getByText('35.00% of students chose this')).toBeInTheDocument();
    expect(within(blank).getByText('Correct answer')).toBeInTheDocument();
    expect(within(blank).getByText('Your answer')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Blank 2' })).toBeDisabled();
  });
});

describe('a drag-and-drop cloze', () => {
  it('places a word by keyboard: the word, then the blank; a filled blank empties', async () => {
    const { user, chosen } = renderItem(dragDrop);
    const pool = screen.getByRole('group', { name: 'Words to place' });
    const seizures = within(pool).getByRole('button', { name: 'seizures' });
    seizures.focus();
    await user.keyboard('{Enter}');
    expect(seizures).toHaveAttribute('aria-pressed', 'true');
    screen.getByRole('button', { name: 'Blank 2: empty' }).focus();
    await user.keyboard('{Enter}');
    // The blank holds its own option of the same word.
    expect(chosen()).toEqual(['p1-1']);
    expect(screen.getByRole('button', { name: 'Blank 2: seizures' })).toBeInTheDocument();
    expect(within(pool).getByRole('button', { name: /^seizures/ })).toHaveAccessibleName(
      'seizures, placed',
    );
    await user.click(screen.getByRole('button', { name: 'Blank 2: seizures' }));
    expect(chosen()).toEqual([]);
  });

  it('places a dragged word where it is dropped', () => {
    const { chosen } = renderItem(dragDrop);
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'all',
    };
    fireEvent.dragStart(screen.getByRole('button', { name: 'dysrhythmia' }), { dataTransfer });
    fireEvent.drop(screen.getByRole('button', { name: 'Blank 1: empty' }), { dataTransfer });
    expect(chosen()).toEqual(['p0-0']);
  });

  it('once revealed, hides the pool and marks each blank', () => {
    const result = revealed(
      dragDrop,
      ['p0-0', 'p1-2'],
      [
        [0, 1, 1],
        [1, 0, 1],
      ],
    );
    renderItem(dragDrop, { initial: ['p0-0', 'p1-1'], result });
    expect(screen.queryByRole('group', { name: 'Words to place' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blank 1: dysrhythmia' })).toHaveAttribute(
      'data-outcome',
      'correct',
    );
    expect(screen.getByRole('button', { name: 'Blank 2: seizures' })).toHaveAttribute(
      'data-outcome',
      'wrong',
    );
    expect(screen.getByText('Blank 1: 1 of 1 point')).toBeInTheDocument();
    expect(screen.getByText('Score: 1 of 2 points')).toBeInTheDocument();
  });
});
