import { dateTimeFormat } from '../../lib/format';
/**
 * The months a month filter offers, as `YYYY-MM` values named in the reader's language ("March
 * 2027"): `before` months back from `today`'s month to `after` months ahead. A chosen month outside
 * that range (from the address) is kept as an option too.
 */
export function monthOptions(
  language: string,
  today: Date,
  { before, after, chosen }: { before: number; after: number; chosen?: string },
): { value: string; label: string }[] {
  const name = dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const option = (year: number, monthIndex: number) => {
    const first = new Date(Date.UTC(year, monthIndex, 1));
    return { value: first.toISOString().slice(0, 7), label: name.format(first) };
  };
  const options = [];
  for (let offset = -before; offset <= after; offset += 1) {
    options.push(option(today.getUTCFullYear(), today.getUTCMonth() + offset));
  }
  const match = chosen ? /^(\d{4})-(\d{2})$/.exec(chosen) : null;
  if (match && !options.some((entry) => entry.value === chosen)) {
    options.push(option(Number(match[1]), Number(match[2]) - 1));
    options.sort((a, b) => a.value.localeCompare(b.value));
  }
  return options;
}
