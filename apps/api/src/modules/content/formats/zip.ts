// The .zip packages of QTI (Canvas, Blackboard and other QTI 2.1 tools): read with limits, so a
// small upload cannot unpack into gigabytes (a zip bomb) or thousands of entries. Each entry's
// output is held to the size its header declares, and the declared sizes are capped in total
// before anything is unpacked.
import { unzipSync, zipSync, type Zippable } from 'fflate';

export const ZIP_LIMITS = {
  /** Entries in one package (files and folders). */
  maxEntries: 5000,
  /** Bytes of all the entries unpacked. */
  maxTotalBytes: 100 * 1024 * 1024,
} as const;

/** The files of a package by their path (`/`-separated, without a leading slash). */
export type ZipFiles = Map<string, Buffer>;

const MB = 1024 * 1024;

export function readZip(bytes: Buffer): { files: ZipFiles } | { problem: string } {
  const count = { entries: 0, bytes: 0, problem: '' };
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(bytes, {
      filter: (file) => {
        count.entries += 1;
        count.bytes += file.originalSize;
        if (count.entries > ZIP_LIMITS.maxEntries) {
          count.problem = `The package has more than ${ZIP_LIMITS.maxEntries} files`;
        } else if (count.bytes > ZIP_LIMITS.maxTotalBytes) {
          count.problem = `The package unpacks to more than ${ZIP_LIMITS.maxTotalBytes / MB} MB`;
        }
        // Stops the unpacking before anything is inflated.
        if (count.problem) throw new Error(count.problem);
        return !file.name.endsWith('/');
      },
    });
  } catch {
    return { problem: count.problem || 'The file is not a .zip package that can be read' };
  }
  const files: ZipFiles = new Map();
  for (const [name, data] of Object.entries(unpacked)) {
    files.set(normalizePath(name), Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  }
  return { files };
}

/** A path inside the package: `/` separators, no `./`, `..` resolved, no leading slash. */
export function normalizePath(name: string): string {
  const parts: string[] = [];
  for (const part of name.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

/** A path relative to a file's folder (`images/a.png` next to `items/q1.xml`), URL-decoded. */
export function resolveRelative(fromFile: string, reference: string): string {
  const folder = fromFile.includes('/') ? fromFile.slice(0, fromFile.lastIndexOf('/') + 1) : '';
  let decoded = reference;
  try {
    decoded = decodeURIComponent(reference);
  } catch {
    // A lone % is a plain character of the name.
  }
  return normalizePath(decoded.startsWith('/') ? decoded : `${folder}${decoded}`);
}

/** A package of files, deflated. */
export function writeZip(files: Map<string, Buffer | string>): Buffer {
  const zippable: Zippable = {};
  for (const [name, content] of files) {
    zippable[name] = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  }
  return Buffer.from(zipSync(zippable, { level: 6 }));
}
