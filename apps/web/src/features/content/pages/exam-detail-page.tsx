import { Alert, Anchor, Breadcrumbs, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { MESSAGES } from '@prepward/shared/messages';
import { IconChartBar, IconCopy, IconStethoscope } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { useExam } from '../api/get-exam';
import { BulkUploadPanel } from '../components/bulk-upload-panel';
import { CoursesTab } from '../components/courses-tab';
import { ExamInfoTab } from '../components/exam-info-tab';
import { SubjectsTab } from '../components/subjects-tab';
import {
  caseStudiesPath,
  duplicateQuestionsPath,
  EXAMS_PATH,
  itemStatisticsPath,
} from '../lib/paths';

const TABS = ['info', 'courses', 'subjects', 'import'] as const;
type Tab = (typeof TABS)[number];

/** The tab in the URL: a name, or its index as the first client counts them (2 is subjects). */
function tabOf(raw: string): Tab {
  const byIndex = TABS[Number(raw)];
  if (/^\d$/.test(raw) && byIndex) return byIndex;
  return TABS.find((tab) => tab === raw) ?? 'info';
}

/** /admin/dashboard/exams/:examId: tabs info, courses and subjects; the tab is in the URL. */
export function AdminExamDetailPage() {
  const { examId = '' } = useParams();
  const exam = useExam(examId);
  const [params, setParams] = useListParams();
  const { can, wholeCatalogue } = useAdminPermissions();
  const canWrite = can('content:write');
  const canImport = can('questions:write');
  const requested = tabOf(params.get('tab'));
  const tab = requested === 'import' && !canImport ? 'info' : requested;
  usePageTitle(exam.data ? exam.data.name : 'Exam');

  if (exam.isPending) return <PageLoader />;
  if (exam.error || !exam.data) {
    return (
      <>
        <PageHeading title="Exam" />
        <Alert color="red" title={MESSAGES.examLoadFailed} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(exam.error)}</Text>
            <Button component={Link} to={EXAMS_PATH} size="xs" variant="light" color="red">
              Back to Exams
            </Button>
          </Stack>
        </Alert>
      </>
    );
  }

  return (
    <>
      <Breadcrumbs mb="xs" separator="›">
        <Anchor component={Link} to={EXAMS_PATH} size="sm">
          Exams
        </Anchor>
        <Text size="sm">{exam.data.name}</Text>
      </Breadcrumbs>
      <PageHeading title={exam.data.name}>
        <Group>
          <Button
            component={Link}
            to={caseStudiesPath(examId)}
            variant="light"
            leftSection={<IconStethoscope size={16} aria-hidden="true" />}
          >
            Case studies
          </Button>
          <Button
            component={Link}
            to={itemStatisticsPath(examId)}
            variant="light"
            leftSection={<IconChartBar size={16} aria-hidden="true" />}
          >
            Item statistics
          </Button>
          <Button
            component={Link}
            to={duplicateQuestionsPath(examId)}
            variant="light"
            leftSection={<IconCopy size={16} aria-hidden="true" />}
          >
            Possible duplicates
          </Button>
        </Group>
      </PageHeading>
      <Tabs
        value={tab}
        // Changing tab starts its list at page 1; the course filter belongs to subjects.
        onChange={(value) => setParams({ tab: value === 'info' ? null : value, course: null })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="info">Info</Tabs.Tab>
          <Tabs.Tab value="courses">Courses ({exam.data.courseCount})</Tabs.Tab>
          <Tabs.Tab value="subjects">Subjects ({exam.data.subjectCount})</Tabs.Tab>
          {canImport ? <Tabs.Tab value="import">Import questions</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="info">
          <ExamInfoTab
            exam={exam.data}
            canWrite={canWrite}
            // Deleting exams, like adding them, is for administrators of every exam.
            canDelete={canWrite && wholeCatalogue}
          />
        </Tabs.Panel>
        <Tabs.Panel value="courses">
          <CoursesTab
            examId={examId}
            canWrite={canWrite}
            params={params}
            setParams={setParams}
            onViewSubjects={(course) => setParams({ tab: 'subjects', course: course.id })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="subjects">
          <SubjectsTab examId={examId} canWrite={canWrite} params={params} setParams={setParams} />
        </Tabs.Panel>
        {canImport ? (
          <Tabs.Panel value="import">
            {/* Straight into the exam: the file's courses and subjects are created as needed. */}
            <BulkUploadPanel examId={examId} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </>
  );
}
