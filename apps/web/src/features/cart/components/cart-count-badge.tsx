import { Badge, Loader, VisuallyHidden } from '@mantine/core';

type CartCountBadgeProps = {
  count: number;
  isLoading?: boolean;
};

/** Number of cart items beside the Cart navigation item; a small spinner while loading. */
export function CartCountBadge({ count, isLoading = false }: CartCountBadgeProps) {
  if (isLoading) {
    return (
      <>
        <Loader size={14} aria-hidden="true" data-testid="cart-count-loader" />
        <VisuallyHidden>, loading items</VisuallyHidden>
      </>
    );
  }
  return (
    <Badge size="sm" circle={count < 10} variant="filled" data-testid="cart-count">
      {count}
      <VisuallyHidden> {count === 1 ? 'item' : 'items'}</VisuallyHidden>
    </Badge>
  );
}
