import { Group, Text, UnstyledButton } from '@mantine/core';
import { APP_NAME } from '@prepward/shared/constants';
import { Link } from 'react-router';

function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-primary-color-filled)" />
      <path d="M27 13h10v14h14v10H37v14H27V37H13V27h14z" fill="#ffffff" />
    </svg>
  );
}

type LogoProps = {
  /** Where the logo links to. */
  to: string;
  /** Accessible name of the link; the visible word is the product name. */
  label?: string;
  onClick?: () => void;
};

/** The product logo as a link (home for visitors, All Exams for students). */
export function Logo({ to, label, onClick }: LogoProps) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      onClick={onClick}
      aria-label={label ?? `${APP_NAME} home`}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Group gap={8} wrap="nowrap">
        <LogoMark />
        <Text component="span" fw={800} fz="xl" c="var(--mantine-color-text)" lh={1}>
          {APP_NAME}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
