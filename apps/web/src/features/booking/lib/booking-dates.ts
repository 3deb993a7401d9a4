/** A calendar date (YYYY-MM-DD) in the reader's own time zone. */
export function localDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The days a trip run on request can be asked for: from today + the lead days to a year ahead. */
export function onRequestRange(now: Date, leadDays = 1): { min: string; max: string } {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + leadDays);
  const yearAhead = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 365);
  return { min: localDate(tomorrow), max: localDate(yearAhead) };
}

/** A calendar date read as noon UTC, so formatting it never shifts it by a day in any time zone. */
export const calendarDay = (value: string) => new Date(`${value.slice(0, 10)}T12:00:00Z`);
