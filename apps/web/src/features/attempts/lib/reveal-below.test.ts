import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealBelow } from './reveal-below';

const at = (top: number, bottom = top + 40) => {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
  return element;
};

describe('revealBelow', () => {
  afterEach(() => vi.mocked(window.scrollBy).mockClear());

  it('brings a stem scrolled above the sticky header back to just below it', () => {
    revealBelow(at(-300), at(60, 140));
    expect(window.scrollBy).toHaveBeenCalledWith({ top: -300 - 140 - 12, behavior: 'instant' });
  });

  it('brings a stem low on the screen up to just below the header', () => {
    revealBelow(at(window.innerHeight - 10), at(0, 100));
    expect(window.scrollBy).toHaveBeenCalledWith({
      top: window.innerHeight - 10 - 100 - 12,
      behavior: 'instant',
    });
  });

  it('leaves a stem already in view where it is', () => {
    revealBelow(at(160), at(0, 100));
    revealBelow(null, at(0, 100));
    expect(window.scrollBy).not.toHaveBeenCalled();
  });
});
