import { NAV_HIDE_SCROLL_THRESHOLD_PX } from '@prepward/shared/constants';
import { useCallback, useEffect, useState } from 'react';

/**
 * Whether a top bar should be visible after the page scrolled from `previousY` to
 * `currentY`: always near the top, hidden while scrolling down past the threshold,
 * shown again as soon as the person scrolls up.
 */
export function isBarVisible(
  previousY: number,
  currentY: number,
  wasVisible: boolean,
  threshold: number = NAV_HIDE_SCROLL_THRESHOLD_PX,
): boolean {
  if (currentY <= threshold) return true;
  if (currentY > previousY) return false;
  if (currentY < previousY) return true;
  return wasVisible;
}

/**
 * Tracks window scrolling and reports whether the top bar should be shown, with `reveal` to
 * bring it back at once (when keyboard focus moves into it). The next scroll down hides it
 * again wherever focus is: a bar kept visible by focus alone would stay after a drawer closed
 * and handed focus back to its menu button.
 */
export function useHideOnScroll(threshold: number = NAV_HIDE_SCROLL_THRESHOLD_PX) {
  const [visible, setVisible] = useState(true);
  const reveal = useCallback(() => setVisible(true), []);

  useEffect(() => {
    let previousY = window.scrollY;
    const onScroll = () => {
      const fromY = previousY;
      const currentY = window.scrollY;
      previousY = currentY;
      setVisible((wasVisible) => isBarVisible(fromY, currentY, wasVisible, threshold));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  return { visible, reveal };
}
