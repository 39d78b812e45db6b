import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /user/home: the catalogue. */
export function AllExamsPage() {
  usePageTitle('All Exams');
  return (
    <PageHeading
      title="All Exams"
      description="Every exam you can prepare for, with prices and a free trial, will appear here."
    />
  );
}
