import '@mantine/dates/styles.css';

import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { PAGINATION } from '@prepward/shared/constants';
import {
  ITEM_FLAG_LABELS,
  ITEM_FLAGS,
  ITEM_STATISTICS_TEST_TYPE_LABELS,
  ITEM_STATISTICS_TEST_TYPES,
} from '@prepward/shared/schemas/item-statistics';
import type { ListParams, ListParamsChange } from '../../../hooks/use-list-params';
import { useCourses } from '../api/list-courses';
import { useSubjects } from '../api/list-subjects';

const MANY = { page: 1, perPage: PAGINATION.maxPerPage };

const TYPE_OPTIONS = ITEM_STATISTICS_TEST_TYPES.map((type) => ({
  value: type,
  label: ITEM_STATISTICS_TEST_TYPE_LABELS[type],
}));
const FLAG_OPTIONS = [
  { value: 'any', label: 'Any flag' },
  ...ITEM_FLAGS.map((flag) => ({ value: flag, label: ITEM_FLAG_LABELS[flag] })),
];

type ItemStatisticsFiltersProps = {
  examId: string;
  params: ListParams;
  setParams: (change: ListParamsChange) => void;
};

/** Which tests count (type, the days they ended) and which items show (course, subject, flag). */
export function ItemStatisticsFilters({ examId, params, setParams }: ItemStatisticsFiltersProps) {
  const courseId = params.get('course');
  const from = params.get('from');
  const to = params.get('to');
  const courses = useCourses(examId, MANY);
  const subjects = useSubjects(examId, { ...MANY, ...(courseId ? { courseId } : {}) });

  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="sm">
        <Select
          label="Tests"
          data={TYPE_OPTIONS}
          value={params.get('type') || 'mock'}
          allowDeselect={false}
          onChange={(value) => setParams({ type: value === 'mock' ? null : value })}
        />
        <DatePickerInput
          label="Ended from (UTC)"
          placeholder="Any day"
          clearable
          value={from || null}
          maxDate={to || undefined}
          onChange={(day) => setParams({ from: day })}
        />
        <DatePickerInput
          label="Ended to (UTC)"
          placeholder="Any day"
          clearable
          value={to || null}
          minDate={from || undefined}
          onChange={(day) => setParams({ to: day })}
        />
        <Select
          label="Course"
          placeholder="All courses"
          clearable
          searchable
          data={(courses.data?.courses ?? []).map((course) => ({
            value: course.id,
            label: course.name,
          }))}
          value={courseId || null}
          // A new course clears the subject chosen in the old one.
          onChange={(value) => setParams({ course: value, subject: null })}
          nothingFoundMessage="No course by that name"
        />
        <Select
          label="Subject"
          placeholder="All subjects"
          clearable
          searchable
          data={(subjects.data?.subjects ?? []).map((subject) => ({
            value: subject.id,
            label: courseId ? subject.name : `${subject.name} (${subject.courseName})`,
          }))}
          value={params.get('subject') || null}
          onChange={(value) => setParams({ subject: value })}
          nothingFoundMessage="No subject by that name"
        />
        <Select
          label="Flag"
          placeholder="All items"
          clearable
          data={FLAG_OPTIONS}
          value={params.get('flag') || null}
          onChange={(value) => setParams({ flag: value })}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Mock exams count by default: the server draws them from the whole exam and hides the answers
        until the end, as in a real sitting. Students choose what a practice test covers and see
        each answer at once, which skews its figures.
      </Text>
    </Stack>
  );
}
