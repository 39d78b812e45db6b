import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './section.module.css';

type SectionProps = {
  id?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  muted?: boolean;
};

/** A home page section with an h2 and an optional introduction. */
export function Section({ id, title, intro, children, muted = false }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      bg={muted ? 'gray.0' : undefined}
      py={{ base: 48, md: 72 }}
      className={classes.section}
    >
      <Container size="lg">
        <Stack gap={6} mb={{ base: 'xl', md: 40 }} maw={720}>
          <Title id={headingId} order={2} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {intro ? (
            <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }}>
              {intro}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
