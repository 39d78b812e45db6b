import { documentTitle } from '@prepward/shared/format';
import { useEffect } from 'react';

/** Sets document.title for the page: 'All Exams | PrepWard', or the site title without one. */
export function usePageTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
