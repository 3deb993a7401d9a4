import { saveFile } from '../../lib/save-file';

export type CsvCell = string | number | boolean | null | undefined;

/** Byte order mark: spreadsheets then read the file as UTF-8 (Hindi names, rupee signs). */
const BOM = '\uFEFF';

/**
 * A text cell a spreadsheet would run as a formula (= + - @, or a tab / carriage return before one)
 * gets a leading apostrophe, so it shows as text. Numbers stay numbers (a negative amount is data).
 */
export function neutraliseCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** Rows (the first is the header) as CSV text with a BOM and CRLF line ends. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => row.map((cell) => quote(neutraliseCell(cell))).join(',')).join('\r\n') + '\r\n';
}

/** Builds the CSV in the browser and hands it over as a download. */
export function downloadCsv(filename: string, rows: readonly (readonly CsvCell[])[]): void {
  saveFile(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), filename);
}
