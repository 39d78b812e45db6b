import { useEffect, useLayoutEffect, useRef } from 'react';

export type ExamShortcutHandlers = {
  /** A-D or 1-4: the option at that position. */
  choose: (index: number) => void;
  /** Shift with a letter: cross that option out. */
  strike: (index: number) => void;
  submit: () => void;
  previous: () => void;
  next: () => void;
};

/** Where typing must keep its usual meaning. */
function isTextEntry(element: HTMLElement): boolean {
  if (element.isContentEditable) return true;
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
  if (element.tagName !== 'INPUT') return false;
  return !['radio', 'checkbox', 'button', 'submit'].includes((element as HTMLInputElement).type);
}

/**
 * The exam page's keyboard shortcuts. They stay out of the way of text fields, dialogs and
 * buttons (Enter still presses the focused button), and of the arrow keys inside a group
 * of radio buttons, where the arrows move the choice.
 */
export function useExamShortcuts(handlers: ExamShortcutHandlers, enabled: boolean) {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof HTMLElement ? event.target : document.body;
      if (isTextEntry(target) || target.closest('[role="dialog"]')) return;
      const { key } = event;
      const onControl = target.tagName === 'BUTTON' || target.tagName === 'A';
      if (/^[a-z]$/i.test(key)) {
        const index = key.toLowerCase().charCodeAt(0) - 97;
        event.preventDefault();
        if (event.shiftKey) latest.current.strike(index);
        else latest.current.choose(index);
      } else if (/^[1-9]$/.test(key)) {
        event.preventDefault();
        latest.current.choose(Number(key) - 1);
      } else if (key === 'Enter' && !onControl) {
        event.preventDefault();
        latest.current.submit();
      } else if (
        (key === 'ArrowLeft' || key === 'ArrowRight') &&
        target.tagName !== 'INPUT' &&
        // Shift+arrows extend a text selection (to highlight words of the stem).
        !event.shiftKey
      ) {
        event.preventDefault();
        if (key === 'ArrowLeft') latest.current.previous();
        else latest.current.next();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
