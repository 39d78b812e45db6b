// Two of Mantine's hooks change their state right after a component's first render, for
// server rendering's sake, and so render every component that uses them twice, before or just
// after the first paint. The build serves them without that second render:
//
// - useId (@mantine/hooks) starts from React's id, then, in a layout effect, replaces it with a
//   random one: every component with an id rendered twice, synchronously, before the browser
//   could paint (377 components on the results page: each question's accordion item, chips,
//   the subject select, tooltips). The random id was for React versions without useId; React's
//   own id is unique and the same on the server and in the browser, so useId returns it.
// - useMediaQuery starts from `undefined` when not told a first value and sets the query's
//   answer in an effect: from undefined to false is a change, so every Collapse and Transition
//   (each asks whether motion should be reduced) rendered again. It now starts from false, so
//   only a query that matches renders again, as before.
//
// Unit tests run Mantine's own hooks.
import type { Plugin } from 'vite';

const MANTINE_USE_ID = /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
const MANTINE_USE_MEDIA_QUERY =
  /@mantine[\\/]hooks[\\/]esm[\\/]use-media-query[\\/]use-media-query\.mjs$/;

const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/[^A-Za-z0-9_-]/g, '');
}
`;

const FIRST_MATCH = 'useState(getInitialValueInEffect ? initialValue : getInitialValue(query))';

export function mantineFirstRender(): Plugin {
  return {
    name: 'prepward-mantine-first-render',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id) ? STABLE_USE_ID : null;
    },
    transform(code, id) {
      if (!MANTINE_USE_MEDIA_QUERY.test(id)) return null;
      // A new Mantine that reads differently fails the build rather than renders twice again.
      if (!code.includes(FIRST_MATCH)) throw new Error(`${id}: its first state has changed`);
      return code.replace(
        FIRST_MATCH,
        'useState(getInitialValueInEffect ? (initialValue ?? false) : getInitialValue(query))',
      );
    },
  };
}
