// A matrix: a row per part, a column per option of the row. One choice per row (radio buttons)
// or several (checkboxes). A table on wide screens; on a phone, each row is its own fieldset.
import { Checkbox, Radio, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ChangeEvent } from 'react';
import { OptionMark, PartPoints } from './outcome';
import { chooseOf, optionsOfPart, outcomeOf, toggleChoice, type ItemViewProps } from './parts';
import classes from './items.module.css';

export function MatrixItem(props: ItemViewProps) {
  const { question, result } = props;
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const rows = question.item.layout.rows ?? [];
  const columns = question.item.layout.columns ?? [];
  const oneEach = rows.map((_, row) => chooseOf(question.item, row) === 1);
  const instruction = oneEach.every(Boolean)
    ? 'Choose one option in each row.'
    : 'Choose every option that applies in each row.';

  if (phone) {
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {instruction}
        </Text>
        {rows.map((rowLabel, row) => (
          <fieldset key={row} className={classes.partFieldset}>
            <legend className={classes.partLegend}>{rowLabel}</legend>
            <Stack gap="xs">
              {optionsOfPart(question, row).map((option, column) => (
                <Cell
                  key={option.id}
                  {...props}
                  optionId={option.id}
                  row={row}
                  single={oneEach[row]!}
                  label={columns[column] ?? option.value}
                  labelShown
                />
              ))}
            </Stack>
            {result ? (
              <PartPoints question={question} result={result} part={row} named={false} />
            ) : null}
          </fieldset>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" id={`matrix-${question.id}-instruction`}>
        {instruction}
      </Text>
      <Table.ScrollContainer minWidth={360}>
        <Table
          withTableBorder
          withColumnBorders
          aria-describedby={`matrix-${question.id}-instruction`}
        >
          <Table.Caption className={classes.visuallyHidden}>
            Options of question {question.number}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <span className={classes.visuallyHidden}>Row</span>
              </Table.Th>
              {columns.map((column) => (
                <Table.Th key={column} scope="col" ta="center">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((rowLabel, row) => (
              <Table.Tr key={row}>
                <Table.Th scope="row" fw={500}>
                  {rowLabel}
                  {result ? (
                    <PartPoints question={question} result={result} part={row} named={false} />
                  ) : null}
                </Table.Th>
                {optionsOfPart(question, row).map((option, column) => {
                  const chosen = props.chosen.includes(option.id);
                  return (
                    <Table.Td
                      key={option.id}
                      ta="center"
                      className={classes.matrixCell}
                      data-selected={chosen || undefined}
                      data-outcome={result ? outcomeOf(result, option.id, chosen) : undefined}
                    >
                      <Cell
                        {...props}
                        optionId={option.id}
                        row={row}
                        single={oneEach[row]!}
                        label={`${rowLabel}: ${columns[column] ?? option.value}`}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** One option of a row: a radio button or a checkbox, with its mark once revealed. */
function Cell({
  question,
  chosen,
  onChange,
  locked,
  result,
  optionId,
  row,
  single,
  label,
  labelShown = false,
}: ItemViewProps & {
  optionId: string;
  row: number;
  single: boolean;
  label: string;
  labelShown?: boolean;
}) {
  const checked = chosen.includes(optionId);
  const common = {
    checked,
    disabled: locked,
    name: `question-${question.id}-row-${row}`,
    value: optionId,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange(toggleChoice(question, chosen, optionId, event.currentTarget.checked)),
    // In the table the column header shows the label; the control still needs its name.
    ...(labelShown ? { label } : { 'aria-label': label }),
    description: result ? (
      <OptionMark result={result} optionId={optionId} chosen={checked} compact={!labelShown} />
    ) : undefined,
    classNames: labelShown ? undefined : { body: classes.cellBody },
  };
  return single ? <Radio {...common} /> : <Checkbox {...common} />;
}
