/**
 * What every CSV download shares: a byte-order mark (so spreadsheets read Hindi names right) and
 * cells a spreadsheet would run as a formula written as text.
 */
export const CSV_BOM = '\uFEFF';

/** A cell starting with = + - @ (or a tab or carriage return) gets a leading apostrophe: read as text, never run. */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** A cell of any value: numbers as they are, nothing as blank, text neutralised. */
export function safeCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return neutralise(value);
}

/** A neutralised cell back to what was written. */
export function restore(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
