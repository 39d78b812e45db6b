// The <head> tags of a prerendered public page: title, description, canonical URL, Open Graph
// and Twitter cards. Absolute URLs start with SITE_ORIGIN_PLACEHOLDER, which the server
// replaces with its PUBLIC_URL (the build cannot know where the site will run).
import { APP_NAME } from '@prepward/shared/constants';
import { SITE_ORIGIN_PLACEHOLDER, type PublicPage } from '@prepward/shared/public-pages';

/** The link preview image in public/ (1200 x 630, the size Open Graph and Twitter expect). */
export const SOCIAL_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${APP_NAME}: exam preparation for healthcare professionals`,
};

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function pageHeadTags(page: PublicPage): string {
  const url = (path: string) => `${SITE_ORIGIN_PLACEHOLDER}${path}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${url(page.canonicalPath)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', APP_NAME),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url(page.canonicalPath)),
    meta('property', 'og:image', url(SOCIAL_IMAGE.path)),
    meta('property', 'og:image:width', SOCIAL_IMAGE.width),
    meta('property', 'og:image:height', SOCIAL_IMAGE.height),
    meta('property', 'og:image:alt', SOCIAL_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', url(SOCIAL_IMAGE.path)),
  ].join('\n    ');
}
