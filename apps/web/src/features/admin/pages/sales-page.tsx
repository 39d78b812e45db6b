import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /admin/dashboard/home: sales and transactions. */
export function AdminSalesPage() {
  usePageTitle('Sales');
  return (
    <PageHeading
      title="Sales"
      description="Every sale with its status, amount and customer, plus manual exam allocation, will appear here."
    />
  );
}
