import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title';

/** Shown when a page throws while rendering, or its code fails to load after a deploy. */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'An unexpected error stopped this page from loading.';

  return (
    <Container component="main" size="sm" py={{ base: 48, md: 80 }}>
      <Stack gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">{detail} Reloading the page usually fixes it.</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button component={Link} to="/" variant="default">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
