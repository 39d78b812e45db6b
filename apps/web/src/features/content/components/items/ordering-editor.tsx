import { Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ITEM_LIMITS } from '@prepward/shared/item-types';
import type { QuestionFormValues } from '../../lib/question-form';
import { ItemErrors, ItemTextList } from './item-text-list';

type Form = UseFormReturnType<QuestionFormValues>;

/** Fewer than three items is hardly an order (item-types.ts asks for 3 to 10). */
const MIN_ITEMS = 3;

/**
 * An ordering: its items written in their right order. Students get them in another order
 * and put them back; the order here is the answer.
 */
export function OrderingEditor({ form }: { form: Form }) {
  const items = form.values.ordering;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <ItemTextList
          legend="Items in their right order"
          hint={`${MIN_ITEMS} to ${ITEM_LIMITS.optionsPerPart}, the first at the top; students get them shuffled`}
          items={items}
          itemLabel={(index) => `Item ${index + 1}`}
          min={MIN_ITEMS}
          max={ITEM_LIMITS.optionsPerPart}
          errorOf={(index) => form.errors[`ordering.${index}.value`] as string | undefined}
          onValueChange={(index, value) => form.setFieldValue(`ordering.${index}.value`, value)}
          onAdd={(item) => form.insertListItem('ordering', item)}
          onRemove={(index) => form.removeListItem('ordering', index)}
          // Mantine moves the item's field error with it.
          onMove={(from, to) => form.reorderListItem('ordering', { from, to })}
          addLabel="Add item"
        />
        <Text size="xs" c="dimmed">
          Every item counts: the scoring below says whether a point is each item in its place or
          each pair of neighbours in order.
        </Text>
        <ItemErrors errors={form.errors} />
      </Stack>
    </Paper>
  );
}
