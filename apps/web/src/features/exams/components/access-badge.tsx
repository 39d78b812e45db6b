import { Badge } from '@mantine/core';
import type { TExamAccess } from '@prepward/shared/schemas/commerce';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format-date';

/** 'Access until 12 Mar 2027' on an exam the student holds; nothing otherwise. */
export function AccessBadge({ access }: { access: TExamAccess }) {
  if (!access.active || !access.endsAt) return null;
  return (
    <Badge
      color="teal"
      variant="light"
      size="lg"
      radius="sm"
      tt="none"
      leftSection={<IconCircleCheck size={14} aria-hidden="true" />}
      data-testid="access-badge"
    >
      Access until {formatDate(access.endsAt)}
    </Badge>
  );
}
