import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { stubApi } from './api-stub';

// Lazy pages load their chunk on first render; under a loaded CI machine that can take
// longer than Testing Library's default of one second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the browser APIs Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  // As in a browser, an empty query matches everything (mantine-datatable asks it for cells).
  value: vi.fn((query: string) => ({
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// jsdom has no font loading: Mantine's autosizing Textarea listens for fonts that load.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener() {},
      removeEventListener() {},
      ready: Promise.resolve(),
    },
  });
}

// jsdom has <dialog> but not its modal methods: open and close it as a browser would, without
// the top layer (e2e tests cover that in Chromium).
if (!('showModal' in window.HTMLDialogElement.prototype)) {
  Object.assign(window.HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  });
}

window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = vi.fn();
window.scrollBy = vi.fn();

// A page that logs a React warning or an error fails its test.
let consoleProblems: string[] = [];
beforeEach(() => {
  // No test reaches a real server: the shell's calls are answered, anything else gets a 501.
  stubApi();
  consoleProblems = [];
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${level}: ${args.map(String).join(' ')}`);
      original(...args);
    });
  }
});

afterEach(() => {
  cleanup();
  cleanNotifications();
  // The app's query client is a module singleton: no cached reply may reach the next test.
  queryClient.clear();
  window.localStorage.clear();
  if (consoleProblems.length > 0) {
    throw new Error(`Unexpected console output:\n${consoleProblems.join('\n')}`);
  }
});
