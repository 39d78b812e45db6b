import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemQuestion, renderItem, revealed } from './item-testing';

const SIGNS: [number, string][] = [
  [0, 'Tachycardia'],
  [0, 'Diaphoresis'],
  [0, 'Bradypnoea'],
  [0, 'Pallor'],
];
const openEnded = itemQuestion(
  'extended_multiple_response',
  { scoring: 'plus_minus', layout: {}, parts: [{ part: 0, choose: null }] },
  SIGNS,
);
const stated = itemQuestion(
  'extended_multiple_response',
  { scoring: 'zero_one', layout: { statedCount: true }, parts: [{ part: 0, choose: 2 }] },
  SIGNS,
);

describe('a select-all-that-apply item', () => {
  it('asks for every answer that applies and takes any number', async () => {
    const { user, chosen } = renderItem(openEnded);
    expect(screen.getByText('Select all that apply.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Tachycardia/ }));
    await user.click(screen.getByRole('checkbox', { name: /Diaphoresis/ }));
    await user.click(screen.getByRole('checkbox', { name: /Pallor/ }));
    expect(chosen()).toEqual(['p0-0', 'p0-1', 'p0-3']);
  });

  it('states the count and holds back the others once it is reached, by keyboard too', async () => {
    const { user, chosen } = renderItem(stated);
    expect(screen.getByText('Select 2.')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /Tachycardia/ })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(chosen()).toEqual(['p0-0', 'p0-1']);
    expect(screen.getByRole('checkbox', { name: /Bradypnoea/ })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Diaphoresis/ }));
    expect(screen.getByRole('checkbox', { name: /Bradypnoea/ })).toBeEnabled();
  });

  it('says nothing of correctness before the reveal', () => {
    renderItem(openEnded, { initial: ['p0-0'] });
    expect(screen.queryByText(/Correct answer/)).not.toBeInTheDocument();
    expect(screen.queryByText(/of students chose this/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Score:/)).not.toBeInTheDocument();
  });

  it('once revealed, marks each option, the peers’ shares and the points', () => {
    const result = revealed(openEnded, ['p0-0', 'p0-1', 'p0-3'], [[0, 1, 3]], { 'p0-2': 42.5 });
    renderItem(openEnded, { initial: ['p0-0', 'p0-2'], result });
    expect(screen.getAllByText('Correct answer')).toHaveLength(3);
    expect(screen.getAllByText('Your answer')).toHaveLength(2);
    expect(screen.getByText('42.50% of students chose this')).toBeInTheDocument();
    expect(screen.getByText('Partly correct')).toBeInTheDocument();
    expect(screen.getByText('Score: 1 of 3 points')).toBeInTheDocument();
  });
});
