import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FREE_TRIAL_QUESTIONS } from '@prepward/shared/constants';
import { formatPrice } from '@prepward/shared/format';
import type { TPublicExam } from '@prepward/shared/schemas/public';
import { IconCertificate } from '@tabler/icons-react';
import { LinkButton, PlainButton } from '../../../components/link-button';
import { useSignedInAs } from '../../../lib/session';
import { usePublicExams } from '../api/list-public-exams';
import classes from './exam-catalogue.module.css';

/** Cards shown while the catalogue loads, so the section keeps its height. */
const PLACEHOLDER_CARDS = 3;

/** The student area's view of one exam, for a signed-in student. */
export function examQuickViewPath(exam: Pick<TPublicExam, 'id' | 'name'>): string {
  return `/user/home/all-exams/view/${encodeURIComponent(exam.id)}?name=${encodeURIComponent(exam.name)}`;
}

function ExamCard({ exam, forStudent }: { exam: TPublicExam; forStudent: boolean }) {
  return (
    <li className={classes.card}>
      {exam.imageUrl ? (
        <img
          src={exam.imageUrl}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className={classes.image}
        />
      ) : (
        <div className={classes.image} aria-hidden="true">
          <ThemeIcon size={52} radius="md" variant="white">
            <IconCertificate size={30} aria-hidden="true" />
          </ThemeIcon>
        </div>
      )}
      <Stack gap="xs" p="lg" className={classes.body}>
        <Title order={3} fz="lg">
          {exam.name}
        </Title>
        <Text size="sm" c="dimmed">
          {exam.description}
        </Text>
        <Text size="sm">
          Mock exam: {exam.mockQuestions} questions in {exam.mockTestTime} minutes
        </Text>
        <Text className={classes.price}>
          {formatPrice(exam.subscriptionAmount)}{' '}
          <Text span size="sm" c="dimmed" fw={400}>
            per month
          </Text>
        </Text>
        {forStudent ? (
          <LinkButton
            href={examQuickViewPath(exam)}
            variant="default"
            fullWidth
            aria-label={`View exam ${exam.name}`}
          >
            View exam
          </LinkButton>
        ) : (
          <LinkButton href="/signup" fullWidth aria-label={`Sign up for ${exam.name}`}>
            Sign up
          </LinkButton>
        )}
      </Stack>
    </li>
  );
}

/**
 * The exams on offer, read from the server once the page is in the browser: name, short
 * description, price per month and a way in (sign up, or the exam itself for a student).
 */
export function ExamCatalogue() {
  const catalogue = usePublicExams();
  const forStudent = useSignedInAs() === 'user';

  if (catalogue.status === 'loading') {
    return (
      <div role="status" aria-live="polite">
        <span className={classes.hidden}>Loading the exams…</span>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <div key={index} className={classes.placeholder} />
          ))}
        </SimpleGrid>
      </div>
    );
  }

  if (catalogue.status === 'error') {
    return (
      <Stack gap="sm" align="flex-start" role="alert" className={classes.notice}>
        <Text fw={600}>The exams could not be loaded.</Text>
        <Text size="sm" c="dimmed">
          {catalogue.message}
        </Text>
        <PlainButton variant="default" onClick={catalogue.retry}>
          Try again
        </PlainButton>
      </Stack>
    );
  }

  const { exams, pagination } = catalogue.data;
  if (exams.length === 0) {
    return (
      <Stack gap={4} className={classes.notice}>
        <Text fw={600}>No exams are open for preparation yet.</Text>
        <Text size="sm" c="dimmed">
          New question banks are being written. Create a free account now and your{' '}
          {FREE_TRIAL_QUESTIONS} free questions will be waiting when the first exam opens.
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        className={classes.list}
      >
        {exams.map((exam) => (
          <ExamCard key={exam.id} exam={exam} forStudent={forStudent} />
        ))}
      </SimpleGrid>
      {pagination.total > exams.length ? (
        <Text size="sm" c="dimmed">
          The {exams.length} newest of {pagination.total} exams.{' '}
          {forStudent ? 'All of them are in your All Exams page.' : 'Sign up to browse them all.'}
        </Text>
      ) : null}
    </Stack>
  );
}
