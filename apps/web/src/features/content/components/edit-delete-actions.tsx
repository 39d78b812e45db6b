import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';

/** The edit and delete icons of a course, subject or case study card, named for screen readers. */
export function EditDeleteActions({
  noun,
  name,
  onEdit,
  onDelete,
}: {
  noun: 'course' | 'subject' | 'case study';
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap={4}>
      <Tooltip label={`Edit ${noun}`}>
        <ActionIcon variant="subtle" aria-label={`Edit ${noun} ${name}`} onClick={onEdit}>
          <IconEdit size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={`Delete ${noun}`}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${noun} ${name}`}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
