// What the format readers' tests share: a fixture's bytes, the sanitizer the app uses (our
// uploads are the only images it keeps) and a file read through the import's one entry.
import { readdirSync, readFileSync } from 'node:fs';
import { createRichTextSanitizer } from '../../../lib/sanitize';
import { UPLOADS_PATH } from '../../../lib/storage';
import { readQuestionFile, questionFileFormat } from '../question-file';
import { createImageCollector } from './images';
import { writeZip } from './zip';

export const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

export const sanitize = createRichTextSanitizer((src) => src.startsWith(`${UPLOADS_PATH}/`));

/** A file read as an upload of that name is: its format found, then its rows and notices. */
export async function readAs(fileName: string, bytes: Buffer | string) {
  const content = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  const format = questionFileFormat(fileName, content);
  if (!format) throw new Error(`${fileName} is no question file`);
  const images = createImageCollector();
  const read = await readQuestionFile(content, format, sanitize, { fileName, images });
  return { ...read, images: images.images() };
}

/** A fixture folder zipped as the system that made it would: every file under it by its path. */
export function zippedFixture(folder: string): Buffer {
  const root = new URL(`./fixtures/${folder}/`, import.meta.url);
  const files = new Map<string, Buffer>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(new URL(relative, root), { withFileTypes: true })) {
      const path = `${relative}${entry.name}`;
      if (entry.isDirectory()) walk(`${path}/`);
      else
        files.set(
          path,
          readFileSync(new URL(path.split('/').map(encodeURIComponent).join('/'), root)),
        );
    }
  };
  walk('');
  return writeZip(files);
}
