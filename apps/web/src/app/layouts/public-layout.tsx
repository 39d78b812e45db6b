import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { APP_NAME, MOBILE_DRAWER_WIDTH } from '@prepward/shared/constants';
import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { useHideOnScroll } from '../../hooks/use-hide-on-scroll';
import { useSignedInAs } from '../../lib/session';
import { HOME_BY_ACCOUNT_TYPE } from '../guards';
import classes from './public-layout.module.css';

const PUBLIC_LINKS = [
  { label: 'HOME', to: '/', end: true },
  { label: 'FAQ', to: '/faq', end: false },
] as const;

const COPYRIGHT_YEAR = new Date().getFullYear();

function AccountActions({ onNavigate, stacked }: { onNavigate?: () => void; stacked?: boolean }) {
  const signedInAs = useSignedInAs();
  const Wrapper = stacked ? Stack : Group;
  if (signedInAs) {
    return (
      <Wrapper gap="sm">
        <Button component={Link} to={HOME_BY_ACCOUNT_TYPE[signedInAs]} onClick={onNavigate}>
          {signedInAs === 'admin' ? 'Admin dashboard' : 'My dashboard'}
        </Button>
      </Wrapper>
    );
  }
  return (
    <Wrapper gap="sm">
      <Button component={Link} to="/signin" variant="default" onClick={onNavigate}>
        Sign in
      </Button>
      <Button component={Link} to="/signup" onClick={onNavigate}>
        Get started
      </Button>
    </Wrapper>
  );
}

function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={800} fz="xl">
              {APP_NAME}
            </Text>
            <Text size="sm" className={classes.footerMuted}>
              Exam preparation for doctors, nurses, pharmacists, physiotherapists and healthcare
              assistants.
            </Text>
          </Stack>
          <Stack gap={6} component="nav" aria-label="Footer">
            <Text fw={700} size="sm">
              Explore
            </Text>
            <Anchor component={Link} to="/" className={classes.footerLink}>
              Home
            </Anchor>
            <Anchor component={Link} to="/faq" className={classes.footerLink}>
              Frequently asked questions
            </Anchor>
            <Anchor component={Link} to="/signup" className={classes.footerLink}>
              Create an account
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Text fw={700} size="sm">
              Account
            </Text>
            <Anchor component={Link} to="/signin" className={classes.footerLink}>
              Student sign in
            </Anchor>
            <Anchor component={Link} to="/signin/admin" className={classes.footerLink}>
              Administrator sign in
            </Anchor>
            <Anchor component={Link} to="/forgotpassword" className={classes.footerLink}>
              Forgot password
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Divider my="lg" className={classes.footerDivider} />
        <Text size="sm" className={classes.footerMuted}>
          © {COPYRIGHT_YEAR} {APP_NAME}. For exam preparation only; not medical advice.
        </Text>
      </Container>
    </Box>
  );
}

/** Home and FAQ: a top bar that hides while scrolling down, a mobile drawer and a footer. */
export function PublicLayout() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const barVisible = useHideOnScroll();
  const hidden = !barVisible && !drawerOpened;

  return (
    <>
      <SkipLink />
      <Box
        component="header"
        className={classes.header}
        data-hidden={hidden || undefined}
        data-testid="public-header"
      >
        <Container size="lg" h="100%">
          <Group justify="space-between" h="100%" wrap="nowrap">
            <Logo to="/" />
            <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
              {PUBLIC_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.end} className={classes.link}>
                  {link.label}
                </NavLink>
              ))}
            </Group>
            <Box visibleFrom="md">
              <AccountActions />
            </Box>
            <Burger
              hiddenFrom="md"
              opened={drawerOpened}
              onClick={drawer.toggle}
              aria-label="Toggle navigation"
              aria-expanded={drawerOpened}
            />
          </Group>
        </Container>
      </Box>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size={MOBILE_DRAWER_WIDTH}
        position="left"
        title={APP_NAME}
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
      >
        <Stack component="nav" aria-label="Mobile" gap="xs">
          {PUBLIC_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={classes.drawerLink}
              onClick={drawer.close}
            >
              {link.label}
            </NavLink>
          ))}
          <Divider my="sm" />
          <AccountActions stacked onNavigate={drawer.close} />
        </Stack>
      </Drawer>

      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </>
  );
}
