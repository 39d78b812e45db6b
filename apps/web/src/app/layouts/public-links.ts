export type PublicLink = { label: string; href: string; current: boolean };

/** The public navigation, with the page at `currentPath` marked. */
export function publicLinks(currentPath: string): PublicLink[] {
  return [
    { label: 'HOME', href: '/', current: currentPath === '/' },
    { label: 'FAQ', href: '/faq', current: currentPath === '/faq' },
  ];
}
