// The lab values a fresh database starts with are exactly those of db/seed/lab-values.csv,
// put there by the seed migration (scripts/lab-values-seed-migration.mjs writes it), and
// every one of them is a lab value the API itself would accept.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LAB_VALUE_CATEGORY_ORDER,
  ZLabValueCreateRequest,
} from '@prepward/shared/schemas/lab-values';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labValues } from '../../db/schema';
import { API_ROOT, MIGRATIONS_FOLDER } from '../../lib/paths';
import { openTestDatabase } from '../../test/test-app';

type CsvRow = Record<
  | 'category'
  | 'test_name'
  | 'conventional_range'
  | 'conventional_unit'
  | 'si_range'
  | 'si_unit'
  | 'note',
  string
>;

const csvRows = parse<CsvRow>(readFileSync(join(API_ROOT, 'src/db/seed/lab-values.csv'), 'utf8'), {
  columns: true,
  skip_empty_lines: true,
});

describe('the seeded lab values', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    database = await openTestDatabase({ maxConnections: 1 });
  });
  afterAll(() => database.dispose());

  it('are the rows of lab-values.csv, positioned in file order within each category', async () => {
    const rows = await database.db.select().from(labValues);
    const positions = new Map<string, number>();
    const expected = csvRows.map((row) => {
      const position = (positions.get(row.category) ?? 0) + 1;
      positions.set(row.category, position);
      return {
        category: row.category,
        testName: row.test_name,
        conventionalRange: row.conventional_range,
        conventionalUnit: row.conventional_unit,
        siRange: row.si_range,
        siUnit: row.si_unit,
        note: row.note || null,
        position,
      };
    });
    const byOrder = (a: { category: string; position: number }, b: typeof a) =>
      a.category < b.category ? -1 : a.category > b.category ? 1 : a.position - b.position;
    expect(
      rows
        .map(({ id: _id, createdAt: _created, updatedAt: _updated, ...row }) => row)
        .sort(byOrder),
    ).toEqual(expected.sort(byOrder));
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.length).toBeLessThanOrEqual(95);
  });

  it('come from a migration of their own, after the table’s', () => {
    const journal = JSON.parse(
      readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const tags = journal.entries.map((entry) => entry.tag);
    const seed = tags.findIndex((tag) => tag.endsWith('_lab_values_seed'));
    expect(seed).toBeGreaterThan(tags.findIndex((tag) => tag.endsWith('_lab_values')));
  });

  it('each pass the checks of the admin form', () => {
    for (const row of csvRows) {
      const parsed = ZLabValueCreateRequest.safeParse({
        category: row.category,
        testName: row.test_name,
        conventionalRange: row.conventional_range,
        conventionalUnit: row.conventional_unit,
        siRange: row.si_range,
        siUnit: row.si_unit,
        note: row.note,
      });
      expect(parsed.success, `${row.test_name}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('are all in categories of the display order, each of which has some', () => {
    const categories = [...new Set(csvRows.map((row) => row.category))];
    expect([...categories].sort()).toEqual([...LAB_VALUE_CATEGORY_ORDER].sort());
  });

  it('hold the ranges clinicians know', () => {
    const find = (name: string) => csvRows.find((row) => row.test_name === name);
    const ranges = (name: string) => {
      const row = find(name);
      return row && [row.conventional_range, row.conventional_unit, row.si_range, row.si_unit];
    };
    expect(ranges('Sodium')).toEqual(['136-145', 'mEq/L', '136-145', 'mmol/L']);
    expect(ranges('Potassium')).toEqual(['3.5-5.0', 'mEq/L', '3.5-5.0', 'mmol/L']);
    expect(ranges('Glucose, fasting')).toEqual(['70-99', 'mg/dL', '3.9-5.5', 'mmol/L']);
    expect(ranges('Creatinine')).toEqual(['0.6-1.2', 'mg/dL', '53-106', 'µmol/L']);
    expect(ranges('Hemoglobin, male')).toEqual(['13.5-17.5', 'g/dL', '135-175', 'g/L']);
    expect(ranges('pH')).toEqual(['7.35-7.45', '', '7.35-7.45', '']);
  });
});
