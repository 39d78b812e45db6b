import { Select, SimpleGrid, Stack } from '@mantine/core';
import { PAGINATION } from '@prepward/shared/constants';
import { AdminSearchBar } from '../../../components/admin-table/admin-search-bar';
import { PageHeading } from '../../../components/page-heading';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useCourses } from '../api/list-courses';
import { useExams } from '../api/list-exams';
import { useQuestions } from '../api/list-questions';
import { useSubjects } from '../api/list-subjects';
import { QuestionFilters } from '../components/question-filters';
import { QuestionList } from '../components/question-list';
import { hasQuestionFilters, questionFiltersFrom } from '../lib/question-filters';

const MANY = { page: 1, perPage: PAGINATION.maxPerPage };

/** /admin/dashboard/questions: every question the administrator may see, filtered on the server. */
export function AdminQuestionsPage() {
  usePageTitle('Questions');
  const [params, setParams] = useListParams();
  const { can } = useAdminPermissions();
  const examId = params.get('exam');
  const courseId = params.get('course');
  const subjectId = params.get('subject');

  const exams = useExams(MANY);
  const courses = useCourses(examId, MANY, Boolean(examId));
  const subjects = useSubjects(
    examId,
    { ...MANY, ...(courseId ? { courseId } : {}) },
    Boolean(examId),
  );
  const questions = useQuestions({
    page: params.page,
    perPage: params.perPage,
    search: params.search,
    examId,
    courseId,
    subjectId,
    ...questionFiltersFrom(params),
  });
  const filtered = Boolean(params.search || examId || hasQuestionFilters(params));

  return (
    <>
      <PageHeading
        title="Questions"
        description="Every question you may see, across exams. Filter by exam, course, subject, status, tag, category, difficulty, author and type, or search the text."
      />
      <Stack gap="md">
        <AdminSearchBar
          basis="question text"
          value={params.search}
          onSearch={(search) => setParams({ search })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Select
            label="Exam"
            placeholder="All exams"
            clearable
            searchable
            data={(exams.data?.exams ?? []).map((exam) => ({ value: exam.id, label: exam.name }))}
            value={examId || null}
            // A new exam clears the course and subject chosen in the old one.
            onChange={(value) => setParams({ exam: value, course: null, subject: null })}
            nothingFoundMessage="No exam by that name"
          />
          <Select
            label="Course"
            placeholder={examId ? 'All courses' : 'Choose an exam first'}
            clearable
            searchable
            disabled={!examId}
            data={(courses.data?.courses ?? []).map((course) => ({
              value: course.id,
              label: course.name,
            }))}
            value={courseId || null}
            onChange={(value) => setParams({ course: value, subject: null })}
            nothingFoundMessage="No course by that name"
          />
          <Select
            label="Subject"
            placeholder={examId ? 'All subjects' : 'Choose an exam first'}
            clearable
            searchable
            disabled={!examId}
            data={(subjects.data?.subjects ?? []).map((subject) => ({
              value: subject.id,
              label: courseId ? subject.name : `${subject.name} (${subject.courseName})`,
            }))}
            value={subjectId || null}
            onChange={(value) => setParams({ subject: value })}
            nothingFoundMessage="No subject by that name"
          />
        </SimpleGrid>
        <QuestionFilters params={params} setParams={setParams} examId={examId || undefined} />
        <QuestionList
          data={questions.data}
          isPending={questions.isPending}
          error={questions.error}
          onRetry={() => void questions.refetch()}
          params={params}
          setParams={setParams}
          canWrite={can('questions:write')}
          canReview={can('questions:review')}
          showPlace
          emptyText={filtered ? 'No questions match these filters.' : 'No questions yet.'}
        />
      </Stack>
    </>
  );
}
