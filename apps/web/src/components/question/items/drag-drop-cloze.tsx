// A drag-and-drop cloze: a pool of words to drag into the text's blanks. Without a pointer,
// choose a word, then the blank it goes in (both are buttons, so keyboards and screen readers
// do the same with Enter or Space).
import { Group, Stack, Text } from '@mantine/core';
import { clozeBlanks } from '@prepward/shared/item-types';
import { useState, type DragEvent } from 'react';
import { HtmlContent } from '../html-content';
import { BlankResults } from './blank-results';
import { ClozeText } from './cloze-text';
import { optionsOfPart, outcomeOf, setPartChoice, type ItemViewProps } from './parts';
import classes from './items.module.css';

const TOKEN_TYPE = 'text/plain';

export function DragDropClozeItem({ question, chosen, onChange, locked, result }: ItemViewProps) {
  const text = question.item.layout.text ?? '';
  const blanks = clozeBlanks(text);
  // Every blank offers the same words: the pool is the first blank's, in its order.
  const tokens = [
    ...new Set(optionsOfPart(question, blanks[0] ?? 0).map((option) => option.value)),
  ];
  const [held, setHeld] = useState<string | null>(null);

  const filledWith = (part: number) =>
    optionsOfPart(question, part).find((option) => chosen.includes(option.id));
  const used = new Set(blanks.map((part) => filledWith(part)?.value));

  const place = (part: number, token: string | null) => {
    const option = optionsOfPart(question, part).find((candidate) => candidate.value === token);
    onChange(setPartChoice(question, chosen, part, option?.id ?? null));
    setHeld(null);
  };
  const onBlank = (part: number) => {
    if (locked) return;
    // With a word in hand it goes here; without one, a filled blank is emptied.
    place(part, held);
  };
  const onDrop = (part: number) => (event: DragEvent) => {
    event.preventDefault();
    if (!locked) place(part, event.dataTransfer.getData(TOKEN_TYPE));
  };

  return (
    <Stack gap="sm">
      {locked ? null : (
        <>
          <Text size="sm" c="dimmed" id={`pool-${question.id}-help`}>
            Drag a word into each blank, or choose a word and then the blank. Choose a filled blank
            without a word to empty it.
          </Text>
          <Group
            gap="xs"
            role="group"
            aria-label="Words to place"
            aria-describedby={`pool-${question.id}-help`}
          >
            {tokens.map((token) => (
              <button
                key={token}
                type="button"
                draggable
                className={classes.token}
                aria-pressed={held === token}
                data-used={used.has(token) || undefined}
                onClick={() => setHeld(held === token ? null : token)}
                onDragStart={(event) => {
                  event.dataTransfer.setData(TOKEN_TYPE, token);
                  event.dataTransfer.effectAllowed = 'copy';
                }}
              >
                <HtmlContent html={token} inline />
                {used.has(token) ? <span className={classes.visuallyHidden}>, placed</span> : null}
              </button>
            ))}
          </Group>
        </>
      )}
      <div className={classes.cloze}>
        <ClozeText
          text={text}
          renderBlank={(part) => {
            const filled = filledWith(part);
            return (
              <button
                type="button"
                className={classes.blank}
                aria-label={`Blank ${part + 1}: ${filled ? plain(filled.value) : 'empty'}`}
                aria-disabled={locked || undefined}
                data-filled={filled ? true : undefined}
                data-outcome={result ? outcomeOf(result, filled?.id ?? '', true) : undefined}
                onClick={() => onBlank(part)}
                onDragOver={(event) => {
                  if (!locked) event.preventDefault();
                }}
                onDrop={onDrop(part)}
              >
                {filled ? <HtmlContent html={filled.value} inline /> : `Blank ${part + 1}`}
              </button>
            );
          }}
        />
      </div>
      {result ? (
        <BlankResults question={question} chosen={chosen} result={result} blanks={blanks} />
      ) : null}
    </Stack>
  );
}

const plain = (html: string) => html.replace(/<[^>]*>/g, '').trim();
