import {
  Badge,
  Box,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { optionLetter, type QuestionType } from '@prepward/shared/constants';
import { BOW_TIE_PARTS, partsOf, type TItemLayout } from '@prepward/shared/item-types';
import { htmlToText } from '@prepward/shared/html-text';
import { IconCheck } from '@tabler/icons-react';
import { HtmlContent } from '../../../../components/question/html-content';
import classes from './items.module.css';

/** An option as a question card (with its picks) or a version (without) has it. */
export type SummaryOption = {
  id?: string;
  value: string;
  answer: boolean;
  /** Absent from versions written before the Next Generation types: part 0. */
  part?: number;
  selected?: number;
};

type ItemSummaryProps = {
  type: QuestionType;
  /** Absent when the version does not keep it: the options are listed part by part. */
  layout?: TItemLayout | undefined;
  options: readonly SummaryOption[];
};

const partOf = (option: SummaryOption) => option.part ?? 0;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function Picks({ option }: { option: SummaryOption }) {
  if (option.selected === undefined) return null;
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {option.selected} {option.selected === 1 ? 'pick' : 'picks'}
    </Text>
  );
}

function CorrectMark() {
  return (
    <>
      <ThemeIcon color="teal" size="sm" radius="xl" aria-hidden="true">
        <IconCheck size={14} />
      </ThemeIcon>
      <VisuallyHidden>(correct)</VisuallyHidden>
    </>
  );
}

/** A list of options, lettered, the correct ones marked in colour and in words. */
export function OptionList({
  options,
  label,
}: {
  options: readonly SummaryOption[];
  label?: string;
}) {
  return (
    <Stack
      gap={6}
      component="ol"
      aria-label={label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {options.map((option, index) => (
        <Group
          key={option.id ?? index}
          component="li"
          gap="xs"
          wrap="nowrap"
          align="flex-start"
          p={6}
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            background: option.answer ? 'var(--mantine-color-teal-0)' : undefined,
            border: `1px solid ${option.answer ? 'var(--mantine-color-teal-5)' : 'var(--mantine-color-gray-3)'}`,
          }}
        >
          <Text fw={700} w={20}>
            {optionLetter(index)}.
          </Text>
          <Box style={{ flex: 1, minWidth: 0 }}>
            <HtmlContent html={option.value} />
          </Box>
          {option.answer ? <CorrectMark /> : null}
          <Picks option={option} />
        </Group>
      ))}
    </Stack>
  );
}

