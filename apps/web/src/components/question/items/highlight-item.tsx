// A highlight item: the passage's words or lines are toggles the student highlights.
import { Stack, Text } from '@mantine/core';
import { HtmlContent } from '../html-content';
import { RevealedOptions } from './outcome';
import { optionsOfPart, outcomeOf, partFull, toggleChoice, type ItemViewProps } from './parts';
import classes from './items.module.css';

export function HighlightItem({ question, chosen, onChange, locked, result }: ItemViewProps) {
  const segments = optionsOfPart(question, 0);
  const asRows = question.item.layout.asRows === true;
  const full = partFull(question, chosen, 0);
  const Passage = asRows ? 'ol' : 'p';
  const Segment = asRows ? 'li' : 'span';
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" id={`passage-${question.id}-help`}>
        Select the parts of the passage that apply: each is highlighted when chosen.
      </Text>
      <Passage
        className={asRows ? classes.passageRows : classes.passage}
        aria-label={`Passage of question ${question.number}`}
        aria-describedby={`passage-${question.id}-help`}
      >
        {segments.map((segment) => {
          const pressed = chosen.includes(segment.id);
          return (
            <Segment key={segment.id}>
              <button
                type="button"
                className={classes.segment}
                aria-pressed={pressed}
                aria-disabled={locked || (full && !pressed) || undefined}
                data-outcome={result ? outcomeOf(result, segment.id, pressed) : undefined}
                onClick={() => {
                  if (locked) return;
                  onChange(toggleChoice(question, chosen, segment.id, !pressed));
                }}
              >
                <HtmlContent html={segment.value} inline />
              </button>{' '}
            </Segment>
          );
        })}
      </Passage>
      {result ? <RevealedOptions options={segments} chosen={chosen} result={result} /> : null}
    </Stack>
  );
}
