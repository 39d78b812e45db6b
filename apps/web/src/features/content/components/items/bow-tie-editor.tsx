import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { optionLetter } from '@prepward/shared/constants';
import { BOW_TIE_PARTS, ITEM_LIMITS } from '@prepward/shared/item-types';
import type { QuestionFormValues } from '../../lib/question-form';
import { ItemErrors, ItemTextList } from './item-text-list';

type Form = UseFormReturnType<QuestionFormValues>;

/** A bow-tie: its three lists, each with as many correct options as students pick there. */
export function BowTieEditor({ form }: { form: Form }) {
  const { lists, correct } = form.values.bowTie;
  const errorAt = (path: string) => form.errors[path] as string | undefined;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Text fw={600}>Bow-tie</Text>
        <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
          {BOW_TIE_PARTS.map((column, part) => (
            <ItemTextList
              key={column.label}
              legend={column.label}
              hint={`${column.choose + 1} to ${ITEM_LIMITS.optionsPerPart}; mark ${column.choose} correct`}
              items={lists[part] ?? []}
              itemLabel={(index) => `${column.label} ${optionLetter(index)}`}
              min={column.choose + 1}
              max={ITEM_LIMITS.optionsPerPart}
              errorOf={(index) => errorAt(`bowTie.lists.${part}.${index}.value`)}
              onValueChange={(index, value) =>
                form.setFieldValue(`bowTie.lists.${part}.${index}.value`, value)
              }
              onAdd={(option) => form.insertListItem(`bowTie.lists.${part}`, option)}
              onRemove={(index) => form.removeListItem(`bowTie.lists.${part}`, index)}
              mark={{
                kind: 'checkbox',
                label: 'Correct',
                isMarked: (option) => correct.includes(option.key),
                onChange: (option, marked) => {
                  const others = correct.filter((key) => key !== option.key);
                  form.setFieldValue('bowTie.correct', marked ? [...others, option.key] : others);
                  form.clearFieldError('correct');
                },
              }}
              addLabel="Add option"
            />
          ))}
        </SimpleGrid>
        <ItemErrors errors={form.errors} />
      </Stack>
    </Paper>
  );
}
