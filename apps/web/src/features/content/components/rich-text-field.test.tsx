// The real editor (tiptap) in jsdom, driven by the toolbar and the keyboard: a table it is
// given, or one inserted, is reported as a table. The other content tests use the stub.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-with-providers';
import { RichTextField } from './rich-text-field';

// jsdom lays nothing out, and its ranges cannot be measured: ProseMirror measures the
// selection to scroll it into view after each change.
beforeAll(() => {
  Range.prototype.getClientRects = () => document.createElement('div').getClientRects();
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const TABLE_CONTROLS = [
  'Insert table',
  'Add row after',
  'Add column after',
  'Delete row',
  'Delete column',
  'Delete table',
];

function renderEditor(value: string, compact = false) {
  const onChange = vi.fn<(html: string) => void>();
  const view = renderInApp(
    <RichTextField label="Exhibit" value={value} onChange={onChange} compact={compact} />,
  );
  return { ...view, onChange, editor: screen.getByRole('textbox', { name: 'Exhibit' }) };
}

/** The table in the HTML the editor last reported, as a document to query. */
function reportedTable(onChange: ReturnType<typeof renderEditor>['onChange']) {
  const html = onChange.mock.lastCall?.[0] ?? '';
  const table = new DOMParser().parseFromString(html, 'text/html').querySelector('table');
  if (!table) throw new Error(`no table in ${html}`);
  return table;
}

/**
 * Inserts a table from the toolbar's size grid and waits until the grid has closed and the
 * caret is in the table's first cell: keys typed before then go elsewhere.
 */
async function insertTable(
  user: ReturnType<typeof renderEditor>['user'],
  editor: HTMLElement,
  size: string,
) {
  await user.click(screen.getByRole('button', { name: 'Insert table' }));
  await user.click(await screen.findByRole('button', { name: `Insert ${size} table` }));
  await waitFor(() => {
    expect(screen.queryByRole('button', { name: `Insert ${size} table` })).toBeNull();
    expect(editor).toHaveFocus();
  });
}

const rowsOf = (table: HTMLTableElement) =>
  [...table.rows].map((row) => [...row.cells].map((cell) => `${cell.tagName}:${cell.textContent}`));

describe('rich-text field: tables', { timeout: 30_000 }, () => {
  it.each([
    [
      'an import wrote',
      '<table><thead><tr><th>Time</th><th>BP</th></tr></thead>' +
        '<tbody><tr><td>08:00</td><td>90/60</td></tr></tbody></table>',
    ],
    [
      'the server stored from the editor',
      '<table><colgroup><col /><col /></colgroup><tbody><tr><th><p>Time</p></th><th><p>BP</p></th></tr>' +
        '<tr><td><p>08:00</p></td><td><p>90/60</p></td></tr></tbody></table><p></p>',
    ],
  ])(
    'keeps a table as %s and reports it, header cells and all, when the text changes',
    async (_source, html) => {
      const { user, editor, onChange } = renderEditor(html);
      expect(within(editor).getByRole('cell', { name: '90/60' })).toBeInTheDocument();

      // The caret starts before the table: what is typed there is a paragraph above it.
      editor.focus();
      await user.keyboard('Trend');

      expect(onChange.mock.lastCall?.[0]).toMatch(/^<p>Trend<\/p><table/);
      expect(rowsOf(reportedTable(onChange))).toEqual([
        ['TH:Time', 'TH:BP'],
        ['TD:08:00', 'TD:90/60'],
      ]);
    },
  );

  it('inserts a 3 × 3 table with a header row, and Tab moves to the next cell', async () => {
    const { user, editor, onChange } = renderEditor('');
    for (const control of TABLE_CONTROLS.slice(1)) {
      expect(screen.getByRole('button', { name: control })).toBeDisabled();
    }

    await insertTable(user, editor, '3 × 3');
    await user.keyboard('Time{Tab}Pulse{Tab}BP');

    expect(rowsOf(reportedTable(onChange))).toEqual([
      ['TH:Time', 'TH:Pulse', 'TH:BP'],
      ['TD:', 'TD:', 'TD:'],
      ['TD:', 'TD:', 'TD:'],
    ]);
    expect(screen.getByRole('button', { name: 'Add row after' })).toBeEnabled();
  });

  it('adds and deletes rows and columns where the cursor is', async () => {
    const { user, editor, onChange } = renderEditor('');
    await insertTable(user, editor, '2 × 2');
    await user.keyboard('Time{Tab}BP{Tab}08:00{Tab}90/60');

    await user.click(screen.getByRole('button', { name: 'Add row after' }));
    await user.click(screen.getByRole('button', { name: 'Add column after' }));
    expect(rowsOf(reportedTable(onChange))).toEqual([
      ['TH:Time', 'TH:BP', 'TH:'],
      ['TD:08:00', 'TD:90/60', 'TD:'],
      ['TD:', 'TD:', 'TD:'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    expect(rowsOf(reportedTable(onChange))).toEqual([
      ['TH:Time', 'TH:BP', 'TH:'],
      ['TD:', 'TD:', 'TD:'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete column' }));
    expect(rowsOf(reportedTable(onChange)).map((row) => row.length)).toEqual([2, 2]);

    await user.click(screen.getByRole('button', { name: 'Delete table' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('an option (compact) has no table controls but keeps a table it is given', () => {
    const { editor } = renderEditor('<table><tbody><tr><td>BP</td></tr></tbody></table>', true);
    for (const control of TABLE_CONTROLS) {
      expect(screen.queryByRole('button', { name: control })).toBeNull();
    }
    expect(within(editor).getByRole('cell', { name: 'BP' })).toBeInTheDocument();
  });
});
