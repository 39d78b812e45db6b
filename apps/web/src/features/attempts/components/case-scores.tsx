import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { PERCENT_DECIMALS } from '@prepward/shared/constants';
import type { TTestAnalytics } from '@prepward/shared/schemas/attempts';
import { scoreText } from '../lib/score-text';
import classes from './case-scores.module.css';

const percent = (value: number) => `${value.toFixed(PERCENT_DECIMALS)}%`;

/** Each case study of the test as a unit: its questions' points together, in the test's order. */
export function CaseScores({ cases }: { cases: TTestAnalytics['cases'] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="by-case">
      <Title order={2} fz="lg" id="by-case">
        Case studies
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Each case scored as a whole: the points of its questions together.
      </Text>
      <ul className={classes.list}>
        {cases.map((row) => (
          <li key={row.caseStudyId} className={classes.row}>
            <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
              <Text fw={600} className={classes.title}>
                {row.title}
              </Text>
              <Stack gap={0} align="flex-end">
                <Text fw={700}>{scoreText(row)}</Text>
                <Text size="sm" c="dimmed">
                  {percent(row.percentage)}
                </Text>
              </Stack>
            </Group>
          </li>
        ))}
      </ul>
    </Card>
  );
}
