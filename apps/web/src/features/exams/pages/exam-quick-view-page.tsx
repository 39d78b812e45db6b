import {
  Accordion,
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatPrice } from '@prepward/shared/format';
import { MESSAGES } from '@prepward/shared/messages';
import type { TExamDetail } from '@prepward/shared/schemas/commerce';
import { IconArrowLeft, IconClockHour4, IconGift, IconListNumbers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { notifyError } from '../../../lib/notify';
import { useExam } from '../../../api/exams';
import { AccessBadge } from '../components/access-badge';
import { AddToCartControl } from '../components/add-to-cart-control';
import { ExamCover } from '../components/exam-card';
import { FreeTrialDialog } from '../../../components/free-trial-dialog';
import { examPagePath } from '../../../lib/student-paths';
import { LoadError } from '../../../components/load-error';

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {icon}
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text fw={600}>{value}</Text>
      </div>
    </Group>
  );
}

function ExamDetails({ exam }: { exam: TExamDetail }) {
  const [trialOpened, setTrialOpened] = useState(false);
  const subjectCount = exam.courses.reduce((sum, course) => sum + course.subjects.length, 0);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Text style={{ whiteSpace: 'pre-line' }}>{exam.description}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Fact
              icon={<IconListNumbers size={24} aria-hidden="true" />}
              label="Questions"
              value={`${exam.questionCount} questions`}
            />
            <Fact
              icon={<IconClockHour4 size={24} aria-hidden="true" />}
              label="Mock exam"
              value={`${exam.mockQuestions} questions in ${exam.mockTestTime} minutes`}
            />
          </SimpleGrid>
          <Stack gap="xs">
            <Title order={2} fz="lg">
              Courses and subjects
            </Title>
            {exam.courses.length === 0 ? (
              <Text c="dimmed">No courses yet.</Text>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  {exam.courses.length} {exam.courses.length === 1 ? 'course' : 'courses'},{' '}
                  {subjectCount} {subjectCount === 1 ? 'subject' : 'subjects'}
                </Text>
                <Accordion variant="separated" multiple defaultValue={[exam.courses[0]!.id]}>
                  {exam.courses.map((course) => (
                    <Accordion.Item key={course.id} value={course.id}>
                      <Accordion.Control>
                        <Text fw={600}>{course.name}</Text>
                      </Accordion.Control>
                      <Accordion.Panel>
                        {course.subjects.length === 0 ? (
                          <Text size="sm" c="dimmed">
                            No subjects yet.
                          </Text>
                        ) : (
                          <List spacing={4} size="sm">
                            {course.subjects.map((subject) => (
                              <List.Item key={subject.id}>
                                {subject.name}{' '}
                                <Text span c="dimmed" size="sm">
                                  ({subject.questionCount}{' '}
                                  {subject.questionCount === 1 ? 'question' : 'questions'})
                                </Text>
                              </List.Item>
                            ))}
                          </List>
                        )}
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </>
            )}
          </Stack>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder radius="lg" padding="lg">
          <Card.Section>
            <ExamCover src={exam.imageUrl} height={160} />
          </Card.Section>
          <Stack gap="md" mt="md">
            <Group gap="xs" align="baseline">
              <Text fw={700} fz={28} data-testid="exam-price">
                {formatPrice(exam.subscriptionAmount)}
              </Text>
              <Text c="dimmed">per month</Text>
            </Group>
            <AccessBadge access={exam.access} />
            <AddToCartControl
              examId={exam.id}
              examName={exam.name}
              questionCount={exam.questionCount}
              monthlyAmount={exam.subscriptionAmount}
            />
            {exam.freeTrial.testId ? (
              <Button
                component={Link}
                to={examPagePath(exam.id, { testId: exam.freeTrial.testId })}
                variant="light"
                leftSection={<IconGift size={16} aria-hidden="true" />}
              >
                Continue free trial
              </Button>
            ) : null}
            {exam.freeTrial.available ? (
              <Button
                variant="light"
                leftSection={<IconGift size={16} aria-hidden="true" />}
                onClick={() => setTrialOpened(true)}
              >
                Free trial
              </Button>
            ) : null}
            {exam.access.active ? (
              <Button component={Link} to="/user/my-exams" variant="default">
                Go to My Exams
              </Button>
            ) : null}
          </Stack>
        </Card>
      </Grid.Col>
      <FreeTrialDialog
        exam={{ id: exam.id, name: exam.name }}
        opened={trialOpened}
        onClose={() => setTrialOpened(false)}
      />
    </Grid>
  );
}

/** /user/home/all-exams/view/:examId?name= : one exam at a glance. */
export function ExamQuickViewPage() {
  const { examId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const exam = useExam(examId);
  const name = exam.data?.name ?? (searchParams.get('name')?.trim() || 'Exam details');
  usePageTitle(name);

  useEffect(() => {
    if (exam.isError) notifyError(MESSAGES.examLoadFailed);
  }, [exam.isError]);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/user/home" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          Back to All Exams
        </Group>
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {name}
        </Title>
        {exam.data?.access.active ? (
          <Badge color="teal" variant="filled">
            Owned
          </Badge>
        ) : null}
      </Group>
      {exam.isPending ? <PageLoader /> : null}
      {exam.isError ? (
        <LoadError
          title={MESSAGES.examLoadFailed}
          error={exam.error}
          onRetry={() => void exam.refetch()}
          maw={640}
        />
      ) : null}
      {exam.data ? <ExamDetails exam={exam.data} /> : null}
    </Stack>
  );
}
