// A cloze's text (sanitized HTML, possibly a table) with a control in place of each {{n}}.
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { HtmlContent } from '../html-content';

/**
 * The text is HTML and a blank may sit inside a table cell, so it cannot be cut into React
 * pieces: each blank becomes an empty span, and the controls are rendered into those spans.
 */
export function ClozeText({
  text,
  renderBlank,
}: {
  text: string;
  /** The control of blank n (part n − 1). */
  renderBlank: (part: number) => ReactNode;
}) {
  const html = useMemo(
    () =>
      text.replace(
        /\{\{(\d{1,2})\}\}/g,
        (_, n: string) => `<span data-blank="${Number(n) - 1}"></span>`,
      ),
    [text],
  );
  const container = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<{ part: number; element: HTMLElement }[]>([]);
  useLayoutEffect(() => {
    const elements = container.current?.querySelectorAll<HTMLElement>('[data-blank]') ?? [];
    setSlots([...elements].map((element) => ({ part: Number(element.dataset.blank), element })));
  }, [html]);
  return (
    <div ref={container}>
      <HtmlContent html={html} />
      {slots.map(({ part, element }) => createPortal(renderBlank(part), element, `blank-${part}`))}
    </div>
  );
}
