import fs from 'node:fs';
import path from 'node:path';
import type { PageContext, PageMetaResolver } from './pages.routes.ts';

type Tree = { [key: string]: string | Tree | undefined };

/** The web app's English `info` texts (FAQ, terms, privacy), read from the build, or null. */
function readInfoTexts(distDir: string): Tree | null {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(path.join(distDir, 'locales', 'en', 'info.json'), 'utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Tree) : null;
  } catch {
    return null;
  }
}

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** `{{hours}}` and the like, filled from the public settings as the page shows them. */
function fill(text: string, context: PageContext): string {
  const values: Record<string, string> = { hours: context.site.booking_hold_hours, site: context.site.site_name };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** FAQPage with every question and answer of the page, in the order it shows them. */
export function faqJsonLd(texts: Tree, context: PageContext): object | null {
  const groups = isTree(texts.faq) && isTree(texts.faq.groups) ? texts.faq.groups : null;
  if (!groups) return null;
  const questions: object[] = [];
  for (const group of Object.values(groups)) {
    if (!isTree(group) || !isTree(group.items)) continue;
    for (const item of Object.values(group.items)) {
      if (!isTree(item) || typeof item.q !== 'string' || typeof item.a !== 'string') continue;
      questions.push({
        '@type': 'Question',
        name: fill(item.q, context),
        acceptedAnswer: { '@type': 'Answer', text: fill(item.a, context) },
      });
    }
  }
  if (questions.length === 0) return null;
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: questions };
}

/**
 * Page meta of /faq (its questions as FAQPage JSON-LD). The texts come from the same locale file the
 * page shows, re-read when a new build replaces it.
 */
export function infoPageResolvers(distDir: string): Record<string, PageMetaResolver> {
  let cache: { mtimeMs: number; texts: Tree | null } | undefined;
  const texts = (): Tree | null => {
    const file = path.join(distDir, 'locales', 'en', 'info.json');
    const mtimeMs = fs.existsSync(file) ? fs.statSync(file).mtimeMs : -1;
    if (!cache || cache.mtimeMs !== mtimeMs) cache = { mtimeMs, texts: readInfoTexts(distDir) };
    return cache.texts;
  };
  return {
    '/faq': async (_params, context) => {
      const loaded = texts();
      const faq = loaded && faqJsonLd(loaded, context);
      return faq ? { jsonLd: [faq] } : null;
    },
  };
}
