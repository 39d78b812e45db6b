import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthPageIntroProps = {
  title: string;
  description: ReactNode;
  children?: ReactNode;
};

/** Heading and introduction of an auth card. */
export function AuthPageIntro({ title, description, children }: AuthPageIntroProps) {
  return (
    <Stack gap="sm">
      <Title order={1} fz={{ base: 24, sm: 28 }} ta="center">
        {title}
      </Title>
      <Text c="dimmed" ta="center">
        {description}
      </Text>
      {children}
    </Stack>
  );
}
