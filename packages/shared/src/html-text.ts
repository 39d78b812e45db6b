// Rich text (sanitized HTML) read as text: whether a field says anything, and its plain words.
// Apart from the content schemas, so that a page showing questions does not build them.
/**
 * Rich-text fields are HTML; "empty" means no text and no image: the editor's `<p></p>`, a
 * paragraph of spaces or line breaks (`<p><br></p>`), non-breaking or zero-width spaces.
 */
export function htmlHasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|ensp|emsp|thinsp|zwsp|zwnj|zwj|#160|#xa0|#8203|#x200b);/gi, ' ')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, ' ')
    .trim();
  return text.length > 0;
}

/** The plain text of a rich-text field (for list previews and search). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
