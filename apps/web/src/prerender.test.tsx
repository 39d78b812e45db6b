// The prerendered pages hydrate in the browser without React finding a difference: React
// (in development, as here) logs any mismatch as an error.
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { act, screen } from '@testing-library/react';
import type { Context } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicAppElement } from './app/public-app';
import { appElement, createAppRouter } from './app/router';
import { PRERENDERED_PAGES, PUBLIC_ENTRY_PAGES } from './prerender';

// The test's context has jsdom's globals, which lack the stream React's server renderer writes
// the page to; Node's own is that stream.
globalThis.ReadableStream ??= NodeReadableStream as unknown as typeof ReadableStream;

// Server and browser rendering in one process share the context objects, and React's
// development check for two renderers at once does not know the server render has finished.
const BOTH_RENDERERS_IN_ONE_PROCESS = 'Detected multiple renderers concurrently rendering';

// For the same reason the server render leaves the router's contexts holding its values, and
// the browser router would think it sits inside another router. Put their defaults back.
const ROUTER_CONTEXTS = [
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
] as Context<unknown>[] as (Context<unknown> & { _currentValue: unknown })[];
const routerContextDefaults = ROUTER_CONTEXTS.map((context) => context._currentValue);
function resetRouterContexts() {
  ROUTER_CONTEXTS.forEach((context, index) => {
    context._currentValue = routerContextDefaults[index];
  });
}

/** Every console error and warning from here on, except the one above. */
function recordConsoleProblems(): string[] {
  const problems: string[] = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (!text.includes(BOTH_RENDERERS_IN_ONE_PROCESS)) problems.push(`${level}: ${text}`);
    });
  }
  return problems;
}

const HEADLINES: Record<string, string> = {
  '/': 'Pass your healthcare licensing exam with confidence',
  '/faq': 'Frequently asked questions',
  '/signin': 'Sign in',
  '/login': 'Sign in',
  '/signup': 'Create your account',
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('prerendered pages', () => {
  it('cover every public page', () => {
    expect(PRERENDERED_PAGES.map((page) => page.path)).toEqual([
      '/',
      '/faq',
      '/signup',
      '/signin',
      '/login',
    ]);
  });

  for (const page of PRERENDERED_PAGES) {
    it(`${page.path} holds its headline in the HTML and hydrates without a mismatch`, async () => {
      const problems = recordConsoleProblems();
      const html = await page.render();
      resetRouterContexts();
      const container = document.createElement('div');
      container.id = 'root';
      container.innerHTML = html;
      document.body.append(container);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HEADLINES[page.path]!);
      const server = container.innerHTML;

      window.history.replaceState(null, '', page.path);
      const entry = PUBLIC_ENTRY_PAGES[page.path];
      const element = entry
        ? publicAppElement(page.path, entry.Page)
        : appElement(createAppRouter());
      await act(async () => {
        root = hydrateRoot(container, element);
        // Let lazily loaded pages arrive and hydrate.
        await new Promise((resolve) => setTimeout(resolve, 50));
      });

      expect(problems).toEqual([]);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HEADLINES[page.path]!);
      // Hydration kept the server's markup rather than rendering the page anew.
      expect(container.querySelector('h1')?.outerHTML).toBe(
        new DOMParser().parseFromString(server, 'text/html').querySelector('h1')?.outerHTML,
      );
    });
  }

  it('carry the head tags of their page, with the origin left for the server', () => {
    const faq = PRERENDERED_PAGES.find((page) => page.path === '/faq')!;
    expect(faq.head).toContain('<title>Frequently asked questions | PrepWard</title>');
    expect(faq.head).toContain('<link rel="canonical" href="%PREPWARD_ORIGIN%/faq" />');
    expect(faq.head).toContain('<meta property="og:url" content="%PREPWARD_ORIGIN%/faq" />');
    expect(faq.head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const login = PRERENDERED_PAGES.find((page) => page.path === '/login')!;
    expect(login.head).toContain('<link rel="canonical" href="%PREPWARD_ORIGIN%/signin" />');
  });
});
