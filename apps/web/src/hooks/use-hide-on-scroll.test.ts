import { NAV_HIDE_SCROLL_THRESHOLD_PX } from '@prepward/shared/constants';
import { describe, expect, it } from 'vitest';
import { isBarVisible } from './use-hide-on-scroll';

describe('isBarVisible', () => {
  it('always shows the bar up to the threshold', () => {
    expect(isBarVisible(0, NAV_HIDE_SCROLL_THRESHOLD_PX, true)).toBe(true);
    expect(isBarVisible(100, 140, false)).toBe(true);
  });

  it('hides it when scrolling down beyond 150px and shows it again when scrolling up', () => {
    expect(isBarVisible(140, 151, true)).toBe(false);
    expect(isBarVisible(400, 390, false)).toBe(true);
  });

  it('keeps the state when the position did not change', () => {
    expect(isBarVisible(400, 400, false)).toBe(false);
    expect(isBarVisible(400, 400, true)).toBe(true);
  });
});
