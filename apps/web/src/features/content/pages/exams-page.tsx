import { ActionIcon, Button, Group, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatPrice } from '@prepward/shared/format';
import type { TAdminExam } from '@prepward/shared/schemas/content';
import { IconDots, IconEdit, IconPhoto, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminDataTable } from '../../../components/admin-table/admin-data-table';
import { AdminSearchBar } from '../../../components/admin-table/admin-search-bar';
import { PageHeading } from '../../../components/page-heading';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useExams } from '../api/list-exams';
import { ExamFormModal } from '../components/exam-form-modal';
import { ExamImageModal } from '../components/exam-image-modal';
import { formatDate } from '../../../lib/format-date';
import { examPath } from '../lib/paths';

/** /admin/dashboard/exams: every exam, server-paginated, searched by name. */
export function AdminExamsPage() {
  usePageTitle('Exams');
  const navigate = useNavigate();
  const [params, setParams] = useListParams();
  const { can, wholeCatalogue } = useAdminPermissions();
  const canWrite = can('content:write');
  // Administrators limited to some exams edit theirs but add none (the server refuses it).
  const canAdd = canWrite && wholeCatalogue;
  const query = useExams({ page: params.page, perPage: params.perPage, search: params.search });
  const [addOpened, addModal] = useDisclosure(false);
  // The exam stays set while its dialog closes, so the dialog does not change under the eye.
  const [target, setTarget] = useState<TAdminExam | null>(null);
  const [editOpened, editModal] = useDisclosure(false);
  const [imageOpened, imageModal] = useDisclosure(false);

  return (
    <>
      <PageHeading
        title="Exams"
        description="Every exam in the catalogue. Open one to manage its courses, subjects and questions."
      />
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <AdminSearchBar
            basis="exam name"
            value={params.search}
            onSearch={(search) => setParams({ search })}
          />
          {canAdd ? (
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={addModal.open}>
              Add New
            </Button>
          ) : null}
        </Group>
        <AdminDataTable<TAdminExam>
          label="exams"
          records={query.data?.exams}
          pagination={query.data?.pagination}
          params={params}
          setParams={setParams}
          isFetching={query.isFetching}
          error={query.error}
          onRetry={() => void query.refetch()}
          emptyText={params.search ? 'No exams match this search.' : 'No exams yet.'}
          onRowClick={(exam) => void navigate(examPath(exam.id))}
          columns={[
            {
              accessor: 'id',
              title: 'ID',
              render: (exam) => (
                <Text size="xs" ff="monospace" c="dimmed" title={exam.id}>
                  {exam.id.slice(0, 8)}
                </Text>
              ),
              visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            },
            {
              accessor: 'name',
              title: 'Name',
              render: (exam) => <Text fw={600}>{exam.name}</Text>,
            },
            {
              accessor: 'subscriptionAmount',
              title: 'Amount',
              render: (exam) => `${formatPrice(exam.subscriptionAmount)}/month`,
            },
            {
              accessor: 'createdAt',
              title: 'Date added',
              render: (exam) => formatDate(exam.createdAt),
              visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xs})`,
            },
            ...(canWrite
              ? [
                  {
                    accessor: 'actions',
                    title: <VisuallyHidden>Actions</VisuallyHidden>,
                    textAlign: 'right' as const,
                    width: 56,
                    render: (exam: TAdminExam) => (
                      // The menu's clicks must not open the row.
                      <Group justify="flex-end" onClick={(event) => event.stopPropagation()}>
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={`Menu for ${exam.name}`}
                              onKeyDown={(event) => event.stopPropagation()}
                            >
                              <IconDots size={18} aria-hidden="true" />
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item
                              leftSection={<IconEdit size={16} aria-hidden="true" />}
                              onClick={() => {
                                setTarget(exam);
                                editModal.open();
                              }}
                            >
                              Edit
                            </Menu.Item>
                            <Menu.Item
                              leftSection={<IconPhoto size={16} aria-hidden="true" />}
                              onClick={() => {
                                setTarget(exam);
                                imageModal.open();
                              }}
                            >
                              Upload image
                            </Menu.Item>
                            {canAdd ? (
                              <Menu.Item
                                leftSection={<IconPlus size={16} aria-hidden="true" />}
                                onClick={addModal.open}
                              >
                                Add New
                              </Menu.Item>
                            ) : null}
                          </Menu.Dropdown>
                        </Menu>
                      </Group>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Stack>
      {canWrite ? (
        <>
          {canAdd ? <ExamFormModal opened={addOpened} onClose={addModal.close} /> : null}
          <ExamFormModal opened={editOpened} onClose={editModal.close} exam={target} />
          <ExamImageModal opened={imageOpened} onClose={imageModal.close} exam={target} />
        </>
      ) : null}
    </>
  );
}
