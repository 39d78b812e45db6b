// Formula-looking cells of the bulk question CSV (docs/csv-format.md). A spreadsheet runs a
// cell that starts with one of these as a formula. Exported cells that start so get a leading
// apostrophe (shown as text, never run); an import removes it again.
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

/** Export: prefix a formula-looking cell (or one that already starts with the escape) with '. */
export function escapeFormula(cell: string): string {
  const [first, second] = [cell[0], cell[1]];
  if (first === undefined) return cell;
  if (FORMULA_START.has(first)) return `'${cell}`;
  if (first === "'" && second !== undefined && (FORMULA_START.has(second) || second === "'"))
    return `'${cell}`;
  return cell;
}

/** Import: the inverse of escapeFormula. */
export function unescapeFormula(cell: string): string {
  const second = cell[1];
  if (cell[0] === "'" && second !== undefined && (FORMULA_START.has(second) || second === "'"))
    return cell.slice(1);
  return cell;
}
