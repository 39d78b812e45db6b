import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { ColorSchemePreference, TextSize } from '@prepward/shared/display-preferences';
import { IconMoon, IconSun, IconSunMoon } from '@tabler/icons-react';
import { useId } from 'react';
import { useDisplaySettings } from '../../api/preferences';
import classes from './display-settings.module.css';

const TEXT_SIZE_CHOICES: { value: TextSize; label: string }[] = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
  { value: 'x-large', label: 'X-large' },
];

const THEME_CHOICES: { value: ColorSchemePreference; label: string; icon: typeof IconSun }[] = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'auto', label: 'Auto', icon: IconSunMoon },
];

/**
 * Text size and theme of the student's pages: applied as soon as one is picked and saved to
 * the account (the exam page's Display tool and the account page show the same controls).
 */
export function DisplaySettings() {
  const { preferences, change } = useDisplaySettings();
  const textSizeId = useId();
  const themeId = useId();
  const themeHintId = useId();
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text id={textSizeId} fw={600} size="sm">
          Text size
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={textSizeId}
          value={preferences.textSize}
          onChange={(textSize) => change({ textSize })}
          data={TEXT_SIZE_CHOICES}
          classNames={{ label: classes.choice }}
        />
      </Stack>
      <Stack gap={6}>
        <Text id={themeId} fw={600} size="sm">
          Theme
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={themeId}
          aria-describedby={themeHintId}
          value={preferences.colorScheme}
          onChange={(colorScheme) => change({ colorScheme })}
          data={THEME_CHOICES.map(({ value, label, icon: Icon }) => ({
            value,
            label: (
              <span className={classes.iconLabel}>
                <Icon size={16} aria-hidden="true" />
                {label}
              </span>
            ),
          }))}
          classNames={{ label: classes.choice }}
        />
        <Text id={themeHintId} size="xs" c="dimmed">
          Auto follows your device’s light or dark setting.
        </Text>
      </Stack>
    </Stack>
  );
}
