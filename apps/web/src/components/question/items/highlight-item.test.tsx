import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemQuestion, renderItem, revealed } from './item-testing';

const SEGMENTS: [number, string][] = [
  [0, 'Temperature 39.2 °C.'],
  [0, 'Alert and oriented.'],
  [0, 'Heart rate 124/min.'],
  [0, 'Skin <em>warm</em> and dry.'],
];
const passage = itemQuestion(
  'highlight',
  { scoring: 'plus_minus', layout: {}, parts: [{ part: 0, choose: null }] },
  SEGMENTS,
);

describe('a highlight item', () => {
  it('reads as a passage of toggles, highlighted when pressed, by pointer or keyboard', async () => {
    const { user, chosen } = renderItem(passage);
    const fever = screen.getByRole('button', { name: 'Temperature 39.2 °C.' });
    expect(fever).toHaveAttribute('aria-pressed', 'false');
    await user.click(fever);
    expect(fever).toHaveAttribute('aria-pressed', 'true');
    screen.getByRole('button', { name: 'Heart rate 124/min.' }).focus();
    await user.keyboard(' ');
    expect(chosen()).toEqual(['p0-0', 'p0-2']);
    await user.click(fever);
    expect(chosen()).toEqual(['p0-2']);
  });

  it('shows a passage of rows as a list of lines', () => {
    renderItem({ ...passage, item: { ...passage.item, layout: { asRows: true } } });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('once revealed, marks each segment with its share and gives the points', async () => {
    const result = revealed(passage, ['p0-0', 'p0-2'], [[0, 0, 2]], { 'p0-1': 12.5 });
    const { user, chosen } = renderItem(passage, { initial: ['p0-0', 'p0-1'], result });
    expect(screen.getByRole('button', { name: 'Temperature 39.2 °C.' })).toHaveAttribute(
      'data-outcome',
      'correct',
    );
    expect(screen.getByRole('button', { name: 'Alert and oriented.' })).toHaveAttribute(
      'data-outcome',
      'wrong',
    );
    expect(screen.getByRole('button', { name: 'Heart rate 124/min.' })).toHaveAttribute(
      'data-outcome',
      'missed',
    );
    expect(screen.getByText('12.50% of students chose this')).toBeInTheDocument();
    expect(screen.getAllByText('Correct answer')).toHaveLength(2);
    expect(screen.getByText('Score: 0 of 2 points')).toBeInTheDocument();
    // Locked: a press changes nothing.
    await user.click(screen.getByRole('button', { name: 'Heart rate 124/min.' }));
    expect(chosen()).toEqual(['p0-0', 'p0-1']);
  });
});
