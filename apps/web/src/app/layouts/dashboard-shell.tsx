import { AppShell, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import classes from './dashboard-shell.module.css';

export type ShellNavItem = {
  label: string;
  icon: ReactNode;
  /** Route the item links to. */
  to?: string;
  /** Exact paths, besides `to` and its sub-paths, where the item also counts as active. */
  alsoActiveOn?: readonly string[];
  /** Run instead of navigating (Cart opens a panel, Logout signs out). */
  onClick?: () => void;
  rightSection?: ReactNode;
};

export type ShellNavSection = {
  /** Small label above the items; omitted for a plain list. */
  label?: string;
  items: readonly ShellNavItem[];
};

type DashboardShellProps = {
  /** Where the logo links to. */
  logoHref: string;
  /** Accessible name of the sidebar navigation. */
  navLabel: string;
  sections: readonly ShellNavSection[];
  /** Items pinned to the bottom of the sidebar (Logout). */
  footerItems?: readonly ShellNavItem[];
  /** Rendered beside the shell, e.g. a drawer. */
  children?: ReactNode;
};

function isItemActive(item: ShellNavItem, pathname: string): boolean {
  if (item.alsoActiveOn?.includes(pathname)) return true;
  return item.to ? pathname === item.to || pathname.startsWith(`${item.to}/`) : false;
}

function ShellNavLink({
  item,
  pathname,
  onNavigate,
}: {
  item: ShellNavItem;
  pathname: string;
  onNavigate: () => void;
}) {
  const common = {
    label: item.label,
    leftSection: item.icon,
    rightSection: item.rightSection,
    className: classes.navLink,
  };
  if (item.to) {
    const active = isItemActive(item, pathname);
    return (
      <NavLink
        {...common}
        component={Link}
        to={item.to}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  }
  return (
    <NavLink
      {...common}
      component="button"
      type="button"
      onClick={() => {
        onNavigate();
        item.onClick?.();
      }}
    />
  );
}

/**
 * The signed-in layout: a sidebar on large screens; below `lg` a top bar with a burger
 * that opens the same navigation.
 */
export function DashboardShell({
  logoHref,
  navLabel,
  sections,
  footerItems = [],
  children,
}: DashboardShellProps) {
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();

  return (
    <AppShell
      header={{ height: { base: 60, lg: 0 } }}
      navbar={{ width: 264, breakpoint: 'lg', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', sm: 'lg', lg: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header hiddenFrom="lg">
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={navOpened}
            onClick={nav.toggle}
            size="sm"
            aria-label="Toggle navigation"
            aria-expanded={navOpened}
          />
          <Logo to={logoHref} onClick={nav.close} />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="md" aria-label={navLabel}>
        <AppShell.Section visibleFrom="lg" mb="lg" px="xs" pt="xs">
          <Logo to={logoHref} />
        </AppShell.Section>
        {/* The browser's own scrolling: Mantine's ScrollArea measures and renders its bars
            again after the first paint of every page, for a list that rarely overflows. */}
        <AppShell.Section grow className={classes.links}>
          {sections.map((section, index) => (
            <div key={section.label ?? index} className={classes.section}>
              {section.label ? (
                <Text component="div" className={classes.sectionLabel}>
                  {section.label}
                </Text>
              ) : null}
              {section.items.map((item) => (
                <ShellNavLink
                  key={item.label}
                  item={item}
                  pathname={pathname}
                  onNavigate={nav.close}
                />
              ))}
            </div>
          ))}
        </AppShell.Section>
        {footerItems.length > 0 ? (
          <AppShell.Section className={classes.footer}>
            {footerItems.map((item) => (
              <ShellNavLink
                key={item.label}
                item={item}
                pathname={pathname}
                onNavigate={nav.close}
              />
            ))}
          </AppShell.Section>
        ) : null}
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      {children}
    </AppShell>
  );
}
