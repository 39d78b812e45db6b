// Server entry of the build-time prerender (see ../prerender.ts): renders the public pages to
// HTML with the same trees the browser hydrates. Runs in Node during `vite build`; needs no
// running server and no data beyond what is in the code.
import {
  PRERENDERED_FOLDER,
  PUBLIC_PAGES,
  prerenderedFileName,
  type PublicPage,
} from '@prepward/shared/public-pages';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { publicAppElement } from './app/public-app';
import { routes } from './app/router';
import { FaqPage } from './features/marketing/pages/faq-page';
import { HomePage } from './features/marketing/pages/home-page';
import { pageHeadTags } from './prerender-head';

/**
 * Renders to HTML once everything lazy has loaded. React moves a large part out of place, to
 * be filled in by an inline script, when it streams; a page rendered once for good has no use
 * for that, and the content security policy would block the script: progressiveChunkSize
 * keeps every part in place. Such a leftover, or any render error, fails the build.
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
    onError: (error) => void errors.push(error),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, 'The prerender hit render errors');
  if (/<script|<template|<!--\$[?!]-->/.test(html)) {
    throw new Error('The prerender left a part unfinished (a placeholder and an inline script)');
  }
  return html;
}

/** The pages with an entry of their own (no router): their HTML file and page component. */
export const PUBLIC_ENTRY_PAGES: Partial<
  Record<PublicPage['path'], { template: string; Page: ComponentType }>
> = {
  '/': { template: 'home.html', Page: HomePage },
  '/faq': { template: 'faq.html', Page: FaqPage },
};

/**
 * A page of the app's own routes (hydrated by main.tsx), as a visitor who is not signed in
 * sees it. hydrate={false}: the routes have no loaders, so there is no data to hand over,
 * and the content security policy allows no inline script.
 */
export async function renderAppPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToHtml(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}

export type PrerenderedPage = {
  path: PublicPage['path'];
  /** The built HTML file the page starts from: its own entry's, or the app's index.html. */
  template: string;
  /** Its stylesheets go into the HTML (the small public pages; the app's CSS is large). */
  inlineStyles: boolean;
  fileName: string;
  head: string;
  render: () => Promise<string>;
};

/** Every page the build prerenders, in PUBLIC_PAGES order. */
export const PRERENDERED_PAGES: PrerenderedPage[] = PUBLIC_PAGES.map((page) => {
  const entry = PUBLIC_ENTRY_PAGES[page.path];
  return {
    path: page.path,
    template: entry?.template ?? 'index.html',
    inlineStyles: entry !== undefined,
    fileName: prerenderedFileName(page.path),
    head: pageHeadTags(page),
    render: () =>
      entry ? renderToHtml(publicAppElement(page.path, entry.Page)) : renderAppPage(page.path),
  };
});

/** The HTML files of the public pages' entries: templates only, removed once filled. */
export const PUBLIC_TEMPLATES = [
  ...new Set(Object.values(PUBLIC_ENTRY_PAGES).map((entry) => entry.template)),
];

export { PRERENDERED_FOLDER };
