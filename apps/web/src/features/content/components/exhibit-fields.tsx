import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ITEM_LIMITS } from '@prepward/shared/item-types';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { blankExhibit, EXHIBIT_TITLES, type QuestionFormValues } from '../lib/question-form';
import { RichTextField } from './rich-text-field';

type Form = UseFormReturnType<QuestionFormValues>;

/**
 * The exhibit shown beside the question, any type: its tabs (nurses' notes, vital signs,
 * laboratory results, orders), each a title and its rich text; none by default.
 */
export function ExhibitFields({ form }: { form: Form }) {
  const { exhibits } = form.values;
  const errorAt = (path: string) => form.errors[path] as string | undefined;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>Exhibit</Text>
          <Text size="xs" c="dimmed">
            {exhibits.length === 0
              ? `Optional: up to ${ITEM_LIMITS.exhibits} tabs shown beside the question`
              : `${exhibits.length} of ${ITEM_LIMITS.exhibits} tabs`}
          </Text>
        </Group>
        {exhibits.map((exhibit, index) => {
          const name = `Exhibit tab ${index + 1}`;
          return (
            <Stack
              key={exhibit.key}
              gap="xs"
              component="fieldset"
              aria-label={name}
              style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
            >
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  label={`${name} title`}
                  required
                  placeholder={EXHIBIT_TITLES[index] ?? 'The tab’s title'}
                  maxLength={ITEM_LIMITS.exhibitTitle}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`exhibits.${index}.title`)}
                />
                <Tooltip label={`Remove exhibit tab ${index + 1}`}>
                  <ActionIcon
                    mb={errorAt(`exhibits.${index}.title`) ? 24 : 4}
                    variant="subtle"
                    color="red"
                    aria-label={`Remove exhibit tab ${index + 1}`}
                    onClick={() => form.removeListItem('exhibits', index)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <RichTextField
                label={`${name} content`}
                required
                placeholder="The notes, or a table of findings over time"
                value={exhibit.html}
                onChange={(html) => form.setFieldValue(`exhibits.${index}.html`, html)}
                error={errorAt(`exhibits.${index}.html`)}
              />
            </Stack>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            disabled={exhibits.length >= ITEM_LIMITS.exhibits}
            onClick={() => form.insertListItem('exhibits', blankExhibit())}
          >
            Add exhibit tab
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
