import { APP_NAME } from '@prepward/shared/constants';
import { useEffect } from 'react';

export const DEFAULT_DOCUMENT_TITLE = `${APP_NAME} — exam preparation for healthcare professionals`;

export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${APP_NAME}` : DEFAULT_DOCUMENT_TITLE;
}

/** Sets document.title for the page: 'All Exams | PrepWard', or the site title without one. */
export function usePageTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
