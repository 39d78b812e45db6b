// No router here: the prerendered public pages use the logo without React Router.
import { Group, Text } from '@mantine/core';
import { APP_NAME } from '@prepward/shared/constants';

function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-primary-color-filled)" />
      <path d="M27 13h10v14h14v10H37v14H27V37H13V27h14z" fill="#ffffff" />
    </svg>
  );
}

/** The mark and the product name, for a link to put around. */
export function LogoContent() {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark />
      <Text component="span" fw={800} fz="xl" c="var(--mantine-color-text)" lh={1}>
        {APP_NAME}
      </Text>
    </Group>
  );
}

export const LOGO_LINK_STYLE = { borderRadius: 'var(--mantine-radius-sm)' } as const;

export const LOGO_HOME_LABEL = `${APP_NAME} home`;
