// The public pages' frame. It uses no router: the home and FAQ pages are prerendered and
// hydrated by their own small entry (public-main.tsx), and links to other pages are plain
// links that load the page. Inside the app's router, PublicLayoutRoute wraps it.
import {
  Anchor,
  Box,
  Burger,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { APP_NAME } from '@prepward/shared/constants';
import type { ReactNode } from 'react';
import { LOGO_HOME_LABEL, LOGO_LINK_STYLE, LogoContent } from '../../components/logo-content';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { useHideOnScroll } from '../../hooks/use-hide-on-scroll';
import { useHydrated } from '../../hooks/use-hydrated';
import { PublicAccountActions } from './public-account-actions';
import { PublicNavDrawer } from './public-nav-drawer';
import { publicLinks } from './public-links';
import classes from './public-layout.module.css';

function SiteFooter() {
  // Not in the prerendered page: the year of the build could be an older one, and a
  // difference would make React throw the page away while hydrating it.
  const year = useHydrated() ? new Date().getFullYear() : null;
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
            <Anchor href="/" className={classes.footerLink}>
              Home
            </Anchor>
            <Anchor href="/faq" className={classes.footerLink}>
              Frequently asked questions
            </Anchor>
            <Anchor href="/signup" className={classes.footerLink}>
              Create an account
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Text fw={700} size="sm">
              Account
            </Text>
            <Anchor href="/signin" className={classes.footerLink}>
              Student sign in
            </Anchor>
            <Anchor href="/signin/admin" className={classes.footerLink}>
              Administrator sign in
            </Anchor>
            <Anchor href="/forgotpassword" className={classes.footerLink}>
              Forgot password
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Divider my="lg" className={classes.footerDivider} />
        <Text size="sm" className={classes.footerMuted}>
          {`© ${year ? `${year} ` : ''}${APP_NAME}. For exam preparation only; not medical advice.`}
        </Text>
      </Container>
    </Box>
  );
}

type PublicLayoutProps = {
  /** The page's path, for marking the current link. */
  currentPath: string;
  children: ReactNode;
};

/** Home and FAQ: a top bar that hides while scrolling down, a mobile drawer and a footer. */
export function PublicLayout({ currentPath, children }: PublicLayoutProps) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const bar = useHideOnScroll();
  const hidden = !bar.visible && !drawerOpened;
  const links = publicLinks(currentPath);

  return (
    <>
      <SkipLink />
      <Box
        component="header"
        className={classes.header}
        data-hidden={hidden || undefined}
        data-testid="public-header"
        // A keyboard user tabbing into a hidden bar gets it back.
        onFocus={bar.reveal}
      >
        <Container size="lg" h="100%">
          <Group justify="space-between" h="100%" wrap="nowrap">
            <UnstyledButton
              component="a"
              href="/"
              aria-label={LOGO_HOME_LABEL}
              style={LOGO_LINK_STYLE}
            >
              <LogoContent />
            </UnstyledButton>
            <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
              {links.map((link) => (
                <a
                  key={link.href}
                  href={link.href}
                  className={classes.link}
                  aria-current={link.current ? 'page' : undefined}
                >
                  {link.label}
                </a>
              ))}
            </Group>
            <Box visibleFrom="md">
              <PublicAccountActions />
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

      <PublicNavDrawer opened={drawerOpened} onClose={drawer.close} links={links} />

      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </Box>
      <SiteFooter />
    </>
  );
}
