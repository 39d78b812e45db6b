import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /user/my-exams: purchased exams. */
export function MyExamsPage() {
  usePageTitle('My Exams');
  return (
    <PageHeading
      title="My Exams"
      description="Your purchased exams will appear here, ready to start a practice test or a mock exam."
    />
  );
}
