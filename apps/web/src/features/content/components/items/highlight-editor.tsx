import { Button, Group, Paper, Stack, Switch, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ITEM_LIMITS } from '@prepward/shared/item-types';
import { useState } from 'react';
import { blankSegment, passageFromSegments, segmentsFromPassage } from '../../lib/item-form';
import type { QuestionFormValues } from '../../lib/question-form';
import { ItemErrors, ItemTextList } from './item-text-list';

type Form = UseFormReturnType<QuestionFormValues>;

/**
 * A highlight item: the passage as the segments a student may highlight, in order, each
 * marked when it should be. The passage may be written whole, the parts to highlight in
 * [[double brackets]], and cut into segments.
 */
export function HighlightEditor({ form }: { form: Form }) {
  const { asRows, segments } = form.values.highlight;
  const [passage, setPassage] = useState(() => passageFromSegments(segments, asRows));
  const errorAt = (path: string) => form.errors[path] as string | undefined;

  const makeSegments = () => {
    const made = segmentsFromPassage(passage, asRows, segments);
    form.setFieldValue('highlight.segments', made.length > 0 ? made : [blankSegment()]);
    form.clearErrors();
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Text fw={600}>Highlight</Text>
        <Switch
          label="The segments are lines (rows of a table or a chart), not phrases of a text"
          checked={asRows}
          onChange={(event) => form.setFieldValue('highlight.asRows', event.currentTarget.checked)}
        />
        <Stack gap="xs">
          <Textarea
            label="Passage"
            description={
              asRows
                ? 'One segment a line; write a line to highlight as [[the line]].'
                : 'Each sentence becomes a segment; write a part to highlight as [[the part]].'
            }
            rows={5}
            value={passage}
            onChange={(event) => setPassage(event.currentTarget.value)}
          />
          <Group>
            <Button variant="light" size="xs" disabled={!passage.trim()} onClick={makeSegments}>
              Make segments from the passage
            </Button>
          </Group>
        </Stack>
        <ItemTextList
          legend="Segments"
          hint={`In order, 2 to ${ITEM_LIMITS.highlightSegments}; tick those to highlight`}
          items={segments}
          itemLabel={(index) => `Segment ${index + 1}`}
          min={2}
          max={ITEM_LIMITS.highlightSegments}
          errorOf={(index) => errorAt(`highlight.segments.${index}.value`)}
          onValueChange={(index, value) =>
            form.setFieldValue(`highlight.segments.${index}.value`, value)
          }
          onAdd={(segment) =>
            form.insertListItem('highlight.segments', { ...segment, marked: false })
          }
          onRemove={(index) => form.removeListItem('highlight.segments', index)}
          mark={{
            kind: 'checkbox',
            label: 'Highlight',
            isMarked: (segment) => segments.find((s) => s.key === segment.key)?.marked ?? false,
            onChange: (segment, marked) => {
              const index = segments.findIndex((s) => s.key === segment.key);
              form.setFieldValue(`highlight.segments.${index}.marked`, marked);
              form.clearFieldError('correct');
            },
          }}
          addLabel="Add segment"
        />
        <ItemErrors errors={form.errors} />
      </Stack>
    </Paper>
  );
}
