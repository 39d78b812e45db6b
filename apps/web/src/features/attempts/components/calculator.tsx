import { Button, CloseButton, Drawer, Group, Popover, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalculator } from '@tabler/icons-react';
import { useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import {
  displayOf,
  expressionOf,
  INITIAL_CALCULATOR,
  keyOfKeyboard,
  pressKey,
  type CalculatorKey,
  type CalculatorState,
} from '../lib/calculator';
import classes from './exam-tools.module.css';
import { PHONE_QUERY } from './lab-values-drawer';

type KeyButton = { label: string; name: string; key: CalculatorKey; wide?: boolean };

const digit = (value: string): KeyButton => ({
  label: value,
  name: value,
  key: { type: 'digit', digit: value },
});
const operator = (value: '+' | '−' | '×' | '÷', name: string): KeyButton => ({
  label: value,
  name,
  key: { type: 'operator', operator: value },
});

/** The keypad, row by row (four keys a row; = is three wide). */
const KEYS: KeyButton[] = [
  { label: 'C', name: 'Clear all', key: { type: 'clear' } },
  { label: 'CE', name: 'Clear entry', key: { type: 'clearEntry' } },
  { label: '⌫', name: 'Backspace', key: { type: 'backspace' } },
  { label: '√', name: 'Square root', key: { type: 'sqrt' } },
  digit('7'),
  digit('8'),
  digit('9'),
  operator('÷', 'Divide'),
  digit('4'),
  digit('5'),
  digit('6'),
  operator('×', 'Multiply'),
  digit('1'),
  digit('2'),
  digit('3'),
  operator('−', 'Subtract'),
  { label: '±', name: 'Change sign', key: { type: 'negate' } },
  digit('0'),
  { label: '.', name: 'Decimal point', key: { type: 'point' } },
  operator('+', 'Add'),
  { label: '%', name: 'Percent', key: { type: 'percent' } },
  { label: '=', name: 'Equals', key: { type: 'equals' }, wide: true },
];

type CalculatorPanelProps = {
  state: CalculatorState;
  onKey: (key: CalculatorKey) => void;
  /** The popover's own close button; the phone's drawer has its own. */
  onClose?: () => void;
};

/**
 * The calculator: its display (the expression above, the entry or result below) and keypad.
 * Typing works while the focus is anywhere in it; the keys do not take the focus from the
 * display when clicked, so Enter after a click still means =.
 */
export function CalculatorPanel({ state, onKey, onClose }: CalculatorPanelProps) {
  const displayRef = useRef<HTMLDivElement>(null);
  useEffect(() => displayRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // A focused key presses itself with Enter or Space, as any button.
    const onButton = event.target instanceof HTMLButtonElement;
    if (onButton && (event.key === 'Enter' || event.key === ' ')) return;
    const key = keyOfKeyboard(event.key);
    if (!key) return;
    // Handled here: the exam page's own shortcuts must not see it.
    event.preventDefault();
    event.stopPropagation();
    onKey(key);
  };

  return (
    <Stack gap="sm" className={classes.calculator} onKeyDown={onKeyDown}>
      {onClose ? (
        <Group justify="space-between" gap="xs">
          <Text fw={700}>Calculator</Text>
          <CloseButton aria-label="Close calculator" onClick={onClose} />
        </Group>
      ) : null}
      <div
        ref={displayRef}
        className={classes.display}
        tabIndex={0}
        role="group"
        aria-label="Calculator display (type to calculate)"
        data-autofocus
      >
        <div className={classes.expression} data-testid="calculator-expression">
          {expressionOf(state)}
        </div>
        <output className={classes.result} aria-live="polite" aria-atomic="true">
          {displayOf(state)}
        </output>
      </div>
      <div className={classes.keys}>
        {KEYS.map((button) => (
          <Button
            key={button.name}
            variant={button.key.type === 'equals' ? 'filled' : 'default'}
            className={`${classes.key} ${button.wide ? classes.equals : ''}`}
            aria-label={button.name}
            // Clicking keeps the focus where it was (the display), so typing goes on.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onKey(button.key)}
          >
            {button.label}
          </Button>
        ))}
      </div>
      <Text size="xs" c="dimmed">
        Keys: digits, + − * / %, Enter for =, Backspace, Delete (CE), C (clear all), Esc closes.
      </Text>
    </Stack>
  );
}

/**
 * The toolbar's 'Calculator' button and its panel: beside the button on a larger screen
 * (the question stays in view and usable), a bottom drawer on a phone. The calculation
 * survives closing and opening again; nothing of it leaves the browser.
 */
export function CalculatorTool() {
  const [opened, setOpened] = useState(false);
  const [state, onKey] = useReducer(pressKey, INITIAL_CALCULATOR);
  // Read at once, so a phone starts with its drawer rather than the popover's button.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  // The panel is mounted when first opened (see useOpenedOnce).
  const panel = useOpenedOnce(opened);

  const button = (
    <Button
      variant="default"
      className={classes.toolButton}
      leftSection={<IconCalculator size={18} aria-hidden="true" />}
      aria-haspopup="dialog"
      aria-expanded={opened}
      onClick={() => setOpened((open) => !open)}
    >
      Calculator
    </Button>
  );

  if (phone) {
    return (
      <>
        {button}
        {panel.mounted ? (
          <Drawer
            opened={panel.opened}
            onClose={() => setOpened(false)}
            position="bottom"
            size="auto"
            title="Calculator"
            closeButtonProps={{ 'aria-label': 'Close calculator' }}
            styles={{ title: { fontWeight: 700 } }}
          >
            <CalculatorPanel state={state} onKey={onKey} />
          </Drawer>
        ) : null}
      </>
    );
  }
  return (
    <Popover
      opened={panel.opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      width={300}
      closeOnClickOutside={false}
      closeOnEscape
      returnFocus
    >
      <Popover.Target>{button}</Popover.Target>
      {panel.mounted ? (
        <Popover.Dropdown aria-label="Calculator">
          <CalculatorPanel state={state} onKey={onKey} onClose={() => setOpened(false)} />
        </Popover.Dropdown>
      ) : null}
    </Popover>
  );
}
