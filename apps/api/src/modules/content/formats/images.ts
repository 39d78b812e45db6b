// Images a question file carries (Moodle XML embeds them in base64, a QTI package holds them
// as files): each checked as an upload is, and the question's HTML pointed at the address it
// will be stored under. They are stored only once the whole file has passed its checks
// (bulk-service.ts), so a refused file leaves nothing behind. An image that cannot be used
// (not an image, too large, missing) becomes a notice; the sanitizer then drops its tag.
import { isHttpError } from '../../../lib/http-error';
import { checkImage, type CheckedImage } from '../../../lib/images';
import { storedName, UPLOADS_PATH } from '../../../lib/storage';
import type { CsvQuestionRow } from '../question-csv-row';
import type { ImportNotices } from './imported-question';

export type ImageCollector = {
  /** The address an image will have once stored, or why it cannot be used. */
  add: (bytes: Buffer) => { url: string } | { refused: string };
  /** The images added, by the address `add` gave them. */
  images: () => Map<string, CheckedImage>;
};

export function createImageCollector(): ImageCollector {
  const images = new Map<string, CheckedImage>();
  return {
    add: (bytes) => {
      let image: CheckedImage;
      try {
        image = checkImage(bytes);
      } catch (error) {
        if (isHttpError(error)) return { refused: error.message };
        throw error;
      }
      const url = `${UPLOADS_PATH}/${storedName(image)}`;
      images.set(url, image);
      return { url };
    },
    images: () => images,
  };
}

const IMG_TAG = /<img\b[^>]*>/gi;
const SRC_ATTRIBUTE = /(\bsrc\s*=\s*)("([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** Whether an address points at another site. */
const isExternal = (src: string) => /^(https?:)?\/\//i.test(src);

/** The bytes of a `data:image/...;base64,` address, or undefined. */
function dataUrlBytes(src: string): Buffer | undefined {
  const match = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(src);
  return match ? Buffer.from(match[1]!, 'base64') : undefined;
}

/**
 * Points each `<img>` of the HTML that names a file of the question file (`lookup` finds its
 * bytes by the `src` as written) at the address it will be stored under. Images that are
 * missing or refused are said in a notice and their tags removed; the sanitizer drops other
 * sites' images (imported-question.ts says so).
 */
export function resolveImages(
  html: string,
  lookup: (src: string) => Buffer | undefined,
  collector: ImageCollector,
  notices: ImportNotices,
): string {
  return html.replace(IMG_TAG, (tag) => {
    const match = SRC_ATTRIBUTE.exec(tag);
    if (!match) return tag;
    const src = (match[3] ?? match[4] ?? match[5] ?? '').trim();
    if (src.startsWith(`${UPLOADS_PATH}/`)) return tag;
    const name = src.startsWith('data:') ? 'embedded image' : displayName(src);
    // Another site's image: the sanitizer keeps it only when it is one of our own uploads.
    if (isExternal(src)) return tag;
    const bytes = src.startsWith('data:') ? dataUrlBytes(src) : lookup(src);
    if (!bytes) {
      notices.add(`The image "${name}" is not in the file: it is left out`);
      return '';
    }
    const added = collector.add(bytes);
    if ('refused' in added) {
      notices.add(`The image "${name}" is left out: ${added.refused}`);
      return '';
    }
    return tag.replace(SRC_ATTRIBUTE, `$1"${added.url}"`);
  });
}

/** The file name of an image reference, for a notice. */
function displayName(src: string): string {
  const name = src.split(/[/\\]/).pop() ?? src;
  try {
    return decodeURIComponent(name).slice(0, 200);
  } catch {
    return name.slice(0, 200);
  }
}

/** Replaces addresses in the HTML (`/uploads/a.png` → the store's public address). */
export function replaceUrls(html: string, urls: Map<string, string>): string {
  if (urls.size === 0 || !html.includes(`${UPLOADS_PATH}/`)) return html;
  let result = html;
  for (const [from, to] of urls) result = result.split(`"${from}"`).join(`"${to}"`);
  return result;
}

/**
 * Stores the images the rows use (`save` gives each its address) and points the rows at
 * those addresses where they differ from the one `add` gave (a bucket's public address).
 * Returns how many images were stored.
 */
export async function storeImages(
  collector: ImageCollector,
  rows: CsvQuestionRow[],
  save: (image: CheckedImage) => Promise<string>,
): Promise<number> {
  const html = (row: CsvQuestionRow) => [
    row.question,
    row.explanation,
    ...row.options.map((o) => o.value),
  ];
  const used = new Set<string>();
  for (const row of rows) {
    for (const text of html(row)) {
      for (const match of text.matchAll(/src="([^"]+)"/g)) used.add(match[1]!);
    }
  }
  const urls = new Map<string, string>();
  let stored = 0;
  for (const [address, image] of collector.images()) {
    if (!used.has(address)) continue;
    const url = await save(image);
    stored += 1;
    if (url !== address) urls.set(address, url);
  }
  if (urls.size > 0) {
    for (const row of rows) {
      row.question = replaceUrls(row.question, urls);
      row.explanation = replaceUrls(row.explanation, urls);
      for (const option of row.options) option.value = replaceUrls(option.value, urls);
    }
  }
  return stored;
}
