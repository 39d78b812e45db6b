import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Checkbox,
  Group,
  Loader,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { PERCENT_DECIMALS, QUESTION_TYPE_LABELS } from '@prepward/shared/constants';
import { hasParts } from '@prepward/shared/item-types';
import type { TAnswerResult, TTestQuestion } from '@prepward/shared/schemas/attempts';
import type { HighlightRange } from '@prepward/shared/schemas/study-notes';
import { IconCheck, IconCircleHalf2, IconStrikethrough, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import { correctAnswerOf } from './correct-answer';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import exhibitClasses from './exhibit.module.css';
import { HtmlContent } from './html-content';
import { pointsText, type ItemViewProps } from './items/parts';
import { QuestionStem } from './question-stem';
import classes from './question.module.css';

/**
 * The Next Generation items' views load when a test first shows one (most tests hold none):
 * their code stays out of the exam page's and the results' first download.
 */
const itemViews = lazyWithPreload<ItemViewProps>(
  async () => (await import('./items/item-view')).ItemView,
  <Loader size="sm" aria-label="Loading the question" />,
);
export const preloadItemViews = itemViews.preload;
const ItemView = itemViews.Component;

/** The exhibit's code (tabs) loads with the first question that has one. */
const exhibitView = lazyWithPreload(async () => (await import('./exhibit')).Exhibit);
export const preloadExhibit = exhibitView.preload;
const Exhibit = exhibitView.Component;

/** A case study's header (its scenario) loads with the first test that holds a case. */
const caseView = lazyWithPreload(async () => (await import('./case-scenario')).CaseScenario);
export const preloadCaseScenario = caseView.preload;
const CaseScenario = caseView.Component;

type ViewNeeds = Pick<TTestQuestion, 'type' | 'item' | 'case'>;

/**
 * Fetches the code the views of these questions need (Next Generation items, exhibits, case
 * headers), so a page can show them whole at once instead of growing as each part arrives.
 */
export function preloadViewsFor(questions: readonly ViewNeeds[]): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  if (questions.some((question) => hasParts(question.type))) loads.push(itemViews.preload());
  if (questions.some((question) => question.item.layout.exhibits?.length)) {
    loads.push(exhibitView.preload());
  }
  if (questions.some((question) => question.case)) loads.push(caseView.preload());
  return Promise.all(loads);
}

/** What the student has chosen or typed for a question, before or after it is sent. */
export type Selection = { optionIds: string[]; text: string };

type QuestionViewProps = {
  question: TTestQuestion;
  total: number;
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  /** No changes (a practice answer once submitted, an ended test, a paused clock). */
  locked: boolean;
  /** What the server revealed (practice after submit, any test after its end). */
  result: TAnswerResult | null;
  struck: readonly string[];
  onToggleStrike: (optionId: string) => void;
  /** Enter in the answer field of a fill-in-the-blank question. */
  onSubmitText: () => void;
  /** The question's heading, focused when the student moves here by keyboard. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The student's highlights in the stem, and removing one by tapping it (where allowed). */
  highlights?: readonly HighlightRange[];
  onRemoveHighlight?: (range: HighlightRange) => void;
};

const percent = (value: number) => `${value.toFixed(PERCENT_DECIMALS)}%`;

/** How a revealed option is framed: green when right, red when chosen and wrong. */
function outcomeOf(result: TAnswerResult, optionId: string, selected: boolean) {
  if (result.correctOptionIds.includes(optionId)) return 'correct';
  return selected ? 'wrong' : undefined;
}

/** What shows under an option once revealed: its share of picks and whether it is right. */
function OptionOutcome({
  result,
  optionId,
  selected,
}: {
  result: TAnswerResult;
  optionId: string;
  selected: boolean;
}) {
  const stat = result.options.find((option) => option.id === optionId);
  const right = result.correctOptionIds.includes(optionId);
  return (
    <Group gap="xs" component="span" wrap="wrap">
      <Text component="span" size="sm" c="dimmed">
        {percent(stat?.pickPercentage ?? 0)} of students chose this
      </Text>
      {right ? (
        <Badge
          component="span"
          color="teal.9"
          variant="filled"
          leftSection={<IconCheck size={12} />}
        >
          Correct answer
        </Badge>
      ) : null}
      {selected && !right ? (
        <Badge component="span" color="red.9" variant="filled" leftSection={<IconX size={12} />}>
          Your answer
        </Badge>
      ) : null}
    </Group>
  );
}

