// The text formats question files declare for their texts: HTML, plain text, Markdown and
// Moodle's "auto-format" (text whose line breaks count). Each becomes HTML, which the import
// then sanitizes like any other.
import { marked } from 'marked';
import { escapeXml } from './xml';

export type TextFormat = 'html' | 'plain' | 'markdown' | 'moodle';

/** The format a file names (`format="plain_text"`, GIFT's `[markdown]`), HTML by default. */
export function textFormatOf(name: string | undefined, fallback: TextFormat = 'html'): TextFormat {
  switch ((name ?? '').toLowerCase()) {
    case 'html':
      return 'html';
    case 'plain':
    case 'plain_text':
    case 'text/plain':
      return 'plain';
    case 'markdown':
      return 'markdown';
    case 'moodle':
    case 'moodle_auto_format':
      return 'moodle';
    default:
      return fallback;
  }
}

/** The bytes of a text file as UTF-8 (a byte order mark dropped), or why they are not. */
export function decodeText(bytes: Buffer): { text: string } | { problem: string } {
  if (bytes.includes(0)) return { problem: 'The file is not a text file (it is binary)' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { problem: 'The file is not UTF-8 text: save it as UTF-8 and upload it again' };
  }
}

/** Plain text as HTML: characters escaped, line breaks kept. */
export const plainToHtml = (text: string) => escapeXml(text.trim()).replace(/\r?\n/g, '<br>');

/** A text in its format, as HTML. */
export function toHtml(text: string, format: TextFormat): string {
  switch (format) {
    case 'html':
      return text.trim();
    case 'plain':
      return plainToHtml(text);
    case 'markdown':
      return marked.parse(text, { async: false, gfm: true }).trim();
    case 'moodle':
      // HTML may be used; line breaks outside tags are kept as breaks.
      return /<\/?(p|div|br|ul|ol|table)\b/i.test(text)
        ? text.trim()
        : text.trim().replace(/\r?\n/g, '<br>');
  }
}
