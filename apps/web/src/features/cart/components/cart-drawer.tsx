import { MESSAGES } from '@prepward/shared/messages';
import type { TCart } from '@prepward/shared/schemas/commerce';
import { useCart } from '../../../hooks/use-cart';
import { isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { CartPanel, type CartPanelItem } from './cart-panel';

export const toPanelItems = (cart: TCart | undefined): CartPanelItem[] =>
  (cart?.cartItems ?? []).map((item) => ({
    id: item.id,
    examName: item.exam.name,
    imageUrl: item.exam.imageURL,
    months: item.months,
    price: item.price,
  }));

/** The failure text: the server's message, else 'Failed to remove exam from cart, ...'. */
export const removalFailureMessage = (err: unknown) =>
  isApiError(err) && err.serverMessage ? err.serverMessage : MESSAGES.cartRemoveFailed;

/** The student's real cart in the slide-in panel, with remove. */
export function CartDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const cart = useCart();
  const removeItem = useRemoveCartItem();
  return (
    <CartPanel
      opened={opened}
      onClose={onClose}
      items={toPanelItems(cart.data)}
      totalPrice={cart.data?.totalPrice ?? 0}
      isLoading={cart.isPending}
      removingId={removeItem.isPending ? removeItem.variables : null}
      onRemove={(item) =>
        removeItem.mutate(item.id, {
          onSuccess: ({ message }) => notifySuccess(message || MESSAGES.cartItemRemoved),
          onError: (err) => notifyError(removalFailureMessage(err)),
        })
      }
    />
  );
}

/** The count beside the Cart navigation item: a spinner while the cart loads. */
export function useCartCount(): { count: number; isLoading: boolean } {
  const cart = useCart();
  return { count: cart.data?.cartItems.length ?? 0, isLoading: cart.isPending };
}
