// CSV downloads streamed from the database: rows are read in keyset-paginated batches and
// written as they come, so a large export never sits in memory.
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return at the
 * start) is prefixed with an apostrophe: names and emails come from the public.
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV stream with a header row from an async source of row batches. */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly (string | number | boolean | null)[])[]>,
): Readable {
  const source = Readable.from(
    (async function* rows() {
      for await (const batch of batches) {
        for (const row of batch) {
          yield row.map((cell) =>
            typeof cell === 'string' ? spreadsheetSafe(cell) : cell === null ? '' : cell,
          );
        }
      }
    })(),
  );
  const csv = stringify({ header: true, columns: [...header], bom: true });
  // A failing read ends the download (the client sees a broken transfer, not a short file).
  return pipeline(source, csv, () => {});
}

/** 'users-2026-01-31.csv' */
export function exportFileName(what: string, now = new Date()): string {
  return `${what}-${now.toISOString().slice(0, 10)}.csv`;
}
