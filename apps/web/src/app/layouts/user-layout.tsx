import { useQueryClient } from '@tanstack/react-query';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBooks,
  IconCards,
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
import { useOpenedOnce } from '../../hooks/use-opened-once';
import { signOut } from '../../lib/storage';
import { SIGN_IN_BY_ACCOUNT_TYPE } from '../home-by-account-type';
import { DashboardShell, type ShellNavSection } from './dashboard-shell';

/** The count beside Cart: its own component, so the cart's arrival renders it alone. */
function CartNavCount() {
  const { count, isLoading } = useCartCount();
  return <CartCountBadge count={count} isLoading={isLoading} />;
}

/** Brings the display preferences in line with the server's, rendering nothing. */
function DisplayPreferencesSync() {
  useSyncDisplayPreferences();
  return null;
}

/**
 * /user/*: sidebar (desktop) or top bar with burger (below lg), and the cart panel (mounted
 * when first opened). Nothing here reads a query, so answers arriving do not render the shell.
 */
export function UserLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [cartOpened, cart] = useDisclosure(false);
  const cartDrawer = useOpenedOnce(cartOpened);

  const logout = () => {
    signOut('user');
    // The next account on this browser starts from nothing cached.
    queryClient.clear();
    void navigate(SIGN_IN_BY_ACCOUNT_TYPE.user);
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
          label: 'Flashcards',
          to: '/user/flashcards',
          icon: <IconCards size={20} aria-hidden="true" />,
        },
        {
          label: 'Cart',
          icon: <IconShoppingCart size={20} aria-hidden="true" />,
          onClick: cart.open,
          rightSection: <CartNavCount />,
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
      <DisplayPreferencesSync />
      {cartDrawer.mounted ? <CartDrawer opened={cartDrawer.opened} onClose={cart.close} /> : null}
    </DashboardShell>
  );
}
