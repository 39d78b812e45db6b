import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../test/render-with-providers';
import { ItemSummary } from './item-summary';

const option = (value: string, answer: boolean, part: number) => ({ value, answer, part });

describe('item summary', () => {
  it('shows a matrix as its grid with the correct cells ticked', () => {
    renderInApp(
      <ItemSummary
        type="matrix"
        layout={{ rows: ['Fever', 'Rash'], columns: ['Yes', 'No'] }}
        options={[
          option('Yes', true, 0),
          option('No', false, 0),
          option('Yes', false, 1),
          option('No', true, 1),
        ]}
      />,
    );
    const rash = screen.getByRole('row', { name: /Rash/ });
    const cells = within(rash).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['', '(correct)']);
  });

  it('shows a cloze text with each blank answered', () => {
    renderInApp(
      <ItemSummary
        type="dropdown_cloze"
        layout={{ text: '<p>At risk of {{1}}</p>' }}
        options={[option('Bleeding', false, 0), option('Infection', true, 0)]}
      />,
    );
    expect(screen.getByText('[1: Infection]')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Blank 1' })).toBeInTheDocument();
  });

  it('shows a bow-tie as its three lists, and lists the options of a version without parts', () => {
    const { unmount } = renderInApp(
      <ItemSummary
        type="bow_tie"
        options={[0, 1, 2].flatMap((part) => [
          option(`${part}a`, true, part),
          option(`${part}b`, false, part),
        ])}
      />,
    );
    expect(screen.getByRole('list', { name: 'Condition most likely' })).toHaveTextContent('1a');
    unmount();
    renderInApp(
      <ItemSummary
        type="matrix"
        options={[
          { value: 'Yes', answer: true },
          { value: 'No', answer: false },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows an ordering as its items numbered in their right order, with their placements', () => {
    renderInApp(
      <ItemSummary
        type="ordering"
        layout={{}}
        options={[
          { ...option('Gown', true, 0), selected: 4 },
          { ...option('Mask', true, 0), selected: 1 },
          { ...option('Gloves', true, 0), selected: 0 },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Right order' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      '1.Gown4 placed here',
      '2.Mask1 placed here',
      '3.Gloves0 placed here',
    ]);
  });
});
