// An ordering: the student puts every item in its place. Drag an item, or move it with its
// Move up / Move down buttons (Alt+↑ / Alt+↓ within an item); a live message says where it is.
// The order the server sent is an answer from the start: the selection is always every item.
import { ActionIcon, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { PERCENT_DECIMALS } from '@prepward/shared/constants';
import { SCORING_RULE_LABELS } from '@prepward/shared/item-types';
import type { TAnswerResult } from '@prepward/shared/schemas/attempts';
import { htmlToText } from '@prepward/shared/html-text';
import {
  IconArrowDown,
  IconArrowUp,
  IconCheck,
  IconGripVertical,
  IconX,
} from '@tabler/icons-react';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { HtmlContent } from '../html-content';
import {
  moveInOrder,
  orderOf,
  pickPercentageOf,
  type ItemOption,
  type ItemViewProps,
} from './parts';
import classes from './items.module.css';

const ITEM_TYPE = 'text/plain';

const percent = (value: number) => `${value.toFixed(PERCENT_DECIMALS)}%`;
const nameOf = (option: ItemOption | undefined) =>
  option ? htmlToText(option.value) || 'Item' : 'Item';

export function OrderingItem({ question, chosen, onChange, locked, result }: ItemViewProps) {
  const order = orderOf(question, chosen);
  const byId = new Map(question.options.map((option) => [option.id, option]));
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  // Where a dragged item would land, outlined as the pointer passes over it.
  const [over, setOver] = useState<number | null>(null);
  const helpId = `ordering-${question.id}-help`;

  if (result) {
    return <RevealedOrder question={question} chosen={chosen} result={result} />;
  }

  const move = (from: number, to: number) => {
    if (locked || to < 0 || to >= order.length || from === to) return;
    const next = moveInOrder(order, from, to);
    onChange(next);
    setAnnouncement(`${nameOf(byId.get(order[from]!))}, position ${to + 1} of ${order.length}`);
  };
  const onDrop = (to: number) => (event: DragEvent) => {
    event.preventDefault();
    const id = event.dataTransfer.getData(ITEM_TYPE) || dragged;
    setDragged(null);
    setOver(null);
    const from = id ? order.indexOf(id) : -1;
    if (from >= 0) move(from, to);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, index + (event.key === 'ArrowUp' ? -1 : 1));
  };

  return (
    <Stack gap="xs">
      {locked ? null : (
        <Text size="sm" c="dimmed" id={helpId}>
          Put the items in order, first at the top: drag an item, or use its Move up and Move down
          buttons (Alt+↑ and Alt+↓ move the item you are on).
        </Text>
      )}
      <ol
        className={classes.orderList}
        aria-label="Your order"
        aria-describedby={locked ? undefined : helpId}
      >
        {order.map((id, index) => {
          const option = byId.get(id);
          const name = nameOf(option);
          const first = index === 0;
          const last = index === order.length - 1;
          return (
            <li
              key={id}
              className={classes.orderItem}
              draggable={!locked}
              data-locked={locked || undefined}
              data-dragged={dragged === id || undefined}
              data-over={(over === index && dragged !== id) || undefined}
              onDragStart={(event) => {
                event.dataTransfer.setData(ITEM_TYPE, id);
                event.dataTransfer.effectAllowed = 'move';
                setDragged(id);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
              onDragOver={(event) => {
                if (locked) return;
                event.preventDefault();
                if (over !== index) setOver(index);
              }}
              onDrop={onDrop(index)}
              onKeyDown={onKeyDown(index)}
            >
              {locked ? null : (
                <IconGripVertical size={18} aria-hidden="true" className={classes.orderGrip} />
              )}
              <span className={classes.orderNumber}>{index + 1}</span>
              <span className={classes.orderText}>
                <HtmlContent html={option?.value ?? ''} inline />
              </span>
              {locked ? null : (
                <Group gap={4} wrap="nowrap">
                  {/* aria-disabled, not disabled: the focus stays on a button moved to an end. */}
                  <ActionIcon
                    variant="light"
                    size="lg"
                    aria-label={`Move "${name}" up`}
                    aria-disabled={first || undefined}
                    data-disabled={first || undefined}
                    onClick={() => move(index, index - 1)}
                  >
                    <IconArrowUp size={18} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="light"
                    size="lg"
                    aria-label={`Move "${name}" down`}
                    aria-disabled={last || undefined}
                    data-disabled={last || undefined}
                    onClick={() => move(index, index + 1)}
                  >
                    <IconArrowDown size={18} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              )}
            </li>
          );
        })}
      </ol>
      <div aria-live="polite" aria-atomic="true" className={classes.visuallyHidden}>
        {announcement}
      </div>
    </Stack>
  );
}

/**
 * Once revealed: the student's order, each item marked in its right place or not, then the
 * right order with the share of peers who placed each item there.
 */
function RevealedOrder({
  question,
  chosen,
  result,
}: Pick<ItemViewProps, 'question' | 'chosen'> & { result: TAnswerResult }) {
  const byId = new Map(question.options.map((option) => [option.id, option]));
  const right = result.correctOptionIds;
  // Not answered (a test ended before the question was reached): the right order alone.
  const answered = chosen.length > 0;
  const yours = orderOf(question, chosen);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {SCORING_RULE_LABELS[question.item.scoring]}
      </Text>
      {answered ? (
        <section aria-labelledby={`ordering-${question.id}-yours`}>
          <Title order={3} fz="sm" mb={4} id={`ordering-${question.id}-yours`}>
            Your order
          </Title>
          <ol className={classes.orderList}>
            {yours.map((id, index) => {
              const inPlace = right[index] === id;
              const belongs = right.indexOf(id);
              return (
                <li
                  key={id}
                  className={classes.orderItem}
                  data-locked
                  data-outcome={inPlace ? 'correct' : 'wrong'}
                >
                  <span className={classes.orderNumber}>{index + 1}</span>
                  <span className={classes.orderText}>
                    <HtmlContent html={byId.get(id)?.value ?? ''} inline />
                  </span>
                  {inPlace ? (
                    <Badge
                      component="span"
                      color="teal.9"
                      variant="filled"
                      leftSection={<IconCheck size={12} aria-hidden="true" />}
                    >
                      In its right place
                    </Badge>
                  ) : (
                    <Badge
                      component="span"
                      color="red.9"
                      variant="filled"
                      leftSection={<IconX size={12} aria-hidden="true" />}
                    >
                      {belongs >= 0 ? `Belongs at ${belongs + 1}` : 'Out of place'}
                    </Badge>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby={`ordering-${question.id}-right`}>
        <Title order={3} fz="sm" mb={4} id={`ordering-${question.id}-right`}>
          Right order
        </Title>
        <ol className={classes.revealedList}>
          {right.map((id, index) => (
            <li key={id} className={classes.revealedOption}>
              <Text component="span" fw={700}>
                {index + 1}.
              </Text>
              <HtmlContent html={byId.get(id)?.value ?? ''} inline />
              <Text component="span" size="sm" c="dimmed">
                placed here right by {percent(pickPercentageOf(result, id))} of students
              </Text>
            </li>
          ))}
        </ol>
      </section>
    </Stack>
  );
}
