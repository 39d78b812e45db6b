import { NAV_HIDE_SCROLL_THRESHOLD_PX } from '@prepward/shared/constants';
import { useEffect, useState } from 'react';

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

/** Tracks window scrolling and reports whether the top bar should be shown. */
export function useHideOnScroll(threshold: number = NAV_HIDE_SCROLL_THRESHOLD_PX): boolean {
  const [visible, setVisible] = useState(true);

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

  return visible;
}
