// Control characters in text a client sends. No text column can hold NUL, and the others
// (escape sequences, backspaces, form feeds ...) have no place in names, questions or
// messages; tab, line feed and carriage return stay, for multi-line text.
import { badRequest, type HttpError } from './http-error';

/** C0 and C1 control characters other than tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE =
  'Text cannot contain the NUL character or other control characters (tabs and line breaks are fine).';

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);

/**
 * The path of the first string (or object key) in a parsed value holding a control
 * character, or null. Walks without recursion: a deeply nested body cannot exhaust the stack.
 */
export function findControlCharacter(value: unknown, root = ''): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: root }];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: join(path, index) }));
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (hasControlCharacter(key)) return join(path, key);
        pending.push({ value: item, path: join(path, key) });
      }
    }
  }
  return null;
}

/** A dictionary: a plain object, or one whose prototype has none (parsed query strings). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return (
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null
  );
}

/** The 400 for text with a control character at `path`. */
export const controlCharacterError = (path: string): HttpError =>
  badRequest(CONTROL_CHARACTER_MESSAGE, [{ path, message: CONTROL_CHARACTER_MESSAGE }]);

/** Throws the 400 when any of the named parts holds a control character. */
export function assertNoControlCharacters(parts: Record<string, unknown>): void {
  for (const value of Object.values(parts)) {
    const path = findControlCharacter(value);
    if (path !== null) throw controlCharacterError(path);
  }
}