function MatrixSummary({
  layout,
  options,
}: {
  layout: TItemLayout;
  options: readonly SummaryOption[];
}) {
  const columns = layout.columns ?? [];
  return (
    <Table.ScrollContainer minWidth={120 + columns.length * 90}>
      <table className={classes.grid} aria-label="Matrix: the correct cells are ticked">
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>Row</VisuallyHidden>
            </th>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                <Text span size="sm">
                  {column}
                </Text>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(layout.rows ?? []).map((row, part) => {
            const cells = options.filter((option) => partOf(option) === part);
            return (
              <tr key={part}>
                <th scope="row">
                  <Text span size="sm">
                    {row}
                  </Text>
                </th>
                {columns.map((column, index) => {
                  const cell = cells[index];
                  return (
                    <td
                      key={index}
                      style={
                        cell?.answer ? { background: 'var(--mantine-color-teal-0)' } : undefined
                      }
                    >
                      <Stack gap={2} align="center">
                        {cell?.answer ? <CorrectMark /> : null}
                        {cell ? <Picks option={cell} /> : null}
                      </Stack>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </Table.ScrollContainer>
  );
}

function ClozeSummary({
  type,
  text,
  options,
}: {
  type: QuestionType;
  text: string;
  options: readonly SummaryOption[];
}) {
  const blanks = partsOf(options.map((option) => ({ part: partOf(option) })));
  const correctOf = (part: number) =>
    options.find((option) => partOf(option) === part && option.answer);
  // Each blank shows its answer in the text: '[1: Infection]'.
  const html = text.replace(/\{\{(\d{1,2})\}\}/g, (_, n: string) => {
    const correct = correctOf(Number(n) - 1);
    return `<strong>[${n}: ${escapeHtml(correct ? htmlToText(correct.value) : '?')}]</strong>`;
  });
  const inBlank = (part: number) => options.filter((option) => partOf(option) === part);
  return (
    <Stack gap="xs">
      <HtmlContent html={html} />
      {type === 'drag_drop_cloze' ? (
        <Text size="sm">
          <Text span fw={600}>
            Words:
          </Text>{' '}
          {inBlank(blanks[0] ?? 0)
            .map((option) => htmlToText(option.value))
            .join(', ')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {blanks.map((part) => (
            <Stack key={part} gap={4}>
              <Text size="sm" fw={600}>
                Blank {part + 1}
              </Text>
              <OptionList options={inBlank(part)} label={`Blank ${part + 1}`} />
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function HighlightSummary({
  layout,
  options,
}: {
  layout: TItemLayout;
  options: readonly SummaryOption[];
}) {
  const Passage = layout.asRows ? 'ol' : 'p';
  const Segment = layout.asRows ? 'li' : 'span';
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        The parts to highlight are marked.
      </Text>
      <Passage className={classes.passage}>
        {options.map((option, index) => (
          <Segment key={option.id ?? index}>
            {option.answer ? (
              <mark>
                <HtmlContent html={option.value} inline />
                <VisuallyHidden> (to highlight)</VisuallyHidden>
              </mark>
            ) : (
              <HtmlContent html={option.value} inline />
            )}{' '}
          </Segment>
        ))}
      </Passage>
    </Stack>
  );
}

/** An ordering: its items numbered in their right order (the order they are stored in). */
function OrderingSummary({ options }: { options: readonly SummaryOption[] }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        In their right order; students get them in another.
      </Text>
      <Stack
        gap={6}
        component="ol"
        aria-label="Right order"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {options.map((option, index) => (
          <Group
            key={option.id ?? index}
            component="li"
            gap="xs"
            wrap="nowrap"
            align="flex-start"
            p={6}
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              border: '1px solid var(--mantine-color-gray-3)',
            }}
          >
            <Text fw={700} w={24}>
              {index + 1}.
            </Text>
            <Box style={{ flex: 1, minWidth: 0 }}>
              <HtmlContent html={option.value} />
            </Box>
            {/* An ordering's picks count the students who put the item in its place. */}
            {option.selected === undefined ? null : (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {option.selected} placed here
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

function PartLists({ type, options }: { type: QuestionType; options: readonly SummaryOption[] }) {
  const parts = partsOf(options.map((option) => ({ part: partOf(option) })));
  const labelOf = (part: number) =>
    type === 'bow_tie' ? (BOW_TIE_PARTS[part]?.label ?? `List ${part + 1}`) : `Part ${part + 1}`;
  if (parts.length <= 1 && type !== 'bow_tie') return <OptionList options={options} />;
  return (
    <SimpleGrid cols={{ base: 1, md: Math.min(parts.length, 3) }} spacing="sm">
      {parts.map((part) => (
        <Stack key={part} gap={4}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {labelOf(part)}
            </Text>
            {type === 'bow_tie' && BOW_TIE_PARTS[part] ? (
              <Badge size="xs" variant="light">
                choose {BOW_TIE_PARTS[part].choose}
              </Badge>
            ) : null}
          </Group>
          <OptionList
            options={options.filter((option) => partOf(option) === part)}
            label={labelOf(part)}
          />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * A question's options as administrators check them: a matrix as its grid, a cloze as its
 * text with each blank's answer, a highlight passage with its marked parts, a bow-tie as its
 * three lists, an ordering as its items in their right order; the other types as a list.
 * Without a layout (a version that does not keep it), the options are listed part by part.
 */
export function ItemSummary({ type, layout, options }: ItemSummaryProps) {
  if (type === 'matrix' && layout?.rows?.length && layout.columns?.length) {
    return <MatrixSummary layout={layout} options={options} />;
  }
  if ((type === 'dropdown_cloze' || type === 'drag_drop_cloze') && layout?.text) {
    return <ClozeSummary type={type} text={layout.text} options={options} />;
  }
  if (type === 'highlight' && layout) {
    return <HighlightSummary layout={layout} options={options} />;
  }
  if (type === 'ordering') return <OrderingSummary options={options} />;
  return <PartLists type={type} options={options} />;
}
