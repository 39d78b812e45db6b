import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The link above a page of one exam's study material (notes, progress) back to My Exams. */
export function BackToMyExams() {
  return (
    <Anchor component={Link} to="/user/my-exams" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        Back to My Exams
      </Group>
    </Anchor>
  );
}
