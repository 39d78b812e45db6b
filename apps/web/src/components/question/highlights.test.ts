import { describe, expect, it } from 'vitest';
import { highlightAt, markHighlights, selectedRangeIn } from './highlights';

const STEM = '<p>Which drug reverses <strong>opioid</strong> overdose?</p>';
// Text content: 'Which drug reverses opioid overdose?'
//                0         1         2         3

/** The rendered stem, as the page shows it. */
function render(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

const marksOf = (root: Element) =>
  [...root.querySelectorAll('mark')].map((mark) => ({
    text: mark.textContent,
    start: mark.dataset.start,
    end: mark.dataset.end,
  }));

describe('markHighlights: text offsets into marks', () => {
  it('leaves the stem as it is without highlights', () => {
    expect(markHighlights(STEM, [], 'hl')).toBe(STEM);
  });

  it('wraps a range inside one text node and keeps the text', () => {
    const root = render(markHighlights(STEM, [{ start: 6, end: 10 }], 'hl'));
    expect(root.textContent).toBe('Which drug reverses opioid overdose?');
    expect(marksOf(root)).toEqual([{ text: 'drug', start: '6', end: '10' }]);
    expect(root.querySelector('mark')!.className).toBe('hl');
  });

  it('splits a range that crosses elements into one mark per text node', () => {
    const root = render(
      markHighlights(
        STEM,
        [
          { start: 0, end: 5 },
          { start: 11, end: 30 },
        ],
        'hl',
      ),
    );
    expect(marksOf(root)).toEqual([
      { text: 'Which', start: '0', end: '5' },
      { text: 'reverses ', start: '11', end: '30' },
      { text: 'opioid', start: '11', end: '30' },
      { text: ' ove', start: '11', end: '30' },
    ]);
    // The bold word stays bold, with its mark inside.
    expect(root.querySelector('strong > mark')!.textContent).toBe('opioid');
    expect(root.textContent).toBe('Which drug reverses opioid overdose?');
  });

  it('leaves whitespace between blocks unmarked and ignores ranges past the end', () => {
    const html = '<ul>\n<li>Tachycardia</li>\n<li>Sweating</li>\n</ul>';
    const root = render(markHighlights(html, [{ start: 0, end: 500 }], 'hl'));
    expect(marksOf(root).map((mark) => mark.text)).toEqual(['Tachycardia', 'Sweating']);
    expect(root.querySelectorAll('ul > mark')).toHaveLength(0);
  });

  it('adds nothing but marks: no attribute or element of the text becomes markup', () => {
    const html = '<p>&lt;img src=x onerror=alert(1)&gt; is text</p>';
    const root = render(markHighlights(html, [{ start: 0, end: 10 }], 'hl'));
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toBe('<img src=x onerror=alert(1)> is text');
  });
});

describe('selectedRangeIn: a selection as text offsets', () => {
  it('counts characters across elements and existing marks', () => {
    const root = render(markHighlights(STEM, [{ start: 6, end: 10 }], 'hl'));
    const strong = root.querySelector('strong')!.firstChild!;
    const range = document.createRange();
    range.setStart(root.querySelector('mark')!.firstChild!, 1);
    range.setEnd(strong, 3);
    expect(selectedRangeIn(root, range)).toEqual({ start: 7, end: 23 });
  });

  it('keeps only the part inside the stem, and nothing for a selection outside it', () => {
    const root = render(STEM);
    const after = document.createElement('p');
    after.textContent = 'Options';
    document.body.append(after);
    const range = document.createRange();
    range.setStart(root.querySelector('strong')!.firstChild!, 0);
    range.setEnd(after.firstChild!, 3);
    expect(selectedRangeIn(root, range)).toEqual({ start: 20, end: 36 });

    const outside = document.createRange();
    outside.selectNodeContents(after);
    expect(selectedRangeIn(root, outside)).toBeNull();
    const collapsed = document.createRange();
    collapsed.setStart(root.querySelector('strong')!.firstChild!, 2);
    expect(selectedRangeIn(root, collapsed)).toBeNull();
  });

  it('reads the range of a tapped mark', () => {
    const root = render(markHighlights(STEM, [{ start: 11, end: 30 }], 'hl'));
    expect(highlightAt(root.querySelector('strong mark'))).toEqual({ start: 11, end: 30 });
    expect(highlightAt(root.querySelector('p'))).toBeNull();
  });
});
