/**
 * Scrolls so that `target` starts just below `header` (the exam's sticky head) when it is out
 * of view: above the header, or low on the screen, as a new question's stem is on a phone
 * after Next at the bottom of a long question.
 */
export function revealBelow(target: HTMLElement | null, header: HTMLElement | null): void {
  if (!target) return;
  const top = target.getBoundingClientRect().top;
  const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
  if (top >= headerBottom && top < window.innerHeight * 0.6) return;
  window.scrollBy({ top: top - headerBottom - 12, behavior: 'instant' });
}
