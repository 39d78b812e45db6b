import { Button, Card, Divider, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatPrice } from '@prepward/shared/format';
import type { TCartItem } from '@prepward/shared/schemas/commerce';
import { IconLock, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ExamImage } from '../../../components/exam-image';
import { MonthsSelect } from '../../../components/months-select';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { useAddToCart, useCart } from '../../../hooks/use-cart';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCheckout } from '../api/checkout';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { removalFailureMessage } from '../components/cart-drawer';
import { leaveForCheckout } from '../lib/leave-for-checkout';
import { LoadError } from '../../../components/load-error';

function CartLine({ item }: { item: TCartItem }) {
  const changeMonths = useAddToCart();
  const removeItem = useRemoveCartItem();
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ExamImage src={item.exam.imageURL} size={56} />
        <Stack gap="xs" flex={1} miw={0}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz="md" lineClamp={2}>
                {item.exam.name}
              </Title>
              <Text size="sm" c="dimmed">
                {formatPrice(item.exam.subscriptionAmount)} / month
              </Text>
            </div>
            <Text fw={700} data-testid="line-price">
              {formatPrice(item.price)}
            </Text>
          </Group>
          <Group justify="space-between" align="flex-end" gap="sm">
            <MonthsSelect
              w={150}
              size="sm"
              aria-label={`Months of ${item.exam.name}`}
              value={item.months}
              disabled={changeMonths.isPending}
              onChange={(months) =>
                changeMonths.mutate(
                  { examID: item.examID, months },
                  {
                    onSuccess: ({ message }) => notifySuccess(message),
                    onError: (err) => notifyError(errorMessage(err)),
                  },
                )
              }
            />
            <Button
              variant="subtle"
              color="red"
              size="sm"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              loading={removeItem.isPending}
              aria-label={`Remove ${item.exam.name} from cart`}
              onClick={() =>
                removeItem.mutate(item.id, {
                  onSuccess: ({ message }) => notifySuccess(message),
                  onError: (err) => notifyError(removalFailureMessage(err)),
                })
              }
            >
              Remove
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

function EmptyCart() {
  return (
    <Card withBorder radius="md" padding="xl" maw={560}>
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconShoppingCart size={30} aria-hidden="true" />
        </ThemeIcon>
        <Text fw={600}>Your cart is empty.</Text>
        <Text size="sm" c="dimmed" ta="center">
          Add an exam from All Exams to buy access.
        </Text>
        <Button component={Link} to="/user/home">
          Browse exams
        </Button>
      </Stack>
    </Card>
  );
}

/** /user/cart: the lines with their months and prices, the total and Pay. */
export function CartPage() {
  usePageTitle('Cart');
  const cart = useCart();
  const checkout = useCheckout();

  const pay = () =>
    checkout.mutate(undefined, {
      onSuccess: ({ checkoutUrl }) => leaveForCheckout(checkoutUrl),
      onError: (err) => notifyError(errorMessage(err)),
    });

  return (
    <>
      <PageHeading
        title="Cart"
        description="Choose the months of access for each exam, then pay to unlock them."
      />
      {cart.isPending ? <PageLoader /> : null}
      {cart.isError ? (
        <LoadError
          title="Your cart could not be loaded"
          error={cart.error}
          onRetry={() => void cart.refetch()}
          maw={560}
        />
      ) : null}
      {cart.isSuccess && cart.data.cartItems.length === 0 ? <EmptyCart /> : null}
      {cart.isSuccess && cart.data.cartItems.length > 0 ? (
        <Grid gap="lg" maw={1100}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack
              component="ul"
              gap="md"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Cart items"
            >
              {cart.data.cartItems.map((item) => (
                <CartLine key={item.id} item={item} />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder radius="md" padding="lg" pos="sticky" top={16}>
              <Stack gap="md">
                <Title order={2} fz="lg">
                  Summary
                </Title>
                <Group justify="space-between">
                  <Text c="dimmed">
                    {cart.data.cartItems.length}{' '}
                    {cart.data.cartItems.length === 1 ? 'exam' : 'exams'}
                  </Text>
                </Group>
                <Divider />
                <Group justify="space-between">
                  <Text fw={700}>Total</Text>
                  <Text fw={700} fz="xl" data-testid="cart-page-total">
                    {formatPrice(cart.data.totalPrice)}
                  </Text>
                </Group>
                <Button
                  size="md"
                  fullWidth
                  onClick={pay}
                  loading={checkout.isPending || checkout.isSuccess}
                  leftSection={<IconLock size={18} aria-hidden="true" />}
                >
                  Pay {formatPrice(cart.data.totalPrice)}
                </Button>
                <Text size="xs" c="dimmed">
                  Access starts as soon as the payment is confirmed. Months are added to any access
                  you already have.
                </Text>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      ) : null}
    </>
  );
}
