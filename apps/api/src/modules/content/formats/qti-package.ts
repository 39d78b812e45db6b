// What the QTI 1.2 and 2.1 readers share: the package's manifest (imsmanifest.xml, which lists
// the files of questions), finding an image a question names inside the package, and the
// checks on each XML file.
import type { CsvProblem } from '../../../lib/csv';
import { decodeText } from './text-formats';
import { attribute, descendants, parseXml, type XmlElement } from './xml';
import { normalizePath, resolveRelative, type ZipFiles } from './zip';

export const MANIFEST = 'imsmanifest.xml';

/** The package's manifest, at its root (or, in a package zipped with its folder, one down). */
export function findManifest(files: ZipFiles): string | undefined {
  if (files.has(MANIFEST)) return MANIFEST;
  return [...files.keys()]
    .filter((name) => name.endsWith(`/${MANIFEST}`))
    .sort((a, b) => a.split('/').length - b.split('/').length)[0];
}

/**
 * The files the manifest lists as resources of a type (`imsqti_item_xmlv2p1`), in its order,
 * as paths in the package; an empty list when there is no manifest or none of that type.
 */
export function manifestResources(files: ZipFiles, typePattern: RegExp): string[] {
  const manifestPath = findManifest(files);
  if (!manifestPath) return [];
  const read = readXmlFile(files, manifestPath);
  if (!('root' in read)) return [];
  const hrefs: string[] = [];
  for (const resource of descendants(read.root, 'resource')) {
    if (!typePattern.test(attribute(resource, 'type') ?? '')) continue;
    const href = attribute(resource, 'href') ?? attribute(descendants(resource, 'file')[0], 'href');
    if (href) hrefs.push(resolveRelative(manifestPath, href));
  }
  return [...new Set(hrefs)].filter((href) => files.has(href));
}

/** The XML files of the package whose root element is `rootName`, by path. */
export function filesWithRoot(files: ZipFiles, rootName: string): string[] {
  const pattern = new RegExp(`<(?:[\\w.-]+:)?${rootName}[\\s>]`);
  return [...files.keys()]
    .filter((name) => /\.(xml|qti)$/i.test(name))
    .filter((name) => pattern.test(files.get(name)!.subarray(0, 4096).toString('utf8')))
    .sort();
}

export function readXmlFile(
  files: ZipFiles,
  name: string,
): { root: XmlElement; text: string } | { problem: string; line: number } {
  const decoded = decodeText(files.get(name) ?? Buffer.alloc(0));
  if ('problem' in decoded) return { problem: `${name}: ${decoded.problem}`, line: 1 };
  const parsed = parseXml(decoded.text);
  if ('problem' in parsed) return { problem: `${name}: ${parsed.problem}`, line: parsed.line };
  return { root: parsed.root, text: decoded.text };
}

/** A problem of the whole package. */
export const packageProblem = (message: string, line = 1): CsvProblem => ({
  line,
  column: '',
  message,
});

/**
 * Finds the bytes of an image a question names: relative to the question's file, from the
 * package's root, Canvas's `$IMS-CC-FILEBASE$/...` (its web_resources folder), or, failing
 * those, the one file in the package with that name.
 */
export function packageImageLookup(files: ZipFiles, fromFile: string) {
  const byBaseName = new Map<string, string[]>();
  for (const name of files.keys()) {
    const base = name.split('/').pop()!.toLowerCase();
    byBaseName.set(base, [...(byBaseName.get(base) ?? []), name]);
  }
  return (src: string): Buffer | undefined => {
    const reference = src.split(/[?#]/)[0]!;
    const canvasBase = /^(\$|%24)IMS[-_]CC[-_]FILEBASE(\$|%24)\/?/i;
    const candidates = canvasBase.test(reference)
      ? [`web_resources/${reference.replace(canvasBase, '')}`, reference.replace(canvasBase, '')]
      : [reference];
    for (const candidate of candidates) {
      for (const path of [resolveRelative(fromFile, candidate), resolveRelative('', candidate)]) {
        const found = files.get(path) ?? files.get(normalizePath(path));
        if (found) return found;
      }
    }
    const base = resolveRelative('', reference).split('/').pop()!.toLowerCase();
    const same = byBaseName.get(base);
    return same?.length === 1 ? files.get(same[0]!) : undefined;
  };
}
