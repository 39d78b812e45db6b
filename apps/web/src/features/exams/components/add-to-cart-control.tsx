import { Button, Group, Stack, Text } from '@mantine/core';
import { formatPrice } from '@prepward/shared/format';
import { MESSAGES } from '@prepward/shared/messages';
import { lineAmount } from '@prepward/shared/money';
import { monthsLabel } from '@prepward/shared/months';
import { IconCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MonthsSelect } from '../../../components/months-select';
import { useAddToCart, useCart } from '../../../hooks/use-cart';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';

type AddToCartControlProps = {
  examId: string;
  examName: string;
  questionCount: number;
  /** With the monthly price, the total for the months chosen shows under the control. */
  monthlyAmount?: number;
};

/**
 * Months and 'Add to cart' (or 'Update cart' when the months differ from the cart's line); an
 * exam without questions is not on sale.
 */
export function AddToCartControl({
  examId,
  examName,
  questionCount,
  monthlyAmount,
}: AddToCartControlProps) {
  const cart = useCart();
  const addToCart = useAddToCart();
  const line = cart.data?.cartItems.find((item) => item.examID === examId);
  const [chosen, setChosen] = useState<number | null>(null);
  const months = chosen ?? line?.months ?? 1;
  const inCart = Boolean(line && line.months === months);

  if (questionCount === 0) {
    return (
      <Text size="sm" c="dimmed">
        {MESSAGES.examNotOnSale}
      </Text>
    );
  }
  const control = (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <MonthsSelect
        flex={1}
        miw={96}
        size="sm"
        aria-label={`Months of ${examName}`}
        label={null}
        value={months}
        onChange={setChosen}
      />
      <Button
        size="sm"
        style={{ flexShrink: 0 }}
        variant={inCart ? 'light' : 'filled'}
        loading={addToCart.isPending}
        leftSection={
          inCart ? (
            <IconCheck size={16} aria-hidden="true" />
          ) : (
            <IconShoppingCartPlus size={16} aria-hidden="true" />
          )
        }
        aria-label={`${inCart ? 'In cart' : line ? 'Update cart' : 'Add to cart'}: ${examName}, ${monthsLabel(months)}`}
        onClick={() => {
          if (inCart) return;
          addToCart.mutate(
            { examID: examId, months },
            {
              onSuccess: ({ message }) => {
                setChosen(null);
                notifySuccess(message);
              },
              onError: (err) => notifyError(errorMessage(err)),
            },
          );
        }}
      >
        {inCart ? 'In cart' : line ? 'Update cart' : 'Add to cart'}
      </Button>
    </Group>
  );
  if (monthlyAmount === undefined) return control;
  return (
    <Stack gap={6}>
      {control}
      <Text size="sm" aria-live="polite">
        Total for {monthsLabel(months)}:{' '}
        <Text span fw={700}>
          {formatPrice(lineAmount(monthlyAmount, months))}
        </Text>
      </Text>
    </Stack>
  );
}
