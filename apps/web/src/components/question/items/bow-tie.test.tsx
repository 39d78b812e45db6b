import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemQuestion, renderItem, revealed } from './item-testing';

const bowTie = itemQuestion(
  'bow_tie',
  {
    scoring: 'zero_one',
    layout: {},
    parts: [
      { part: 0, choose: 2 },
      { part: 1, choose: 1 },
      { part: 2, choose: 2 },
    ],
  },
  [
    [0, 'Give oxygen'],
    [0, 'Obtain an ECG'],
    [0, 'Give a laxative'],
    [1, 'Myocardial infarction'],
    [1, 'Pneumonia'],
    [2, 'Troponin'],
    [2, 'Heart rhythm'],
    [2, 'Bowel sounds'],
  ],
);

describe('a bow-tie item', () => {
  it('names its three lists with how many to choose, and fills the tie’s slots', async () => {
    const { user, chosen } = renderItem(bowTie);
    const actions = screen.getByRole('group', { name: 'Actions to take (choose 2)' });
    const condition = screen.getByRole('group', { name: 'Condition most likely (choose 1)' });
    screen.getByRole('group', { name: 'Parameters to monitor (choose 2)' });
    await user.click(within(actions).getByRole('checkbox', { name: 'Give oxygen' }));
    await user.click(within(condition).getByRole('radio', { name: 'Pneumonia' }));
    await user.click(within(condition).getByRole('radio', { name: 'Myocardial infarction' }));
    expect(chosen()).toEqual(['p0-0', 'p1-0']);
    const tie = screen.getByRole('group', { name: 'Your bow-tie' });
    expect(tie).toHaveTextContent('Action 1Give oxygen');
    expect(tie).toHaveTextContent('Action 2Empty');
    expect(tie).toHaveTextContent('ConditionMyocardial infarction');
  });

  it('takes two actions at most: the third waits, by keyboard too', async () => {
    const { user, chosen } = renderItem(bowTie);
    screen.getByRole('checkbox', { name: 'Give oxygen' }).focus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(chosen()).toEqual(['p0-0', 'p0-1']);
    expect(screen.getByRole('checkbox', { name: 'Give a laxative' })).toBeDisabled();
  });

  it('once revealed, marks each option and gives each column its points', () => {
    const result = revealed(
      bowTie,
      ['p0-0', 'p0-1', 'p1-0', 'p2-0', 'p2-1'],
      [
        [0, 1, 2],
        [1, 1, 1],
        [2, 2, 2],
      ],
      { 'p0-2': 20 },
    );
    renderItem(bowTie, { initial: ['p0-0', 'p0-2', 'p1-0', 'p2-0', 'p2-1'], result });
    const actions = screen.getByRole('group', { name: 'Actions to take (choose 2)' });
    expect(within(actions).getByText('Actions to take: 1 of 2 points')).toBeInTheDocument();
    expect(within(actions).getByText('20.00% of students chose this')).toBeInTheDocument();
    expect(within(actions).getAllByText('Correct answer')).toHaveLength(2);
    expect(screen.getByText('Parameters to monitor: 2 of 2 points')).toBeInTheDocument();
    expect(screen.getByText('Score: 4 of 5 points')).toBeInTheDocument();
    expect(screen.getByText('Partly correct')).toBeInTheDocument();
  });
});
