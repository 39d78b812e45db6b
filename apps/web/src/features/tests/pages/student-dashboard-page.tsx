import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBooks, IconClockHour4 } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';
import { getUserData } from '../../../lib/storage';

type StartCardProps = {
  title: string;
  description: string;
  icon: ReactNode;
  onStart: () => void;
};

function StartCard({ title, description, icon, onStart }: StartCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs">
      <Stack gap="md" h="100%" justify="space-between">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light">
            {icon}
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg">
              {title}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {description}
            </Text>
          </div>
        </Group>
        <Button onClick={onStart} aria-label={`Start ${title}`} fullWidth>
          Start
        </Button>
      </Stack>
    </Card>
  );
}

/** /user: the student's home after signing in. */
export function StudentDashboardPage() {
  usePageTitle('Dashboard');
  const navigate = useNavigate();
  const [firstName] = useState(() => getUserData()?.userData?.firstName?.trim() ?? '');
  // Until test set-up dialogs exist, both cards lead to the purchased exams.
  const goToMyExams = () => void navigate('/user/my-exams');

  return (
    <>
      <PageHeading
        title={firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
        description="Pick how you want to practise today."
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" maw={960}>
        <StartCard
          title="Test by Subject"
          description="Choose the courses and subjects to focus on, the number of questions and the time."
          icon={<IconBooks size={26} aria-hidden="true" />}
          onStart={goToMyExams}
        />
        <StartCard
          title="Mock Exam"
          description="A timed exam with the real number of questions, followed by your analytics by subject."
          icon={<IconClockHour4 size={26} aria-hidden="true" />}
          onStart={goToMyExams}
        />
      </SimpleGrid>
    </>
  );
}
