import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TReadiness } from '@prepward/shared/schemas/progress';
import {
  READINESS_BAND_COLORS,
  READINESS_BAND_LABELS,
  READINESS_STATEMENT,
  READINESS_WINDOWS,
  readinessMissingText,
  readinessRange,
} from '../lib/readiness-text';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The range of a next score over 0-100, with the pass mark marked: for the eye, the text says it. */
function RangeBar({ low, high, passMark }: { low: number; high: number; passMark: number }) {
  return (
    <Box
      pos="relative"
      h={14}
      bg="gray.1"
      style={{ borderRadius: 'var(--mantine-radius-xl)' }}
      aria-hidden="true"
    >
      <Box
        pos="absolute"
        top={0}
        bottom={0}
        bg="clinical.4"
        style={{
          left: `${low}%`,
          width: `${Math.max(1, high - low)}%`,
          borderRadius: 'var(--mantine-radius-xl)',
        }}
      />
      <Box
        pos="absolute"
        top={-4}
        bottom={-4}
        w={3}
        bg="dark.6"
        style={{ left: `calc(${passMark}% - 1px)` }}
      />
    </Box>
  );
}

/**
 * The readiness estimate of an exam (decision 0110): the chance of reaching the pass mark, its
 * band and score range, what it rests on and what it is not; or what is still missing. Nothing
 * when the exam has no pass mark.
 */
export function ReadinessPanel({ readiness }: { readiness: TReadiness }) {
  if (readiness.status === 'no-pass-mark' || readiness.passMark === null) return null;
  const { estimate, basis, passMark } = readiness;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="readiness-title">
      <Title order={2} fz="lg" id="readiness-title">
        Readiness
      </Title>
      {readiness.status === 'shown' && estimate ? (
        <Stack gap="sm" mt="xs">
          <Group gap="sm" align="center" wrap="wrap">
            <Text fw={700} fz={28} lh={1.1}>
              About {estimate.likelihood}%
            </Text>
            <Badge
              color={READINESS_BAND_COLORS[estimate.band]}
              variant="filled"
              size="lg"
              autoContrast
            >
              {READINESS_BAND_LABELS[estimate.band]}
            </Badge>
          </Group>
          <Text size="sm">
            Estimated chance of reaching the pass mark of {passMark}% in a mock exam now.
          </Text>
          <Text size="sm">
            Expected score {estimate.score}%; 8 in 10 of your next mocks would likely score{' '}
            <Text span fw={600}>
              {readinessRange(estimate)}
            </Text>
            .
          </Text>
          <RangeBar low={estimate.low} high={estimate.high} passMark={passMark} />
          <Text size="xs" c="dimmed">
            Based on {plural(basis.mocks, 'mock', 'mocks')} of the last 90 days and{' '}
            {plural(basis.answers, 'answer', 'answers')} of the last 30 days
            {basis.comparedAnswers > 0 && basis.peerMocks > 0
              ? `, ${plural(basis.comparedAnswers, 'practice answer', 'practice answers')} compared with other students on the same questions`
              : ''}
            .
          </Text>
          <Text size="sm" c="dimmed">
            {READINESS_STATEMENT}
          </Text>
        </Stack>
      ) : (
        <Stack gap="xs" mt="xs">
          <Text fw={600}>{readinessMissingText(readiness.missing)}</Text>
          <Text size="sm" c="dimmed">
            Your readiness estimates your chance of reaching the pass mark of {passMark}%.{' '}
            {READINESS_WINDOWS}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
