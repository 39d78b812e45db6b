// What an uploaded file really is, from its first bytes (never its name or declared type).
// Raster images are kept as sent; an SVG is rewritten without anything that could run.
import { IMAGE_MAX_BYTES } from '@prepward/shared/constants';
import { badRequest, httpError } from './http-error';
import { sanitizeSvg } from './sanitize';

export type ImageType = {
  extension: 'png' | 'jpg' | 'gif' | 'webp' | 'svg';
  contentType: string;
};

export type CheckedImage = ImageType & { bytes: Buffer };

export const IMAGE_MESSAGES = {
  notAnImage: 'Only JPG, PNG, GIF, WEBP and SVG images can be uploaded',
  tooLarge: `The image is larger than ${IMAGE_MAX_BYTES / (1024 * 1024)} MB`,
  empty: 'The file is empty',
  unsafeSvg: 'This SVG cannot be used: it is not a well-formed SVG image',
} as const;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type of raster bytes by their signature, or null. */
export function detectRasterImage(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (
    bytes
      .subarray(0, 6)
      .toString('latin1')
      .match(/^GIF8[79]a$/)
  )
    return { extension: 'gif', contentType: 'image/gif' };
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { extension: 'webp', contentType: 'image/webp' };
  return null;
}

/** Whether the text is an SVG document: optional XML declaration, comments and doctype, then <svg. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const rest = head
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/.test(rest);
}

/**
 * Checks an upload and returns what may be stored: 413 when too large, 400 when it is not
 * one of the accepted image types or an SVG that is not safe to keep.
 */
export function checkImage(bytes: Buffer): CheckedImage {
  if (bytes.length === 0) throw badRequest(IMAGE_MESSAGES.empty);
  if (bytes.length > IMAGE_MAX_BYTES) throw httpError(413, IMAGE_MESSAGES.tooLarge);
  const raster = detectRasterImage(bytes);
  if (raster) return { ...raster, bytes };
  if (looksLikeSvg(bytes)) {
    const clean = sanitizeSvg(bytes.toString('utf8'));
    if (!clean) throw badRequest(IMAGE_MESSAGES.unsafeSvg);
    return { extension: 'svg', contentType: 'image/svg+xml', bytes: Buffer.from(clean, 'utf8') };
  }
  throw badRequest(IMAGE_MESSAGES.notAnImage);
}
