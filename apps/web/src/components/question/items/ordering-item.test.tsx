import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { itemQuestion, renderItem, revealed } from './item-testing';
import { OrderingItem } from './ordering-item';

// As the server sends it: in an order of its own (p0-0 … p0-3), not the right one.
const ordering = itemQuestion(
  'ordering',
  { scoring: 'position', layout: {}, parts: [{ part: 0, choose: 4 }] },
  [
    [0, 'Gloves'],
    [0, 'Gown'],
    [0, 'Mask'],
    [0, 'Goggles'],
  ],
);
const RIGHT_ORDER = ['p0-1', 'p0-2', 'p0-3', 'p0-0'];

const shownOrder = () =>
  within(screen.getByRole('list', { name: 'Your order' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+/, ''));

describe('an ordering', () => {
  it('shows the items numbered in the order sent, and moves one by its buttons', async () => {
    const { user, order } = renderItem(ordering);
    expect(shownOrder()).toEqual(['Gloves', 'Gown', 'Mask', 'Goggles']);
    await user.click(screen.getByRole('button', { name: 'Move "Gloves" down' }));
    expect(order()).toEqual(['p0-1', 'p0-0', 'p0-2', 'p0-3']);
    expect(screen.getByText('Gloves, position 2 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move "Mask" up' }));
    expect(order()).toEqual(['p0-1', 'p0-2', 'p0-0', 'p0-3']);
    expect(shownOrder()).toEqual(['Gown', 'Mask', 'Gloves', 'Goggles']);
    expect(screen.getByText('Mask, position 2 of 4')).toHaveAttribute('aria-live', 'polite');
  });

  it('moves by keyboard: Enter on a move button, Alt+arrows within an item; not past an end', async () => {
    const { user, order } = renderItem(ordering);
    const up = screen.getByRole('button', { name: 'Move "Gloves" up' });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    up.focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual([]);
    const down = screen.getByRole('button', { name: 'Move "Gloves" down' });
    down.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['p0-1', 'p0-2', 'p0-0', 'p0-3']);
    // The focus stays on the moved item's button.
    expect(down).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(order()).toEqual(['p0-1', 'p0-2', 'p0-3', 'p0-0']);
    expect(screen.getByText('Gloves, position 4 of 4')).toBeInTheDocument();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(order()).toEqual(['p0-1', 'p0-2', 'p0-0', 'p0-3']);
  });

  it('puts a dragged item where it is dropped', () => {
    const { order } = renderItem(ordering);
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'all',
    };
    const items = within(screen.getByRole('list', { name: 'Your order' })).getAllByRole('listitem');
    fireEvent.dragStart(items[3]!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    expect(items[0]).toHaveAttribute('data-over', 'true');
    fireEvent.drop(items[0]!, { dataTransfer });
    expect(order()).toEqual(['p0-3', 'p0-0', 'p0-1', 'p0-2']);
    expect(screen.getByText('Goggles, position 1 of 4')).toBeInTheDocument();
  });

  it('once locked, shows the order without its move buttons and changes nothing', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <OrderingItem
        question={ordering}
        chosen={['p0-3', 'p0-2', 'p0-1', 'p0-0']}
        onChange={onChange}
        locked
        result={null}
      />,
    );
    expect(shownOrder()).toEqual(['Goggles', 'Mask', 'Gown', 'Gloves']);
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Your order' })).getAllByRole('listitem');
    expect(items[0]).not.toHaveAttribute('draggable', 'true');
    fireEvent.drop(items[0]!, { dataTransfer: { getData: () => 'p0-0' } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('once revealed, marks each item in its right place or not, with the right order and peers', () => {
    const yours = ['p0-1', 'p0-3', 'p0-2', 'p0-0'];
    const result = revealed(ordering, RIGHT_ORDER, [[0, 2, 4]], { 'p0-2': 35 });
    renderItem(ordering, { initial: yours, result });
    expect(screen.getByText('Score: 2 of 4 points')).toBeInTheDocument();
    expect(screen.getByText('By position: a point per item in its right place')).toBeVisible();
    const your = within(screen.getByRole('region', { name: 'Your order' })).getAllByRole(
      'listitem',
    );
    expect(your.map((item) => item.getAttribute('data-outcome'))).toEqual([
      'correct',
      'wrong',
      'wrong',
      'correct',
    ]);
    expect(your[1]).toHaveTextContent('Goggles');
    expect(within(your[1]!).getByText('Belongs at 3')).toBeInTheDocument();
    expect(within(your[0]!).getByText('In its right place')).toBeInTheDocument();
    const right = within(screen.getByRole('region', { name: 'Right order' })).getAllByRole(
      'listitem',
    );
    expect(right.map((item) => item.textContent)).toEqual([
      '1.Gownplaced here right by 10.00% of students',
      '2.Maskplaced here right by 35.00% of students',
      '3.Gogglesplaced here right by 10.00% of students',
      '4.Glovesplaced here right by 10.00% of students',
    ]);
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
  });

  it('once revealed without an answer, shows the right order alone', () => {
    const result = revealed(ordering, RIGHT_ORDER, [[0, 0, 4]]);
    renderItem(ordering, { result });
    expect(screen.getByText('Not answered')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your order' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Right order' })).toHaveTextContent('1.Gown');
  });
});
