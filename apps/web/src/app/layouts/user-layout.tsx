import { useQueryClient } from '@tanstack/react-query';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBooks,
  IconCertificate,
  IconHeadset,
  IconLogout,
  IconShoppingCart,
  IconUserCircle,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useSyncDisplayPreferences } from '../../api/preferences';
import { CartCountBadge } from '../../features/cart/components/cart-count-badge';
import { CartDrawer, useCartCount } from '../../features/cart/components/cart-drawer';
import { clearSession } from '../../lib/storage';
import { DashboardShell, type ShellNavSection } from './dashboard-shell';

export const USER_SIGN_IN_PATH = '/signin';

/** /user/*: sidebar (desktop) or top bar with burger (below lg), and the cart panel. */
export function UserLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [cartOpened, cart] = useDisclosure(false);
  const { count: cartCount, isLoading: cartLoading } = useCartCount();
  useSyncDisplayPreferences();

  const logout = () => {
    clearSession('user');
    // The next account on this browser starts from nothing cached.
    queryClient.clear();
    void navigate(USER_SIGN_IN_PATH);
  };

  const sections: ShellNavSection[] = [
    {
      items: [
        { label: 'All Exams', to: '/user/home', icon: <IconBooks size={20} aria-hidden="true" /> },
        {
          label: 'My Exams',
          to: '/user/my-exams',
          icon: <IconCertificate size={20} aria-hidden="true" />,
        },
        {
          label: 'Cart',
          icon: <IconShoppingCart size={20} aria-hidden="true" />,
          onClick: cart.open,
          rightSection: <CartCountBadge count={cartCount} isLoading={cartLoading} />,
        },
        {
          label: 'Account',
          to: '/user/account',
          icon: <IconUserCircle size={20} aria-hidden="true" />,
        },
        {
          label: 'Support',
          to: '/user/support',
          icon: <IconHeadset size={20} aria-hidden="true" />,
        },
      ],
    },
  ];

  return (
    <DashboardShell
      logoHref="/user/home"
      navLabel="Student navigation"
      sections={sections}
      footerItems={[
        { label: 'Logout', icon: <IconLogout size={20} aria-hidden="true" />, onClick: logout },
      ]}
    >
      <CartDrawer opened={cartOpened} onClose={cart.close} />
    </DashboardShell>
  );
}
