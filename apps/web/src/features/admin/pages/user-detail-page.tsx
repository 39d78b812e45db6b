import { ADMINISTRATION_MESSAGES } from '@prepward/shared/app-messages';
import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { formatPrice } from '@prepward/shared/format';
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdminUserDetail } from '@prepward/shared/schemas/admin-users';
import { IconArrowLeft, IconBan, IconCalendarPlus, IconLockOpen } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { usePageTitle } from '../../../hooks/use-page-title';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdminUser } from '../api/get-user';
import { useUnblacklistUser } from '../api/unblacklist-user';
import { BlacklistDialog } from '../components/blacklist-dialog';
import { DetailSection, SimpleTable } from '../components/detail-section';
import { LoadError } from '../../../components/load-error';
import { SaleStatusBadge } from '../../../components/sale-status-badge';
import { OpenBadge } from '../components/status-badge';
import { formatDate, formatDateTime } from '../../../lib/format-date';

const latestOf = (shown: number, total: number) =>
  total > shown ? `Latest ${shown} of ${total}` : undefined;

const regionName = new Intl.DisplayNames(['en'], { type: 'region' });
const countryOf = (code: string | null) => {
  if (!code) return 'Not recorded';
  try {
    return `${regionName.of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function UserRecord({ detail }: { detail: TAdminUserDetail }) {
  const { user, subscriptions, purchases, tests, reports } = detail;
  return (
    <Stack gap="md">
      <DetailSection title="Profile">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label="Email">{user.email}</Fact>
          <Fact label="Profession">{user.profession || '—'}</Fact>
          <Fact label="Country">{user.country || '—'}</Fact>
          <Fact label="Country at last sign-in">{countryOf(user.loginCountry)}</Fact>
          <Fact label="Last sign-in">
            {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}
          </Fact>
          <Fact label="Date joined">{formatDate(user.createdAt)}</Fact>
          <Fact label="Email verified">{user.verified ? 'Yes' : 'No'}</Fact>
          <Fact label="Google sign-in">{user.googleLinked ? 'Linked' : 'Not linked'}</Fact>
        </SimpleGrid>
      </DetailSection>

      <DetailSection title="Subscriptions">
        <SimpleTable
          caption="Subscriptions"
          headers={['Exam', 'Source', 'Starts', 'Ends', 'Status']}
          empty="No subscriptions."
          rows={subscriptions.map((subscription) => ({
            key: subscription.id,
            cells: [
              subscription.examName,
              subscription.source === 'manual' ? 'Manual allocation' : 'Purchase',
              formatDate(subscription.startsAt),
              formatDate(subscription.expiresAt),
              <OpenBadge
                key="status"
                open={subscription.active}
                openLabel="Active"
                closedLabel="Ended"
              />,
            ],
          }))}
        />
      </DetailSection>

      {purchases ? (
        <DetailSection title="Purchases" note={latestOf(purchases.recent.length, purchases.total)}>
          <SimpleTable
            caption="Purchases"
            headers={['Reference', 'Exams', 'Amount', 'Status', 'Date']}
            empty="No purchases."
            rows={purchases.recent.map((sale) => ({
              key: sale.id,
              cells: [
                sale.reference,
                sale.items.map((item) => `${item.examName} (${item.months} mo)`).join(', ') || '—',
                formatPrice(sale.amount),
                <SaleStatusBadge key="status" status={sale.status} />,
                formatDate(sale.createdAt),
              ],
            }))}
          />
        </DetailSection>
      ) : null}

      <DetailSection title="Tests" note={latestOf(tests.recent.length, tests.total)}>
        <Group gap="xl" mb="sm">
          <Fact label="Tests taken">{tests.total}</Fact>
          <Fact label="Ended">{tests.ended}</Fact>
          <Fact label="Average score">
            {tests.averageScorePercent === null ? '—' : `${tests.averageScorePercent.toFixed(2)}%`}
          </Fact>
        </Group>
        <SimpleTable
          caption="Tests"
          headers={['Exam', 'Type', 'Status', 'Answered', 'Score', 'Started']}
          empty="No tests yet."
          rows={tests.recent.map((test) => ({
            key: test.testId,
            cells: [
              test.examName,
              test.type,
              test.status,
              `${test.answeredCount} / ${test.questionCount}`,
              test.scorePercent === null ? '—' : `${test.scorePercent.toFixed(2)}%`,
              formatDate(test.startedAt),
            ],
          }))}
        />
      </DetailSection>

      <DetailSection title="Reports filed" note={latestOf(reports.recent.length, reports.total)}>
        <SimpleTable
          caption="Reports filed"
          headers={['Exam', 'Reason', 'Status', 'Date']}
          empty="No reports filed."
          rows={reports.recent.map((report) => ({
            key: report.id,
            cells: [
              report.examName,
              report.reason,
              <OpenBadge key="status" open={report.status === 'open'} closedLabel="Resolved" />,
              formatDate(report.createdAt),
            ],
          }))}
        />
      </DetailSection>
    </Stack>
  );
}

/** /admin/dashboard/users/:userId: one student's record, blacklisting and allocation. */
export function AdminUserDetailPage() {
  const { userId = '' } = useParams();
  const user = useAdminUser(userId);
  const { can } = useAdminPermissions();
  const unblacklist = useUnblacklistUser(userId);
  const [blacklistOpened, blacklistDialog] = useDisclosure(false);
  const profile = user.data?.user;
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : 'User';
  usePageTitle(profile ? name : 'User');

  const confirmUnblacklist = () =>
    modals.openConfirmModal({
      title: 'Remove from blacklist',
      centered: true,
      children: <Text size="sm">{name} will be able to sign in and use PrepWard again.</Text>,
      labels: { confirm: 'Remove from blacklist', cancel: 'Cancel' },
      onConfirm: () =>
        unblacklist.mutate(undefined, {
          onSuccess: () => notifySuccess(ADMINISTRATION_MESSAGES.userUnblacklisted),
          onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
        }),
    });

  return (
    <>
      <Anchor component={Link} to="/admin/dashboard/users" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          Back to Users
        </Group>
      </Anchor>
      {user.error && !user.data ? (
        <Stack mt="md">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            User
          </Title>
          <LoadError
            title="Could not load this user"
            error={user.error}
            onRetry={() => void user.refetch()}
          />
        </Stack>
      ) : !user.data || !profile ? (
        <PageLoader />
      ) : (
        <Stack gap="md" mt="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <div>
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                {name}
              </Title>
              <Group gap="xs" mt={6}>
                <Badge variant="light" color={profile.verified ? 'teal' : 'gray'}>
                  {profile.verified ? 'Verified' : 'Unverified'}
                </Badge>
                {profile.blacklisted ? (
                  <Badge variant="filled" color="red">
                    Blacklisted
                  </Badge>
                ) : null}
              </Group>
            </div>
            <Group gap="xs">
              {can('sales:allocate') ? (
                <Button
                  component={Link}
                  to={`/admin/dashboard/home?allocate=${encodeURIComponent(profile.email)}`}
                  variant="light"
                  leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
                >
                  Allocate exam
                </Button>
              ) : null}
              {can('users:blacklist') ? (
                profile.blacklisted ? (
                  <Button
                    variant="default"
                    leftSection={<IconLockOpen size={16} aria-hidden="true" />}
                    loading={unblacklist.isPending}
                    onClick={confirmUnblacklist}
                  >
                    Remove from blacklist
                  </Button>
                ) : (
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconBan size={16} aria-hidden="true" />}
                    onClick={blacklistDialog.open}
                  >
                    Blacklist user
                  </Button>
                )
              ) : null}
            </Group>
          </Group>
          {profile.blacklisted ? (
            <Alert color="red" title="Blacklisted" role="status">
              <Text size="sm">
                Since {formatDateTime(profile.blacklistedAt)}. Reason: {profile.blacklistReason}
              </Text>
            </Alert>
          ) : null}
          <UserRecord detail={user.data} />
          <BlacklistDialog
            opened={blacklistOpened}
            onClose={blacklistDialog.close}
            userId={profile.id}
            userName={name}
          />
        </Stack>
      )}
    </>
  );
}
