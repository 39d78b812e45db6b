import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Radio,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { blankItemText, type ItemText } from '../../lib/item-form';
import classes from './items.module.css';

type Mark = {
  /** One correct (radios of one group) or several (checkboxes). */
  kind: 'radio' | 'checkbox';
  /** The control's visible label: 'Correct', 'Highlight'. */
  label: string;
  /** The radios' group name (arrow keys move within it). */
  group?: string;
  isMarked: (item: ItemText) => boolean;
  onChange: (item: ItemText, marked: boolean) => void;
};

type ItemTextListProps = {
  legend: ReactNode;
  /** The list's description under the legend ('2 to 10'). */
  hint?: string;
  items: ItemText[];
  /** Each field's label: 'Row 1', 'Choice b'. */
  itemLabel: (index: number) => string;
  min: number;
  max: number;
  /** Errors by the item's index. */
  errorOf: (index: number) => string | undefined;
  onValueChange: (index: number, value: string) => void;
  onAdd: (item: ItemText) => void;
  onRemove: (index: number) => void;
  mark?: Mark;
  /** Where the list's order matters (an ordering's items): move an item to another index. */
  onMove?: (from: number, to: number) => void;
  /** The add button's text. */
  addLabel: string;
  placeholder?: string;
};

/**
 * A list of short texts the author edits (a matrix's rows, a blank's choices, a bow-tie's
 * column), each with its correct mark when the list has one, and add and remove buttons.
 */
export function ItemTextList({
  legend,
  hint,
  items,
  itemLabel,
  min,
  max,
  errorOf,
  onValueChange,
  onAdd,
  onRemove,
  mark,
  onMove,
  addLabel,
  placeholder,
}: ItemTextListProps) {
  return (
    <Stack gap="xs" component="fieldset" className={classes.fieldset}>
      <Text component="legend" fw={600} size="sm" className={classes.legend}>
        {legend}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed" mt={-4}>
          {hint}
        </Text>
      ) : null}
      {items.map((item, index) => {
        const label = itemLabel(index);
        return (
          <Group key={item.key} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              className={classes.grow}
              label={label}
              required
              value={item.value}
              placeholder={placeholder}
              autoComplete="off"
              onChange={(event) => onValueChange(index, event.currentTarget.value)}
              error={errorOf(index)}
            />
            {mark ? (
              <div className={classes.mark}>
                {mark.kind === 'radio' ? (
                  <Radio
                    name={mark.group}
                    label={mark.label}
                    aria-label={`${label}: ${mark.label.toLowerCase()}`}
                    checked={mark.isMarked(item)}
                    onChange={(event) => mark.onChange(item, event.currentTarget.checked)}
                  />
                ) : (
                  <Checkbox
                    label={mark.label}
                    aria-label={`${label}: ${mark.label.toLowerCase()}`}
                    checked={mark.isMarked(item)}
                    onChange={(event) => mark.onChange(item, event.currentTarget.checked)}
                  />
                )}
              </div>
            ) : null}
            {onMove ? (
              <Group gap={4} wrap="nowrap" mt={28}>
                <Tooltip label={`Move ${label.toLowerCase()} up`}>
                  <ActionIcon
                    size="lg"
                    variant="subtle"
                    aria-label={`Move ${label.toLowerCase()} up`}
                    // aria-disabled, not disabled: the focus stays on a button moved to an end.
                    aria-disabled={index === 0 || undefined}
                    data-disabled={index === 0 || undefined}
                    onClick={() => index > 0 && onMove(index, index - 1)}
                  >
                    <IconArrowUp size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={`Move ${label.toLowerCase()} down`}>
                  <ActionIcon
                    size="lg"
                    variant="subtle"
                    aria-label={`Move ${label.toLowerCase()} down`}
                    aria-disabled={index === items.length - 1 || undefined}
                    data-disabled={index === items.length - 1 || undefined}
                    onClick={() => index < items.length - 1 && onMove(index, index + 1)}
                  >
                    <IconArrowDown size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ) : null}
            <Tooltip label={`Remove ${label.toLowerCase()}`}>
              <ActionIcon
                mt={28}
                size="lg"
                variant="subtle"
                color="red"
                aria-label={`Remove ${label.toLowerCase()}`}
                disabled={items.length <= min}
                onClick={() => onRemove(index)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          disabled={items.length >= max}
          onClick={() => onAdd(blankItemText())}
        >
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** The item's own problems (a row without its correct answer, a list too short), one a line. */
export function ItemErrors({ errors }: { errors: Record<string, unknown> }) {
  const lines = [errors.options, errors.correct]
    .filter((error): error is string => typeof error === 'string')
    .flatMap((error) => error.split('\n'));
  if (lines.length === 0) return null;
  return (
    <Stack gap={2} role="alert">
      {lines.map((line) => (
        <Text key={line} c="red" size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
