import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title';

type NotFoundPageProps = {
  /** Where 'home' is for the area the visitor is in. */
  homeHref?: string;
};

export function NotFoundPage({ homeHref = '/' }: NotFoundPageProps) {
  usePageTitle('Page not found');
  return (
    <Container size="sm" py={{ base: 48, md: 80 }}>
      <Stack align="flex-start" gap="md">
        <Text fw={700} c="clinical" fz="sm">
          Error 404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">
          The page you are looking for does not exist or has moved. Check the address, or go back to
          the start.
        </Text>
        <Button component={Link} to={homeHref}>
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
