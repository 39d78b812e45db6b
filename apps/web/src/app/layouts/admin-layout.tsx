import {
  IconCash,
  IconClipboardList,
  IconFileCertificate,
  IconKey,
  IconLayoutDashboard,
  IconLogout,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { AdminPasswordModal } from '../../features/admin/components/admin-password-modal';
import { clearSession } from '../../lib/storage';
import { DashboardShell, type ShellNavSection } from './dashboard-shell';

export const ADMIN_SIGN_IN_PATH = '/signin/admin';

const SECTIONS: readonly ShellNavSection[] = [
  {
    label: 'dashboard',
    items: [
      {
        label: 'Overview',
        to: '/admin/dashboard/overview',
        alsoActiveOn: ['/admin/dashboard'],
        icon: <IconLayoutDashboard size={20} aria-hidden="true" />,
      },
      {
        label: 'Sales',
        to: '/admin/dashboard/home',
        icon: <IconCash size={20} aria-hidden="true" />,
      },
      {
        label: 'Exams',
        to: '/admin/dashboard/exams',
        icon: <IconFileCertificate size={20} aria-hidden="true" />,
      },
      {
        label: 'Questions',
        to: '/admin/dashboard/questions',
        icon: <IconClipboardList size={20} aria-hidden="true" />,
      },
      {
        label: 'Users',
        to: '/admin/dashboard/users',
        icon: <IconUsers size={20} aria-hidden="true" />,
      },
    ],
  },
  {
    label: 'others',
    items: [
      {
        label: 'Administrators',
        to: '/admin/dashboard/administrators',
        icon: <IconShieldLock size={20} aria-hidden="true" />,
      },
    ],
  },
];

/** /admin/*: the administrator area. /admin/dashboard itself shows the overview. */
export function AdminLayout() {
  const navigate = useNavigate();
  const [passwordOpened, passwordModal] = useDisclosure(false);
  const logout = () => {
    clearSession('admin');
    void navigate(ADMIN_SIGN_IN_PATH);
  };
  return (
    <DashboardShell
      logoHref="/admin/dashboard"
      navLabel="Admin navigation"
      sections={SECTIONS}
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
