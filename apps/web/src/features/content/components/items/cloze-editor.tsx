import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { optionLetter } from '@prepward/shared/constants';
import { ITEM_LIMITS } from '@prepward/shared/item-types';
import { IconPlus } from '@tabler/icons-react';
import { blankCount, blankDropdown } from '../../lib/item-form';
import type { QuestionFormValues } from '../../lib/question-form';
import { RichTextField } from '../rich-text-field';
import { ItemErrors, ItemTextList } from './item-text-list';

type Form = UseFormReturnType<QuestionFormValues>;

/** The text with {{n}} put at its end (inside the last paragraph, where the author was writing). */
export function withBlank(html: string, number: number): string {
  const blank = `{{${number}}}`;
  if (/<\/p>\s*$/.test(html)) return html.replace(/<\/p>\s*$/, ` ${blank}</p>`);
  return html ? `${html} ${blank}` : `<p>${blank}</p>`;
}

/**
 * The cloze's text with its blanks: a blank is written {{1}}, {{2}} …; Insert blank adds the
 * next one. A drop-down cloze also keeps one list of choices per blank.
 */
function ClozeText({ form }: { form: Form }) {
  const { clozeText } = form.values;
  const count = blankCount(clozeText);
  const setText = (text: string) => {
    form.setFieldValue('clozeText', text);
    // Each blank written gets its choices; those of a blank taken out stay, in case it returns.
    const blanks = blankCount(text);
    const { dropdown } = form.values;
    if (dropdown.length < blanks) {
      form.setFieldValue('dropdown', [
        ...dropdown,
        ...Array.from({ length: blanks - dropdown.length }, blankDropdown),
      ]);
    }
  };
  return (
    <Stack gap="xs">
      <RichTextField
        label="Text with blanks"
        required
        placeholder="Write the sentence or table; put {{1}}, {{2}} … where the blanks go"
        value={clozeText}
        onChange={setText}
        error={form.errors.clozeText as string | undefined}
      />
      <Group gap="sm">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          disabled={count >= ITEM_LIMITS.parts}
          onClick={() => setText(withBlank(clozeText, count + 1))}
        >
          Insert blank {`{{${count + 1}}}`}
        </Button>
        <Text size="xs" c="dimmed" aria-live="polite">
          {count === 0 ? 'No blanks yet' : `${count} ${count === 1 ? 'blank' : 'blanks'}`}
        </Text>
      </Group>
    </Stack>
  );
}

/** A drop-down cloze: the text, then each blank's choices with its correct one. */
export function DropdownClozeEditor({ form }: { form: Form }) {
  const count = blankCount(form.values.clozeText);
  const blanks = form.values.dropdown.slice(0, count);
  const errorAt = (path: string) => form.errors[path] as string | undefined;
  const setCorrect = (index: number, key: string) => {
    form.setFieldValue(`dropdown.${index}.correct`, key);
    form.clearFieldError('correct');
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Text fw={600}>Drop-down cloze</Text>
        <ClozeText form={form} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {blanks.map((blank, index) => (
            <ItemTextList
              key={blank.key}
              legend={`Blank ${index + 1}`}
              hint={`2 to ${ITEM_LIMITS.optionsPerPart} choices; mark the correct one`}
              items={blank.choices}
              itemLabel={(choice) => `Blank ${index + 1} choice ${optionLetter(choice)}`}
              min={2}
              max={ITEM_LIMITS.optionsPerPart}
              errorOf={(choice) => errorAt(`dropdown.${index}.choices.${choice}.value`)}
              onValueChange={(choice, value) =>
                form.setFieldValue(`dropdown.${index}.choices.${choice}.value`, value)
              }
              onAdd={(choice) => form.insertListItem(`dropdown.${index}.choices`, choice)}
              onRemove={(choice) => form.removeListItem(`dropdown.${index}.choices`, choice)}
              mark={{
                kind: 'radio',
                label: 'Correct',
                group: `blank-${blank.key}`,
                isMarked: (choice) => blank.correct === choice.key,
                onChange: (choice, marked) => marked && setCorrect(index, choice.key),
              }}
              addLabel="Add choice"
            />
          ))}
        </SimpleGrid>
        <ItemErrors errors={form.errors} />
      </Stack>
    </Paper>
  );
}

/**
 * A drag-and-drop cloze: the text, one pool of words for every blank, and each blank's
 * correct word (the request repeats the pool in every blank, item-form.ts).
 */
export function DragDropClozeEditor({ form }: { form: Form }) {
  const count = blankCount(form.values.clozeText);
  const { tokens, correct } = form.values.dragDrop;
  const errorAt = (path: string) => form.errors[path] as string | undefined;
  const tokenChoices = tokens.map((token, index) => ({
    value: token.key,
    label: token.value.trim() || `Word ${index + 1} (empty)`,
  }));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Text fw={600}>Drag-and-drop cloze</Text>
        <ClozeText form={form} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ItemTextList
            legend="Words to drag"
            hint={`2 to ${ITEM_LIMITS.optionsPerPart}; every blank offers all of them`}
            items={tokens}
            itemLabel={(index) => `Word ${index + 1}`}
            min={2}
            max={ITEM_LIMITS.optionsPerPart}
            errorOf={(index) => errorAt(`dragDrop.tokens.${index}.value`)}
            onValueChange={(index, value) =>
              form.setFieldValue(`dragDrop.tokens.${index}.value`, value)
            }
            onAdd={(token) => form.insertListItem('dragDrop.tokens', token)}
            onRemove={(index) => form.removeListItem('dragDrop.tokens', index)}
            addLabel="Add word"
          />
          <Stack gap="xs">
            <Text fw={600} size="sm">
              Correct word of each blank
            </Text>
            {count === 0 ? (
              <Text size="sm" c="dimmed">
                Write a blank in the text first.
              </Text>
            ) : null}
            {Array.from({ length: count }, (_, blank) => (
              <Select
                key={blank}
                label={`Blank ${blank + 1}`}
                required
                placeholder="Choose a word"
                data={tokenChoices}
                value={
                  correct[blank] && tokens.some((token) => token.key === correct[blank])
                    ? correct[blank]
                    : null
                }
                onChange={(key) => {
                  const next = [...correct];
                  next[blank] = key;
                  form.setFieldValue('dragDrop.correct', next);
                  form.clearFieldError('correct');
                }}
              />
            ))}
          </Stack>
        </SimpleGrid>
        <ItemErrors errors={form.errors} />
      </Stack>
    </Paper>
  );
}
