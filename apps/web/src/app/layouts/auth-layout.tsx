import { Anchor, Box, Center, Container, Paper, Stack, Text } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { useHydrated } from '../../hooks/use-hydrated';
import classes from './auth-layout.module.css';

/**
 * The sign-in and sign-up pages arrive prerendered: their form shows before its code has
 * loaded, and what someone typed into it then would be lost when React takes the form over.
 * So the form takes no input until then. Inside the page's Suspense boundary, so it waits for
 * the page's own code too.
 */
function InteractiveOnceHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return <div inert={!hydrated}>{children}</div>;
}

/** Sign-in, sign-up, verification and password pages: one centered card. */
export function AuthLayout() {
  return (
    <Box className={classes.page}>
      <SkipLink />
      <Box component="header" py="lg">
        <Center>
          <Logo to="/" />
        </Center>
      </Box>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        size={480}
        w="100%"
        pb="xl"
        className={classes.main}
      >
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Suspense fallback={<PageLoader />}>
            <InteractiveOnceHydrated>
              <Outlet />
            </InteractiveOnceHydrated>
          </Suspense>
        </Paper>
        <Stack gap={4} mt="lg" align="center">
          <Text size="sm">
            <Anchor component={Link} to="/">
              Back to home
            </Anchor>
            {' · '}
            <Anchor component={Link} to="/faq">
              FAQ
            </Anchor>
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
