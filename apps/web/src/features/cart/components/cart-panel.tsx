import {
  ActionIcon,
  Avatar,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { formatPrice } from '@prepward/shared/format';
import { IconBook2, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

export const CART_PAGE_PATH = '/user/cart';

export type CartPanelItem = {
  id: string;
  examName: string;
  imageUrl?: string | null;
  months: number;
  price: number;
};

type CartPanelProps = {
  opened: boolean;
  onClose: () => void;
  items?: readonly CartPanelItem[];
  totalPrice?: number;
  isLoading?: boolean;
  /** Removes a line; without it the panel offers no remove button. */
  onRemove?: (item: CartPanelItem) => void;
  /** The line being removed, shown busy. */
  removingId?: string | null;
};

type CartPanelRowProps = {
  item: CartPanelItem;
  onRemove?: ((item: CartPanelItem) => void) | undefined;
  removing: boolean;
};

function CartPanelRow({ item, onRemove, removing }: CartPanelRowProps) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <Avatar
        src={item.imageUrl || null}
        alt=""
        radius="md"
        size={48}
        color="clinical"
        variant="light"
      >
        <IconBook2 size={24} aria-hidden="true" />
      </Avatar>
      <Stack gap={2} flex={1} miw={0}>
        <Text fw={600} lineClamp={2}>
          {item.examName}
        </Text>
        <Text size="sm" c="dimmed">
          {item.months} {item.months === 1 ? 'month' : 'months'}
        </Text>
      </Stack>
      <Stack gap={4} align="flex-end">
        <Text fw={700}>{formatPrice(item.price)}</Text>
        {onRemove ? (
          <ActionIcon
            variant="subtle"
            color="red"
            size="md"
            loading={removing}
            onClick={() => onRemove(item)}
            aria-label={`Remove ${item.examName} from cart`}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        ) : null}
      </Stack>
    </Group>
  );
}

/** The slide-in cart opened from the Cart navigation item. */
export function CartPanel({
  opened,
  onClose,
  items = [],
  totalPrice = 0,
  isLoading = false,
  onRemove,
  removingId = null,
}: CartPanelProps) {
  const navigate = useNavigate();
  const goToCart = () => {
    onClose();
    void navigate(CART_PAGE_PATH);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 28rem)"
      title={
        <Text component="span" fw={700} fz="lg">
          Your cart
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close cart' }}
    >
      <Stack gap="lg">
        <Button variant="default" onClick={onClose} fullWidth>
          Continue Browsing
        </Button>

        {isLoading ? (
          <Group justify="center" py="lg" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">Loading your cart…</Text>
          </Group>
        ) : items.length === 0 ? (
          <Stack align="center" gap="xs" py="lg">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconShoppingCart size={26} aria-hidden="true" />
            </ThemeIcon>
            <Text fw={600}>Your cart is empty.</Text>
            <Text size="sm" c="dimmed" ta="center">
              Add an exam from All Exams to buy access.
            </Text>
          </Stack>
        ) : (
          <Stack
            component="ul"
            gap="md"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Cart items"
          >
            {items.map((item) => (
              <CartPanelRow
                key={item.id}
                item={item}
                onRemove={onRemove}
                removing={removingId === item.id}
              />
            ))}
          </Stack>
        )}

        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700} data-testid="cart-total">
            {formatPrice(totalPrice)}
          </Text>
        </Group>
        <Button onClick={goToCart} fullWidth size="md">
          Continue
        </Button>
      </Stack>
    </Drawer>
  );
}