function StrikeButton({
  label,
  struck,
  onToggle,
}: {
  label: string;
  struck: boolean;
  onToggle: () => void;
}) {
  const text = struck ? `Restore option ${label}` : `Strike out option ${label}`;
  return (
    <Tooltip label={text} openDelay={400}>
      <ActionIcon
        variant={struck ? 'light' : 'subtle'}
        color="gray"
        aria-label={text}
        aria-pressed={struck}
        onClick={onToggle}
      >
        <IconStrikethrough size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}

export function QuestionView({
  question,
  total,
  selection,
  onSelectionChange,
  locked,
  result,
  struck,
  onToggleStrike,
  onSubmitText,
  headingRef,
  highlights,
  onRemoveHighlight,
}: QuestionViewProps) {
  const headingId = `question-${question.id}-heading`;
  const chosen = new Set(selection.optionIds);
  const correct = result ? correctAnswerOf(result) : null;

  const optionLabel = (option: TTestQuestion['options'][number]): ReactNode => {
    const isStruck = struck.includes(option.id);
    return (
      <Group gap={6} wrap="nowrap" align="baseline" component="span">
        <Text component="span" fw={700}>
          {option.label}.
        </Text>
        <span className={isStruck ? classes.struck : undefined}>
          <HtmlContent html={option.value} inline />
          {isStruck ? <VisuallyHidden component="span"> (struck out)</VisuallyHidden> : null}
        </span>
      </Group>
    );
  };
  // A right click crosses an option out, as on paper.
  const strikeOnContextMenu = (optionId: string) => (event: MouseEvent) => {
    if (locked) return;
    event.preventDefault();
    onToggleStrike(optionId);
  };

  /** Each option with its outcome after submission and its strike-out button. */
  const optionRows = (control: 'radio' | 'checkbox') => (
    <Stack gap="sm" mt="xs">
      {question.options.map((option) => {
        const controlProps = {
          value: option.id,
          disabled: locked,
          label: optionLabel(option),
          classNames: { label: classes.optionLabel },
          description: result ? (
            <OptionOutcome result={result} optionId={option.id} selected={chosen.has(option.id)} />
          ) : undefined,
          flex: 1,
        };
        return (
          <Group
            key={option.id}
            gap="xs"
            wrap="nowrap"
            align="flex-start"
            className={classes.option}
            data-selected={chosen.has(option.id) || undefined}
            data-outcome={result ? outcomeOf(result, option.id, chosen.has(option.id)) : undefined}
            onContextMenu={strikeOnContextMenu(option.id)}
          >
            {control === 'radio' ? <Radio {...controlProps} /> : <Checkbox {...controlProps} />}
            {locked ? null : (
              <StrikeButton
                label={option.label}
                struck={struck.includes(option.id)}
                onToggle={() => onToggleStrike(option.id)}
              />
            )}
          </Group>
        );
      })}
    </Stack>
  );

  const options = hasParts(question.type) ? (
    <ItemView
      question={question}
      chosen={selection.optionIds}
      onChange={(optionIds) => onSelectionChange({ optionIds, text: '' })}
      locked={locked}
      result={result}
    />
  ) : question.type === 'single_choice' ? (
    <Radio.Group
      value={selection.optionIds[0] ?? null}
      onChange={(value) => onSelectionChange({ optionIds: [value], text: '' })}
      // Mantine names the radiogroup after the group's label, not after aria-labelledby.
      label={`Options of question ${question.number}`}
      labelProps={{ className: classes.visuallyHidden }}
      name={`question-${question.id}`}
    >
      {optionRows('radio')}
    </Radio.Group>
  ) : question.type === 'multiple_choice' ? (
    <Checkbox.Group
      value={selection.optionIds}
      onChange={(value) => onSelectionChange({ optionIds: value, text: '' })}
      label={`Options of question ${question.number}`}
      labelProps={{ className: classes.visuallyHidden }}
      description="Choose every answer that applies."
    >
      {optionRows('checkbox')}
    </Checkbox.Group>
  ) : (
    <TextInput
      mt="xs"
      label="Your answer"
      value={selection.text}
      disabled={locked}
      maxLength={500}
      autoComplete="off"
      onChange={(event) => onSelectionChange({ optionIds: [], text: event.currentTarget.value })}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSubmitText();
        }
      }}
    />
  );

  const view = (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg" id={headingId} ref={headingRef} tabIndex={-1}>
          Question {question.number} of {total}
        </Title>
        <Badge variant="filled" color="gray.7">
          {QUESTION_TYPE_LABELS[question.type]}
        </Badge>
      </Group>
      <QuestionStem
        questionId={question.id}
        html={question.question}
        highlights={highlights}
        onRemoveHighlight={onRemoveHighlight}
      />
      {options}
      {result ? (
        <Stack gap="sm">
          <Alert
            color={result.isCorrect ? 'teal' : result.points > 0 ? 'orange' : 'red'}
            variant="light"
            icon={
              result.isCorrect ? (
                <IconCheck aria-hidden="true" />
              ) : result.points > 0 ? (
                <IconCircleHalf2 aria-hidden="true" />
              ) : (
                <IconX aria-hidden="true" />
              )
            }
            title={
              result.isCorrect
                ? 'Correct'
                : !selection.optionIds.length && !selection.text
                  ? 'Not answered'
                  : result.points > 0
                    ? 'Partly correct'
                    : 'Incorrect'
            }
          >
            {hasParts(question.type) ? (
              <Text size="sm" fw={700}>
                Score: {pointsText(result.points, result.maxPoints)}
              </Text>
            ) : null}
            {question.type === 'fill_in_the_blanks' && correct ? (
              <Text size="sm">
                Correct answer: <strong>{correct.answer}</strong>
                {correct.alsoAccepted ? ` (also accepted: ${correct.alsoAccepted})` : null}
              </Text>
            ) : null}
          </Alert>
          {result.explanation ? (
            <Box>
              <Title order={3} fz="md" mb={4}>
                Explanation
              </Title>
              <HtmlContent html={result.explanation} />
            </Box>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
  // The exhibit (nurses' notes, vital signs …) beside the question, as on the exam.
  const exhibits = question.item.layout.exhibits;
  const withExhibits = exhibits?.length ? (
    <div className={exhibitClasses.withExhibit}>
      <Exhibit key={question.id} exhibits={exhibits} number={question.number} />
      {view}
    </div>
  ) : (
    view
  );
  // A case study's question: the case's scenario above the step's exhibits and question.
  if (!question.case) return withExhibits;
  return (
    <Stack gap="md">
      <CaseScenario key={question.case.id} testCase={question.case} />
      {withExhibits}
    </Stack>
  );
}
