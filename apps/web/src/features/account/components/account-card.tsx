import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type AccountCardProps = { title: string; description: string; children: ReactNode };

/** One titled section of the account page. */
export function AccountCard({ title, description, children }: AccountCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      shadow="xs"
    >
      <Stack gap="lg">
        <div>
          <Title order={2} fz="lg" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
