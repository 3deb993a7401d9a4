import { asc, eq } from 'drizzle-orm';
import type { PageContent, PageKey } from '@trails/contracts/page-content';
import type { Executor } from '../../db/client.ts';
import { sitePages } from '../../db/schema/index.ts';

export interface SitePageRow {
  key: string;
  lang: string;
  body: PageContent;
  updatedAt: Date;
}

const columns = { key: sitePages.key, lang: sitePages.lang, body: sitePages.body, updatedAt: sitePages.updatedAt };

/** Every language of one page (at most five rows). */
export function pageRows(db: Executor, key: PageKey): Promise<SitePageRow[]> {
  return db.select(columns).from(sitePages).where(eq(sitePages.key, key)).orderBy(asc(sitePages.lang));
}

/** Every page in every language: five pages of at most five languages. */
export function allPageRows(db: Executor): Promise<SitePageRow[]> {
  return db.select(columns).from(sitePages).orderBy(asc(sitePages.key), asc(sitePages.lang)).limit(100);
}

/** One page's rows, locked for a save. */
export function lockPageRows(tx: Executor, key: PageKey): Promise<SitePageRow[]> {
  return tx.select(columns).from(sitePages).where(eq(sitePages.key, key)).for('update');
}

/** Replaces every language of the page with `rows` (a language left out has no row: it shows in English). */
export async function replacePageRows(
  tx: Executor,
  key: PageKey,
  rows: { lang: string; body: PageContent }[],
  userId: number,
): Promise<void> {
  await tx.delete(sitePages).where(eq(sitePages.key, key));
  if (rows.length === 0) return;
  const now = new Date();
  await tx
    .insert(sitePages)
    .values(rows.map((row) => ({ key, lang: row.lang, body: row.body, updatedBy: userId, updatedAt: now })));
}
