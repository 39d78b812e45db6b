import { ADMINISTRATION_MESSAGES } from '@prepward/shared/app-messages';
import {
  Accordion,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Spoiler,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@prepward/shared/messages';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  ZSupportRequest,
  type TSupportRequest,
} from '@prepward/shared/schemas/support';
import { IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TablePagination } from '../../../components/admin-table/table-pagination';
import { PageHeading } from '../../../components/page-heading';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage, failureMessage } from '../../../lib/api-client';
import { markInvalid } from '../../../lib/forms';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSupportEmail } from '../../../api/public-config';
import { useOwnSupportRequests } from '../api/list-support-requests';
import { useSendSupportRequest } from '../api/send-support-request';
import { COMMON_QUESTIONS } from '../data/common-questions';

const WHEN = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `support-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
    >
      <Title order={2} fz="lg" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function ContactForm() {
  const send = useSendSupportRequest();
  const form = useForm<TSupportRequest>({
    initialValues: { subject: '', message: '' },
    validate: schemaResolver(ZSupportRequest, { sync: true }),
    enhanceGetInputProps: markInvalid,
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (send.isPending) return;
        send.mutate(ZSupportRequest.parse(values), {
          onSuccess: () => {
            notifySuccess(ADMINISTRATION_MESSAGES.supportSent);
            form.reset();
          },
          onError: (err) => notifyError(failureMessage(err, MESSAGES.actionFailed)),
        });
      })}
    >
      <Stack gap="md">
        <TextInput
          label="Subject"
          withAsterisk
          maxLength={SUPPORT_SUBJECT_MAX}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Message"
          withAsterisk
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX}
          description="Tell us what happened and, for a payment, when you paid."
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PastRequests() {
  const [params, setParams] = useListParams();
  const requests = useOwnSupportRequests({ page: params.page, perPage: params.perPage });
  if (requests.error && !requests.data) {
    return (
      <Text c="red" size="sm" role="alert">
        Could not load your requests: {errorMessage(requests.error)}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => void requests.refetch()}>
          Try again
        </Anchor>
      </Text>
    );
  }
  if (!requests.data) return <Skeleton h={80} radius="md" aria-label="Loading..." />;
  if (requests.data.requests.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        You have not sent us anything yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {requests.data.requests.map((request) => (
        <Paper
          key={request.id}
          withBorder
          radius="sm"
          p="sm"
          component="article"
          aria-label={request.subject}
        >
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} size="sm">
              {request.subject}
            </Text>
            <Badge variant="light" color={request.status === 'open' ? 'orange' : 'teal'}>
              {request.status === 'open' ? 'Open' : 'Handled'}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" mb={4}>
            Sent {WHEN.format(new Date(request.createdAt))}
          </Text>
          <Spoiler maxHeight={48} showLabel="Show more" hideLabel="Show less">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {request.message}
            </Text>
          </Spoiler>
        </Paper>
      ))}
      <TablePagination
        label="your support requests"
        page={params.page}
        perPage={params.perPage}
        total={requests.data.pagination.total}
        onPageChange={(page) => setParams({ page })}
        onPerPageChange={(perPage) => setParams({ perPage })}
      />
    </Stack>
  );
}

/** /user/support: contact information, common questions, the form and past requests. */
export function SupportPage() {
  usePageTitle('Support');
  const supportEmail = useSupportEmail();
  return (
    <>
      <PageHeading
        title="Support"
        description="Questions about your account, payments or a test? We are here to help."
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
        <Stack gap="lg">
          <Section title="Send us a message">
            <ContactForm />
          </Section>
          <Section title="Your requests">
            <PastRequests />
          </Section>
        </Stack>
        <Stack gap="lg">
          <Section title="Contact">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconMail size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              {supportEmail.data ? (
                <Text size="sm">
                  Email us at{' '}
                  <Anchor href={`mailto:${supportEmail.data}`}>{supportEmail.data}</Anchor>, or use
                  the form. We reply to the email on your account, usually within one working day.
                </Text>
              ) : (
                <Text size="sm">
                  Use the form to reach the PrepWard team. We reply to the email on your account,
                  usually within one working day.
                </Text>
              )}
            </Group>
          </Section>
          <Section title="Common questions">
            <Accordion variant="separated">
              {COMMON_QUESTIONS.map((item) => (
                <Accordion.Item key={item.question} value={item.question}>
                  <Accordion.Control>{item.question}</Accordion.Control>
                  <Accordion.Panel>
                    <Text size="sm">{item.answer}</Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Section>
        </Stack>
      </SimpleGrid>
    </>
  );
}
