import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /user/support: contact the PrepWard team. */
export function SupportPage() {
  usePageTitle('Support');
  return (
    <PageHeading
      title="Support"
      description="A form to send a message to the PrepWard team will appear here."
    />
  );
}
