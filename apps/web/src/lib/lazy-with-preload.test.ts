import { describe, expect, it, vi } from 'vitest';
import { preloadOnFirstInput } from './lazy-with-preload';

describe('preloadOnFirstInput', () => {
  it('preloads at the first tap or key press only, and not at all once cancelled', () => {
    const preload = vi.fn(() => Promise.resolve());
    const cancel = preloadOnFirstInput(preload);
    expect(preload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(preload).toHaveBeenCalledTimes(1);
    cancel();

    const never = vi.fn(() => Promise.resolve());
    preloadOnFirstInput(never)();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(never).not.toHaveBeenCalled();
  });

  it('leaves a failed preload to the render that needs the code', async () => {
    const failed = vi.fn(() => Promise.reject(new Error('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    preloadOnFirstInput(failed);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
