import { useQueryClient } from '@tanstack/react-query';
import {
  IconCash,
  IconChecklist,
  IconClipboardList,
  IconFileCertificate,
  IconFlask,
  IconFlag,
  IconHeadset,
  IconHistory,
  IconMailForward,
  IconKey,
  IconLayoutDashboard,
  IconLogout,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import type { Permission } from '@prepward/shared/permissions';
import { useNavigate } from 'react-router';
import { AdminPasswordModal } from '../../features/admin/components/admin-password-modal';
import { useAdminPermissions } from '../../hooks/use-admin-permissions';
import { signOut } from '../../lib/storage';
import { SIGN_IN_BY_ACCOUNT_TYPE } from '../home-by-account-type';
import { DashboardShell, type ShellNavItem, type ShellNavSection } from './dashboard-shell';

type AdminNavItem = ShellNavItem & { permission: Permission };
type AdminNavSection = { label: string; items: readonly AdminNavItem[] };

/** Each item shows only to roles that may read what it leads to (docs/architecture.md). */
const SECTIONS: readonly AdminNavSection[] = [
  {
    label: 'dashboard',
    items: [
      {
        label: 'Overview',
        permission: 'overview:read',
        to: '/admin/dashboard/overview',
        alsoActiveOn: ['/admin/dashboard'],
        icon: <IconLayoutDashboard size={20} aria-hidden="true" />,
      },
      {
        label: 'Sales',
        permission: 'sales:read',
        to: '/admin/dashboard/home',
        icon: <IconCash size={20} aria-hidden="true" />,
      },
      {
        label: 'Exams',
        permission: 'content:read',
        to: '/admin/dashboard/exams',
        icon: <IconFileCertificate size={20} aria-hidden="true" />,
      },
      {
        label: 'Questions',
        permission: 'content:read',
        to: '/admin/dashboard/questions',
        icon: <IconClipboardList size={20} aria-hidden="true" />,
      },
      {
        label: 'Review',
        permission: 'questions:review',
        to: '/admin/dashboard/review',
        icon: <IconChecklist size={20} aria-hidden="true" />,
      },
      {
        label: 'Lab values',
        permission: 'content:read',
        to: '/admin/dashboard/lab-values',
        icon: <IconFlask size={20} aria-hidden="true" />,
      },
      {
        label: 'Users',
        permission: 'users:read',
        to: '/admin/dashboard/users',
        icon: <IconUsers size={20} aria-hidden="true" />,
      },
      {
        label: 'Reports',
        permission: 'content:read',
        to: '/admin/dashboard/reports',
        icon: <IconFlag size={20} aria-hidden="true" />,
      },
      {
        label: 'Support',
        permission: 'support:read',
        to: '/admin/dashboard/support',
        icon: <IconHeadset size={20} aria-hidden="true" />,
      },
    ],
  },
  {
    label: 'others',
    items: [
      {
        label: 'Administrators',
        permission: 'admins:read',
        to: '/admin/dashboard/administrators',
        icon: <IconShieldLock size={20} aria-hidden="true" />,
      },
      {
        label: 'Audit log',
        permission: 'audit:read',
        to: '/admin/dashboard/audit',
        icon: <IconHistory size={20} aria-hidden="true" />,
      },
      {
        label: 'Outgoing mail',
        permission: 'mail:read',
        to: '/admin/dashboard/mail',
        icon: <IconMailForward size={20} aria-hidden="true" />,
      },
    ],
  },
];

/** The sections with only the items the roles allow; a section left empty disappears. */
function visibleSections(can: (permission: Permission) => boolean): ShellNavSection[] {
  return SECTIONS.map((section) => ({
    label: section.label,
    items: section.items.filter((item) => can(item.permission)),
  })).filter((section) => section.items.length > 0);
}

/** /admin/*: the administrator area. /admin/dashboard itself shows the overview. */
export function AdminLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [passwordOpened, passwordModal] = useDisclosure(false);
  // Until the administrator is known the gated items stay hidden rather than flash by.
  const { can } = useAdminPermissions();
  const logout = () => {
    signOut('admin');
    // The next account on this browser starts from nothing cached.
    queryClient.clear();
    void navigate(SIGN_IN_BY_ACCOUNT_TYPE.admin);
  };
  return (
    <DashboardShell
      logoHref="/admin/dashboard"
      navLabel="Admin navigation"
      sections={visibleSections(can)}
      footerItems={[
        {
          label: 'Password settings',
          icon: <IconKey size={20} aria-hidden="true" />,
          onClick: passwordModal.open,
        },
        { label: 'Logout', icon: <IconLogout size={20} aria-hidden="true" />, onClick: logout },
      ]}
    >
      <AdminPasswordModal opened={passwordOpened} onClose={passwordModal.close} />
    </DashboardShell>
  );
}
