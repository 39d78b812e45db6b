// The start dialogs of the dashboard and the study plan card, whose code (forms, number and
// multi-select inputs) loads when a student first starts a test, or when the browser is idle
// after the dashboard has shown: the dashboard's first screen does not need it.
import { lazyWithPreload, preloadWhenIdle } from '../../../lib/lazy-with-preload';

export const startPracticeDialog = lazyWithPreload(
  async () => (await import('./start-practice-dialog')).StartPracticeDialog,
);

export const startMockDialog = lazyWithPreload(
  async () => (await import('./start-mock-dialog')).StartMockDialog,
);

/** Fetches both dialogs' code once the browser has nothing else to do. */
export function preloadStartDialogs(): () => void {
  return preloadWhenIdle(startPracticeDialog.preload, startMockDialog.preload);
}
