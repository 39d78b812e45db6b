import {
  Box,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { FREE_TRIAL_QUESTIONS } from '@prepward/shared/constants';
import { IconCheck, IconCircleCheck } from '@tabler/icons-react';
import { LinkButton } from '../../../components/link-button';
import classes from './hero.module.css';

type HeroProps = {
  /** Where 'Browse exams' leads: the catalogue for a signed-in student, else the exams section. */
  browseExamsHref: string;
};

const SAMPLE_OPTIONS = [
  { label: 'a', text: 'Adrenaline 0.5 mg intramuscularly', percent: 71, correct: true },
  { label: 'b', text: 'Chlorphenamine 10 mg intravenously', percent: 14, correct: false },
  { label: 'c', text: 'Hydrocortisone 200 mg intravenously', percent: 11, correct: false },
  { label: 'd', text: 'Salbutamol 5 mg nebulised', percent: 4, correct: false },
] as const;

const BENEFITS = [
  `${FREE_TRIAL_QUESTIONS} free questions on every exam`,
  'Analytics by subject after each mock',
  'Study anywhere, on any device',
];

/** A sample question as students see it after answering: the product at a glance. */
function SampleQuestion() {
  return (
    <Paper withBorder shadow="md" radius="lg" p="lg" className={classes.sample}>
      <Group justify="space-between" mb="sm">
        <span className={classes.badge}>Practice test</span>
        <Text size="sm" c="dimmed">
          Question 12 of 30
        </Text>
      </Group>
      <Text fw={600} mb="md">
        A patient develops stridor and hypotension minutes after a dose of intravenous antibiotic.
        What is the first drug to give?
      </Text>
      <Stack gap="xs">
        {SAMPLE_OPTIONS.map((option) => (
          <Box
            key={option.label}
            className={classes.option}
            data-correct={option.correct || undefined}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                <Text span fw={700}>
                  {option.label}.
                </Text>{' '}
                {option.text}
              </Text>
              {option.correct ? (
                <IconCircleCheck
                  size={18}
                  color="var(--mantine-primary-color-filled)"
                  aria-label="Correct answer"
                />
              ) : null}
            </Group>
            <Group gap="xs" mt={6} wrap="nowrap">
              {/* A drawn bar: the percentage next to it is what assistive technology reads. */}
              <span className={classes.bar} aria-hidden="true">
                <span className={classes.barFill} style={{ width: `${option.percent}%` }} />
              </span>
              <Text size="xs" c="dimmed" w={72} ta="right">
                {option.percent}% chose
              </Text>
            </Group>
          </Box>
        ))}
      </Stack>
      <Text size="sm" mt="md" c="dimmed">
        Explanation: intramuscular adrenaline is the first-line treatment for anaphylaxis…
      </Text>
    </Paper>
  );
}

export function Hero({ browseExamsHref }: HeroProps) {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" py={{ base: 48, md: 80 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 56 }}>
          <Stack gap="lg" justify="center">
            <Text className={classes.eyebrow}>
              For doctors, nurses, pharmacists and allied health
            </Text>
            <Title id="hero-title" order={1} className={classes.title}>
              Pass your healthcare licensing exam with confidence
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" maw={560}>
              Practice with exam-style questions written by clinicians, learn from an explanation
              after every answer and rehearse exam day with timed mock exams.
            </Text>
            <Stack component="ul" gap={6} className={classes.benefits}>
              {BENEFITS.map((benefit) => (
                <Group component="li" key={benefit} gap="sm" wrap="nowrap">
                  <ThemeIcon size={20} radius="xl">
                    <IconCheck size={13} stroke={3} aria-hidden="true" />
                  </ThemeIcon>
                  {benefit}
                </Group>
              ))}
            </Stack>
            <Group gap="sm">
              <LinkButton href="/signup" size="md">
                Get started free
              </LinkButton>
              <LinkButton href={browseExamsHref} size="md" variant="default">
                Browse exams
              </LinkButton>
            </Group>
          </Stack>
          <SampleQuestion />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
