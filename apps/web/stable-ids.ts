// Mantine's useId (in @mantine/hooks) starts from React's id, then, in a layout effect after
// the first render, replaces it with a random one: a state change that renders every
// component that asked for an id a second time, synchronously, before the browser may paint.
// On the results page that second render was 377 components (each question's accordion item,
// chips, the subject select, tooltips) in the same long task as the first. The random id was
// for React versions without useId; React's own id is unique and the same on the server and
// in the browser, so the build serves this module in place of Mantine's: the same ids'
// shape, one render.
import type { Plugin } from 'vite';

const MANTINE_USE_ID = /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/[^A-Za-z0-9_-]/g, '');
}
`;

export function stableIds(): Plugin {
  return {
    name: 'prepward-stable-ids',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id) ? STABLE_USE_ID : null;
    },
  };
}
