import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /user/cart: review the cart and check out. */
export function CartPage() {
  usePageTitle('Cart');
  return (
    <PageHeading
      title="Cart"
      description="The exams in your cart, the months of access and checkout will appear here."
    />
  );
}
