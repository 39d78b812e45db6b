import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconFirstAidKit,
  IconHeartbeat,
  IconPill,
  IconStethoscope,
  IconWalk,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Track = { profession: string; description: string; icon: ReactNode };

const TRACKS: readonly Track[] = [
  {
    profession: 'Doctors',
    description:
      'Medical licensing and specialty entry exams, from applied knowledge to clinical cases.',
    icon: <IconStethoscope size={24} aria-hidden="true" />,
  },
  {
    profession: 'Nurses',
    description: 'Nursing licensure and registration exams, including medication calculations.',
    icon: <IconHeartbeat size={24} aria-hidden="true" />,
  },
  {
    profession: 'Pharmacists',
    description: 'Pharmacy registration assessments with calculations and clinical therapeutics.',
    icon: <IconPill size={24} aria-hidden="true" />,
  },
  {
    profession: 'Physiotherapists',
    description: 'Registration exams covering musculoskeletal, neurological and respiratory care.',
    icon: <IconWalk size={24} aria-hidden="true" />,
  },
  {
    profession: 'Healthcare assistants',
    description: 'Care certificate and competency assessments for support roles.',
    icon: <IconFirstAidKit size={24} aria-hidden="true" />,
  },
];

/** The professions the catalogue serves. */
export function ExamTracks() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
      {TRACKS.map((track) => (
        <Paper key={track.profession} withBorder radius="md" p="lg">
          <ThemeIcon size={44} radius="md" variant="light" mb="sm">
            {track.icon}
          </ThemeIcon>
          <Title order={3} fz="md" mb={6}>
            {track.profession}
          </Title>
          <Text size="sm" c="dimmed">
            {track.description}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
