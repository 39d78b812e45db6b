// A component whose code loads apart from the page that may show it: `preload` fetches it
// (when the page knows it will be needed), and once fetched it renders at once; before that
// it renders in a Suspense boundary with the fallback given.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
) {
  let loaded: ComponentType<Props> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Component(props: Props) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component, preload };
}

/**
 * Starts the preloads. A failure is left to the render that needs the code: it loads it again
 * and shows the failure where it belongs.
 */
function startPreloads(preloads: readonly (() => Promise<unknown>)[]) {
  for (const preload of preloads) preload().catch(() => undefined);
}

/**
 * Runs the given preloads once the page has loaded and the browser has nothing else to do (at
 * the latest 3 s later), for code a page's first screen does not need but a tap soon may: on a
 * first visit it then does not share the network with what that screen is still fetching.
 * Returns the cancel, for an effect's cleanup.
 */
export function preloadWhenIdle(...preloads: (() => Promise<unknown>)[]): () => void {
  let cancelIdle = () => {};
  const load = () => startPreloads(preloads);
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(load, 1000);
      cancelIdle = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}

/**
 * Runs the given preloads at the first tap, click or key press on the page, for code that only
 * follows an action (a toast after a save, the report form): it then loads while the action
 * is under way, and never beside what the first screen is still fetching, which an idle moment
 * before that screen is drawn does not promise. Returns the cancel, for an effect's cleanup.
 */
export function preloadOnFirstInput(...preloads: (() => Promise<unknown>)[]): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const cancel = () => {
    for (const type of events) window.removeEventListener(type, load, true);
  };
  function load() {
    cancel();
    startPreloads(preloads);
  }
  for (const type of events) window.addEventListener(type, load, { capture: true, passive: true });
  return cancel;
}
