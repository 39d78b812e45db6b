import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeadingProps = {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
};

/** The page's single h1 with a short line under it. */
export function PageHeading({ title, description, children }: PageHeadingProps) {
  return (
    <Stack gap="xs" mb="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" size="md">
          {description}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
