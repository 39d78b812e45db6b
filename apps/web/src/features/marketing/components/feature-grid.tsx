import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBulb,
  IconChartBar,
  IconClockHour4,
  IconDeviceMobile,
  IconPlayerPause,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type Feature = {
  title: string;
  description: string;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
};

const FEATURES: readonly Feature[] = [
  {
    title: 'Explanations after each answer',
    description:
      'Every question comes with a clear, referenced explanation, so each mistake becomes something you understand.',
    icon: IconBulb,
  },
  {
    title: 'Peer answer statistics',
    description:
      'See the percentage of candidates who picked each option and learn which questions trip most people up.',
    icon: IconUsersGroup,
  },
  {
    title: 'Timed mock exams',
    description:
      'Sit full-length mocks with the real number of questions and the real time limit, so exam day feels familiar.',
    icon: IconClockHour4,
  },
  {
    title: 'Analytics by subject',
    description:
      'Your results broken down by subject show exactly where to focus your revision next.',
    icon: IconChartBar,
  },
  {
    title: 'Pause and resume practice',
    description:
      'Practice tests fit around your shifts: pause when you are called away and carry on where you left off.',
    icon: IconPlayerPause,
  },
  {
    title: 'Works on your phone',
    description:
      'Study in any browser on your phone, tablet or computer. Nothing to install, nothing to sync.',
    icon: IconDeviceMobile,
  },
];

export function FeatureGrid() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={{ base: 'lg', md: 'xl' }}>
      {FEATURES.map(({ title, description, icon: Icon }) => (
        <Stack key={title} gap="sm">
          <ThemeIcon size={48} radius="md" variant="light">
            <Icon size={26} stroke={1.8} aria-hidden />
          </ThemeIcon>
          <Title order={3} fz="lg">
            {title}
          </Title>
          <Text c="dimmed">{description}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
