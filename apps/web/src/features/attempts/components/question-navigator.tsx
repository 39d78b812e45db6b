import { Button, ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import classes from './exam.module.css';

export type QuestionState = 'unanswered' | 'answered' | 'pending' | 'correct' | 'incorrect';

// `current` fills the current question's button: white text on shade 7 of blue, teal and red
// is below 4.5:1, on shade 9 it is 5:1 or more (yellow takes dark text, the primary white).
const LOOK: Record<
  QuestionState,
  { color: string; variant: string; current: string | undefined; text: string }
> = {
  unanswered: { color: 'gray', variant: 'default', current: undefined, text: 'not answered' },
  answered: { color: 'blue', variant: 'light', current: 'blue.9', text: 'answered' },
  pending: { color: 'yellow', variant: 'light', current: 'yellow', text: 'answer not saved yet' },
  correct: { color: 'teal', variant: 'light', current: 'teal.9', text: 'correct' },
  incorrect: { color: 'red', variant: 'light', current: 'red.9', text: 'incorrect' },
};

type QuestionNavigatorProps = {
  states: readonly QuestionState[];
  /** Whether each question is tagged for review (shown on its button). */
  tagged: readonly boolean[];
  current: number;
  onSelect: (index: number) => void;
  /** Practice shows right and wrong; a running mock only answered. */
  showCorrectness: boolean;
};

/** The side panel of numbered question buttons, four per row. */
export function QuestionNavigator({
  states,
  tagged,
  current,
  onSelect,
  showCorrectness,
}: QuestionNavigatorProps) {
  const legend: QuestionState[] = showCorrectness
    ? ['unanswered', 'correct', 'incorrect', 'pending']
    : ['unanswered', 'answered', 'pending'];
  return (
    <Stack gap="sm" component="nav" aria-labelledby="question-navigator-title">
      <Title order={2} fz="md" id="question-navigator-title">
        Questions
      </Title>
      <div className={classes.navigator}>
        {states.map((state, index) => {
          const look = LOOK[state];
          const isCurrent = index === current;
          return (
            <Button
              key={index}
              className={classes.navButton}
              // The current question is filled, in the colour of its state.
              variant={isCurrent ? 'filled' : look.variant}
              color={isCurrent ? look.current : look.color}
              // Mantine's light shades are too pale for text: the darkest keeps 4.5:1 (shade 9
              // on a light page, 4 on a dark one: providers.tsx).
              c={isCurrent || state === 'unanswered' ? undefined : look.color}
              data-current={isCurrent || undefined}
              autoContrast
              aria-current={isCurrent ? 'step' : undefined}
              aria-label={`Question ${index + 1}, ${look.text}${tagged[index] ? ', tagged' : ''}${isCurrent ? ', current' : ''}`}
              onClick={() => onSelect(index)}
            >
              {index + 1}
              {tagged[index] ? (
                <IconTag size={12} className={classes.markedFlag} aria-hidden="true" />
              ) : null}
            </Button>
          );
        })}
      </div>
      <Group gap="xs" aria-hidden="true">
        <Group gap={4} wrap="nowrap">
          <IconTag size={14} />
          <Text size="xs" c="dimmed">
            tagged
          </Text>
        </Group>
        {legend.map((state) => (
          <Group key={state} gap={4} wrap="nowrap">
            <ColorSwatch
              size={14}
              radius="sm"
              withShadow={false}
              color={
                state === 'unanswered'
                  ? 'var(--mantine-color-body)'
                  : `var(--mantine-color-${LOOK[state].color}-light)`
              }
              style={{ border: '1px solid var(--mantine-color-default-border)' }}
            />
            <Text size="xs" c="dimmed">
              {LOOK[state].text}
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
