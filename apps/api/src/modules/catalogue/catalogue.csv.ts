import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { AdminTripKind } from '@trails/contracts/admin-catalogue';
import { TRANSLATED_FIELDS, TRANSLATION_LOCALES, type TranslationLocale } from '@trails/contracts/translations';
import { CSV_BOM, neutralise, restore } from '../../lib/csv.ts';

/**
 * The CSV form of tours and treks, for the export and the bulk import: one row per item, lists
 * joined by " | ", the itinerary as JSON. Cells a spreadsheet would run as a formula are neutralised.
 * After the English columns, one per language and translated field, `<field>_<lang>` (`title_hi`,
 * `short_description_fr`), lists and itineraries written as the English ones; blank is none.
 */

const HEAD = ['id', 'title', 'slug', 'destination_id', 'destination'] as const;
const MIDDLE = [
  'price',
  'original_price',
  'duration_days',
  'duration_nights',
  'max_group_size',
  'short_description',
  'description',
  'image',
  'images',
  'highlights',
] as const;
const TAIL = ['itinerary', 'is_active', 'is_featured', 'meta_title', 'meta_description'] as const;

/** `title_hi`, `short_description_hi`, … `meta_description_de`: each language's columns of a kind. */
function languageColumns(kind: AdminTripKind): string[] {
  return TRANSLATION_LOCALES.flatMap((lang) => TRANSLATED_FIELDS[kind].map((field) => `${field}_${lang}`));
}

/** The column of a translation: its field and language, or null for an English column. */
function languageColumn(column: string): { field: string; lang: TranslationLocale } | null {
  const lang = TRANSLATION_LOCALES.find((locale) => column.endsWith(`_${locale}`));
  return lang ? { field: column.slice(0, -lang.length - 1), lang } : null;
}

/** The file's columns, in order: what both kinds have, each kind's own among them, then the translations. */
export const CSV_COLUMNS = {
  tour: [...HEAD, 'category', ...MIDDLE, 'inclusions', ...TAIL, ...languageColumns('tour')],
  trek: [
    ...HEAD,
    'difficulty_level',
    'trek_grade',
    'max_altitude_m',
    'best_time',
    ...MIDDLE,
    ...TAIL,
    ...languageColumns('trek'),
  ],
} as const satisfies Record<AdminTripKind, readonly string[]>;

export const LIST_SEPARATOR = ' | ';

function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value.every((item) => typeof item === 'string') ? value.join(LIST_SEPARATOR) : JSON.stringify(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The file: UTF-8 with a byte-order mark (so spreadsheets read Hindi right), a header row, one row per item. */
export function toCsv(kind: AdminTripKind, rows: Record<string, unknown>[]): string {
  const columns = CSV_COLUMNS[kind];
  const body = rows.map((row) =>
    columns.map((column) => {
      const translated = languageColumn(column);
      const translations = row.translations as Record<string, Record<string, unknown> | undefined> | undefined;
      const text = cellOf(
        column === 'destination'
          ? (row.destination as { name?: string } | undefined)?.name
          : translated
            ? translations?.[translated.lang]?.[translated.field]
            : row[column],
      );
      // Numbers are written as they are; a negative one cannot occur in these columns.
      return typeof row[column] === 'number' ? text : neutralise(text);
    }),
  );
  return CSV_BOM + stringify([columns as unknown as string[], ...body]);
}

/** The rows of a file, keyed by its header; null when it is not CSV or lacks the required columns. */
export function readCsv(kind: AdminTripKind, file: Buffer): Record<string, string>[] | null {
  let records: Record<string, string>[];
  try {
    records = parse(file, { bom: true, columns: true, skip_empty_lines: true, relax_column_count: false }) as Record<
      string,
      string
    >[];
  } catch {
    return null;
  }
  const known = new Set<string>(CSV_COLUMNS[kind]);
  const header = records[0] ? Object.keys(records[0]) : [];
  if (
    records.length > 0 &&
    (!['title', 'destination_id', 'price'].every((c) => header.includes(c)) || header.some((c) => !known.has(c)))
  ) {
    return null;
  }
  return records;
}

const NUMBER_COLUMNS = new Set([
  'destination_id',
  'price',
  'original_price',
  'duration_days',
  'duration_nights',
  'max_group_size',
  'max_altitude_m',
]);
const LIST_COLUMNS = new Set(['images', 'highlights', 'inclusions']);

const listOf = (cell: string) =>
  cell
    .split(LIST_SEPARATOR.trim())
    .map((item) => item.trim())
    .filter(Boolean);

function jsonOrText(cell: string): unknown {
  try {
    return JSON.parse(cell);
  } catch {
    return cell;
  }
}

/** One CSV row as the body the form would send (blank cells left out, so defaults apply); `id` apart. */
export function rowToBody(record: Record<string, string>): { id: number | null; body: Record<string, unknown> } {
  const body: Record<string, unknown> = {};
  // A file with a language's columns rewrites that language (blank cells are no translation); a
  // file without them keeps what is stored.
  const translations: Record<string, Record<string, unknown>> = {};
  for (const [column, raw] of Object.entries(record)) {
    const cell = restore(raw ?? '').trim();
    const translated = languageColumn(column);
    if (translated) {
      const fields = (translations[translated.lang] ??= {});
      if (cell === '') continue;
      if (LIST_COLUMNS.has(translated.field)) fields[translated.field] = listOf(cell);
      else if (translated.field === 'itinerary') fields[translated.field] = jsonOrText(cell);
      else fields[translated.field] = cell;
      continue;
    }
    if (column === 'id' || column === 'destination' || cell === '') continue;
    if (NUMBER_COLUMNS.has(column)) body[column] = Number(cell);
    else if (column === 'is_active' || column === 'is_featured')
      body[column] = cell === 'true' ? true : cell === 'false' ? false : cell;
    else if (LIST_COLUMNS.has(column)) body[column] = listOf(cell);
    else if (column === 'itinerary') body[column] = jsonOrText(cell);
    else body[column] = cell;
  }
  if (Object.keys(translations).length) body.translations = translations;
  const id = record.id?.trim() ? Number(record.id.trim()) : null;
  return {
    id: id !== null && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : id === null ? null : -1,
    body,
  };
}
