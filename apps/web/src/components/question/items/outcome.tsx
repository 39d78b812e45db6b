// What a revealed Next Generation item shows: each option's mark and peers' share, the points.
import { Badge, Group, Text } from '@mantine/core';
import { PERCENT_DECIMALS } from '@prepward/shared/constants';
import type { TAnswerResult } from '@prepward/shared/schemas/attempts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { HtmlContent } from '../html-content';
import {
  outcomeOf,
  partName,
  pickPercentageOf,
  pointsText,
  type ItemOption,
  type ItemQuestion,
} from './parts';
import classes from './items.module.css';

const percent = (value: number) => `${value.toFixed(PERCENT_DECIMALS)}%`;

/** An option's mark once revealed: right or wrong, chosen or not, and peers' share of picks. */
export function OptionMark({
  result,
  optionId,
  chosen,
  compact = false,
}: {
  result: TAnswerResult;
  optionId: string;
  chosen: boolean;
  /** In a table cell: the share alone, the mark as an icon. */
  compact?: boolean;
}) {
  const outcome = outcomeOf(result, optionId, chosen);
  const share = percent(pickPercentageOf(result, optionId));
  if (compact) {
    return (
      <Group gap={4} component="span" wrap="nowrap" justify="center">
        {outcome === 'correct' || outcome === 'missed' ? (
          <IconCheck size={14} className={classes.rightIcon} aria-label="Correct answer" />
        ) : null}
        {outcome === 'wrong' ? (
          <IconX size={14} className={classes.wrongIcon} aria-label="Wrong answer" />
        ) : null}
        <Text component="span" size="xs" c="dimmed">
          {share}
          <span className={classes.visuallyHidden}> of students chose this</span>
        </Text>
      </Group>
    );
  }
  return (
    <Group gap="xs" component="span" wrap="wrap">
      <Text component="span" size="sm" c="dimmed">
        {share} of students chose this
      </Text>
      {outcome === 'correct' || outcome === 'missed' ? (
        <Badge
          component="span"
          color="teal.9"
          variant="filled"
          leftSection={<IconCheck size={12} />}
        >
          Correct answer
        </Badge>
      ) : null}
      {chosen ? (
        <Badge
          component="span"
          color={outcome === 'wrong' ? 'red.9' : 'gray.7'}
          variant={outcome === 'wrong' ? 'filled' : 'light'}
          leftSection={outcome === 'wrong' ? <IconX size={12} /> : undefined}
        >
          Your answer
        </Badge>
      ) : null}
    </Group>
  );
}

/** A part's options listed with their marks (a cloze blank, a highlighted passage). */
export function RevealedOptions({
  options,
  chosen,
  result,
}: {
  options: readonly ItemOption[];
  chosen: readonly string[];
  result: TAnswerResult;
}) {
  return (
    <ul className={classes.revealedList}>
      {options.map((option) => {
        const isChosen = chosen.includes(option.id);
        return (
          <li
            key={option.id}
            className={classes.revealedOption}
            data-outcome={outcomeOf(result, option.id, isChosen)}
          >
            <HtmlContent html={option.value} inline />
            <OptionMark result={result} optionId={option.id} chosen={isChosen} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'Blank 2: 1 of 1 point'; without the part's name ('1 of 2 points') where the part's own label
 * is beside it (a matrix row).
 */
export function PartPoints({
  question,
  result,
  part,
  named = true,
}: {
  question: ItemQuestion;
  result: TAnswerResult;
  part: number;
  named?: boolean;
}) {
  const score = result.parts.find((candidate) => candidate.part === part);
  if (!score) return null;
  const points = pointsText(score.points, score.maxPoints);
  return (
    <Text size="sm" fw={600}>
      {named ? `${partName(question.type, question.item, part)}: ${points}` : points}
    </Text>
  );
}
