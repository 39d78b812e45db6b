import { Anchor, Button, Card, Group, Image, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatPrice } from '@prepward/shared/format';
import type { TCatalogueExam } from '@prepward/shared/schemas/commerce';
import { IconBook2, IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { quickViewPath } from '../../../lib/student-paths';
import { AccessBadge } from './access-badge';
import { AddToCartControl } from './add-to-cart-control';
import classes from './exam-card.module.css';

/** The exam's picture, or a large book icon when it has none or it fails to load. */
export function ExamCover({ src, height = 140 }: { src: string | null; height?: number }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <Image src={src} alt="" h={height} fit="cover" onError={() => setFailed(true)} />;
  }
  return (
    <Group
      h={height}
      justify="center"
      className={classes.coverFallback}
      data-testid="exam-cover-fallback"
    >
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconBook2 size={36} aria-hidden="true" />
      </ThemeIcon>
    </Group>
  );
}

type ExamCardProps = { exam: TCatalogueExam; onFreeTrial: (exam: TCatalogueExam) => void };

/** A catalogue card: picture, name, description, price per month, access, cart and trial. */
export function ExamCard({ exam, onFreeTrial }: ExamCardProps) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
      component="article"
      aria-label={exam.name}
    >
      <Card.Section>
        <ExamCover src={exam.imageUrl} />
      </Card.Section>
      <Stack gap="sm" mt="md" flex={1} justify="space-between">
        <Stack gap={6}>
          <Title order={2} fz="lg" lineClamp={2}>
            <Anchor component={Link} to={quickViewPath(exam)} c="inherit" underline="hover">
              {exam.name}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed" lineClamp={3}>
            {exam.description}
          </Text>
          <Group gap="xs" align="baseline">
            <Text fw={700} fz="xl" data-testid="exam-price">
              {formatPrice(exam.subscriptionAmount)}
            </Text>
            <Text size="sm" c="dimmed">
              per month · {exam.questionCount} questions
            </Text>
          </Group>
          <AccessBadge access={exam.access} />
        </Stack>
        <Stack gap="xs">
          <AddToCartControl
            examId={exam.id}
            examName={exam.name}
            questionCount={exam.questionCount}
          />
          <Group gap="xs" grow>
            <Button component={Link} to={quickViewPath(exam)} variant="default" size="sm">
              View details
            </Button>
            {exam.access.active ? null : (
              <Button
                variant="light"
                size="sm"
                leftSection={<IconGift size={16} aria-hidden="true" />}
                onClick={() => onFreeTrial(exam)}
                aria-label={`Free trial of ${exam.name}`}
              >
                Free trial
              </Button>
            )}
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
