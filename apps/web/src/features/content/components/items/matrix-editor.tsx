import { Checkbox, Paper, Radio, SimpleGrid, Stack, Switch, Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ITEM_LIMITS } from '@prepward/shared/item-types';
import { cellKey, type ItemText } from '../../lib/item-form';
import type { QuestionFormValues } from '../../lib/question-form';
import { ItemErrors, ItemTextList } from './item-text-list';
import classes from './items.module.css';

type Form = UseFormReturnType<QuestionFormValues>;

const rowName = (row: ItemText, index: number) => row.value.trim() || `Row ${index + 1}`;
const columnName = (column: ItemText, index: number) =>
  column.value.trim() || `Column ${index + 1}`;

/**
 * A matrix: its row and column labels, then a grid of the cells where the author marks the
 * correct ones (one per row, or several when the rows allow it).
 */
export function MatrixEditor({ form }: { form: Form }) {
  const { rows, columns, multiplePerRow, correct } = form.values.matrix;
  const errorAt = (path: string) => form.errors[path] as string | undefined;

  const setCell = (row: ItemText, column: ItemText, marked: boolean) => {
    const key = cellKey(row.key, column.key);
    const others = multiplePerRow
      ? correct.filter((cell) => cell !== key)
      : correct.filter((cell) => !cell.startsWith(`${row.key}|`));
    form.setFieldValue('matrix.correct', marked ? [...others, key] : others);
    form.clearFieldError('correct');
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Text fw={600}>Matrix</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <ItemTextList
            legend="Rows"
            hint={`1 to ${ITEM_LIMITS.parts}; each is scored on its own`}
            items={rows}
            itemLabel={(index) => `Row ${index + 1}`}
            min={1}
            max={ITEM_LIMITS.parts}
            errorOf={(index) => errorAt(`matrix.rows.${index}.value`)}
            onValueChange={(index, value) =>
              form.setFieldValue(`matrix.rows.${index}.value`, value)
            }
            onAdd={(row) => form.insertListItem('matrix.rows', row)}
            onRemove={(index) => form.removeListItem('matrix.rows', index)}
            addLabel="Add row"
            placeholder="A finding, a drug, an action"
          />
          <ItemTextList
            legend="Columns"
            hint={`2 to ${ITEM_LIMITS.optionsPerPart}; the choices of every row`}
            items={columns}
            itemLabel={(index) => `Column ${index + 1}`}
            min={2}
            max={ITEM_LIMITS.optionsPerPart}
            errorOf={(index) => errorAt(`matrix.columns.${index}.value`)}
            onValueChange={(index, value) =>
              form.setFieldValue(`matrix.columns.${index}.value`, value)
            }
            onAdd={(column) => form.insertListItem('matrix.columns', column)}
            onRemove={(index) => form.removeListItem('matrix.columns', index)}
            addLabel="Add column"
            placeholder="Indicated, Expected, Effective"
          />
        </SimpleGrid>
        {errorAt('matrix.rows') ? (
          <Text c="red" size="sm" role="alert">
            {errorAt('matrix.rows')}
          </Text>
        ) : null}
        {errorAt('matrix.columns') ? (
          <Text c="red" size="sm" role="alert">
            {errorAt('matrix.columns')}
          </Text>
        ) : null}
        <Switch
          label="Several columns may be correct in a row"
          checked={multiplePerRow}
          onChange={(event) =>
            form.setFieldValue('matrix.multiplePerRow', event.currentTarget.checked)
          }
        />
        <div>
          <Text fw={600} size="sm" id="matrix-grid-title">
            Correct answers
          </Text>
          <Text size="xs" c="dimmed">
            {multiplePerRow
              ? 'Tick every correct cell of each row.'
              : 'Choose the correct cell of each row.'}
          </Text>
        </div>
        <Table.ScrollContainer minWidth={120 + columns.length * 80}>
          <table className={classes.grid} aria-labelledby="matrix-grid-title">
            <thead>
              <tr>
                <th scope="col">
                  <Text span size="sm" c="dimmed">
                    Row
                  </Text>
                </th>
                {columns.map((column, index) => (
                  <th key={column.key} scope="col">
                    <Text span size="sm">
                      {columnName(column, index)}
                    </Text>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <tr key={row.key}>
                  <th scope="row">
                    <Text span size="sm">
                      {rowName(row, rowIndex)}
                    </Text>
                  </th>
                  {columns.map((column, columnIndex) => {
                    const key = cellKey(row.key, column.key);
                    const label = `${rowName(row, rowIndex)}: ${columnName(column, columnIndex)}`;
                    const checked = correct.includes(key);
                    return (
                      <td key={column.key}>
                        <div className={classes.cell}>
                          {multiplePerRow ? (
                            <Checkbox
                              aria-label={label}
                              checked={checked}
                              onChange={(event) =>
                                setCell(row, column, event.currentTarget.checked)
                              }
                            />
                          ) : (
                            <Radio
                              name={`matrix-row-${row.key}`}
                              aria-label={label}
                              checked={checked}
                              onChange={(event) =>
                                setCell(row, column, event.currentTarget.checked)
                              }
                            />
                          )}
                        </div>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </Table.ScrollContainer>
        <ItemErrors errors={form.errors} />
      </Stack>
    </Paper>
  );
}
