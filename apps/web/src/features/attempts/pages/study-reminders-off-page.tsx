// /study-plan/reminders-off?token=…: the link in a study reminder mail (decision 0109). Opening
// it is the one click: the page sends the token at once and says the reminders are off. No
// sign-in needed; the token names the plan.
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { useTurnStudyRemindersOff } from '../api/turn-study-reminders-off';

export function StudyRemindersOffPage() {
  usePageTitle('Study reminders');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const turnOff = useTurnStudyRemindersOff();
  const { mutate } = turnOff;
  // Once per token, even when React runs effects twice in development.
  const sent = useRef('');
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} fz="h2">
        Study reminders
      </Title>
      {turnOff.isSuccess ? (
        <>
          <Text role="status">
            {turnOff.data.message}: you will get no more reminder mails for {turnOff.data.examName}.
          </Text>
          <Text size="sm" c="dimmed">
            Changed your mind? Turn them on again in your study plan on the dashboard.
          </Text>
          <Button component={Link} to="/user">
            Go to the dashboard
          </Button>
        </>
      ) : turnOff.isError ? (
        <Alert color="red" title="Reminders are still on" w="100%">
          {errorMessage(turnOff.error)}
        </Alert>
      ) : (
        <Text role="status">
          <Loader size="xs" mr="xs" />
          Turning your study reminders off…
        </Text>
      )}
    </Stack>
  );
}
