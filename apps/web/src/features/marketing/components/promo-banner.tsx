import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { LinkButton } from '../../../components/link-button';
import type { ReactNode } from 'react';
import classes from './promo-banner.module.css';

type PromoBannerProps = {
  icon: ReactNode;
  title: string;
  description: string;
  cta: { label: string; href: string };
  tone?: 'filled' | 'light';
};

/** A promotional strip with one call to action. */
export function PromoBanner({ icon, title, description, cta, tone = 'filled' }: PromoBannerProps) {
  const filled = tone === 'filled';
  return (
    <Paper
      component="section"
      aria-label={title}
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      className={filled ? classes.filled : classes.light}
    >
      <Group justify="space-between" gap="lg" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="flex-start" maw={720}>
          <ThemeIcon
            size={48}
            radius="md"
            variant={filled ? 'white' : 'filled'}
            className={classes.icon}
          >
            {icon}
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz={{ base: 'lg', sm: 'xl' }} c={filled ? 'white' : undefined}>
              {title}
            </Title>
            <Text c={filled ? 'white' : 'dimmed'}>{description}</Text>
          </Stack>
        </Group>
        <LinkButton
          href={cta.href}
          size="md"
          variant={filled ? 'white' : 'filled'}
          className={classes.cta}
        >
          {cta.label}
        </LinkButton>
      </Group>
    </Paper>
  );
}
