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
