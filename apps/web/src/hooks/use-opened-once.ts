import { useEffect, useState } from 'react';

/**
 * For a dialog, drawer or popover that starts closed: whether to mount it yet, and the
 * `opened` to give it. A closed Mantine Modal, Drawer or Popover still mounts its portal,
 * transitions and hooks, and each of them costs the page's start a render; this keeps it out
 * until it is first opened, then mounted for good (so it closes with its transition). The
 * first opening mounts it closed and opens it right after, so it opens with its transition.
 */
export function useOpenedOnce(opened: boolean): { mounted: boolean; opened: boolean } {
  const [mounted, setMounted] = useState(opened);
  const [ready, setReady] = useState(opened);
  if (opened && !mounted) setMounted(true);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one render after mounting, by design
    if (mounted && !ready) setReady(true);
  }, [mounted, ready]);
  return { mounted, opened: opened && ready };
}
