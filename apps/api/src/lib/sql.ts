import { sql, type SQLWrapper } from 'drizzle-orm';

/** `%text%` for ILIKE, where `%`, `_` and `\` of a user's text match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * How many rows a count query finds, as a column that every row of a page carries: an uncorrelated
 * scalar subquery, which PostgreSQL counts once (an InitPlan, index-only where it can) while the page
 * itself stops at its LIMIT along the sort's index. `count(*) over ()` made it read, join and sort
 * every matching row before the first one left.
 */
export const totalOf = (countQuery: SQLWrapper) => sql<number>`(${countQuery})::int`;

/**
 * A page's rows without their `total`, and the total: carried by every row (`totalOf`), or, for a
 * page past the end that has no row to carry it, counted by `countAll` (a second statement only then).
 */
export async function pageWithTotal<Row extends { total: number }>(
  rows: Row[],
  page: number,
  countAll: () => Promise<{ n: number }[]>,
): Promise<{ rows: Omit<Row, 'total'>[]; total: number }> {
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) total = (await countAll())[0]?.n ?? 0;
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}
