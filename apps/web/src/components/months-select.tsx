import { ComboboxChevron, InputBase, Select, type SelectProps } from '@mantine/core';
import { MONTH_CHOICES, monthsLabel } from '@prepward/shared/months';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

const OPTIONS = MONTH_CHOICES.map((months) => ({
  value: String(months),
  label: monthsLabel(months),
}));

/** The keys a closed Mantine Select answers (by `code`, as its Combobox reads them). */
const SELECT_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', 'NumpadEnter', 'Space']);

/** What first reached the stand-in, done again on the Select that replaces it. */
type FirstAction = { type: 'click' } | { type: 'key'; key: string; code: string };

type MonthsSelectProps = Pick<
  SelectProps,
  'label' | 'aria-label' | 'size' | 'error' | 'disabled' | 'w' | 'miw' | 'flex'
> & {
  value: number;
  onChange: (months: number) => void;
};

/**
 * Months of access, 1 to 24 (cart lines, the catalogue and manual allocation). Until the
 * student first opens it, it is a button that looks and reads the same (a combobox showing
 * the months): a Mantine Select mounts a combobox with its 24 options, a popover and a portal,
 * and the catalogue has one on every card. The first click (or Enter, Space, an arrow key)
 * puts the Select in its place, with the focus, and is passed on to it: the Select answers
 * it as it would have from the start.
 */
export function MonthsSelect({ value, onChange, label = 'Months', ...props }: MonthsSelectProps) {
  const [active, setActive] = useState(false);
  const selectRef = useRef<HTMLInputElement>(null);
  const firstAction = useRef<FirstAction | null>(null);
  useEffect(() => {
    const action = firstAction.current;
    const input = selectRef.current;
    if (!active || !action || !input) return;
    firstAction.current = null;
    input.focus();
    if (action.type === 'click') input.click();
    else {
      const { key, code } = action;
      input.dispatchEvent(
        new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }),
      );
    }
  }, [active]);

  if (!active) {
    const activate = (action: FirstAction) => {
      firstAction.current = action;
      setActive(true);
    };
    return (
      <InputBase
        component="button"
        type="button"
        pointer
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        label={label}
        rightSection={<ComboboxChevron size={props.size} error={props.error} />}
        rightSectionPointerEvents="none"
        onClick={() => activate({ type: 'click' })}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (!SELECT_KEYS.has(event.nativeEvent.code)) return;
          event.preventDefault();
          activate({ type: 'key', key: event.key, code: event.nativeEvent.code });
        }}
        {...props}
      >
        {monthsLabel(value)}
      </InputBase>
    );
  }
  return (
    <Select
      ref={selectRef}
      label={label}
      data={OPTIONS}
      value={String(value)}
      allowDeselect={false}
      onChange={(next) => next && onChange(Number(next))}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
