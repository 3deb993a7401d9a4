/// <reference types="node" />
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@trails/contracts';

type Tree = { [key: string]: string | Tree };

const TRANSLATIONS = ['hi', 'es', 'fr', 'de'] as const;
const PARTIAL = ['es', 'fr', 'de'] as const;
/** Sections every partial translation must cover in full: navigation, the hero and the public catalogue screens. */
const REQUIRED_SECTIONS = [
  'nav',
  'hero',
  'carousel',
  'catalogue',
  'reviews',
  'home',
  'destinations',
  'destination',
  'pagination',
  'treks',
  'trek',
  'search',
  'recentlyViewed',
  'tours',
  'map',
  'tour',
  'wishlist',
  'share',
  'compare',
  'packages',
  'lightbox',
  'wishlistPage',
] as const;

function readLocale(locale: string): string {
  return readFileSync(new URL(`../../public/locales/${locale}/common.json`, import.meta.url), 'utf8');
}

function load(locale: string): Tree {
  return JSON.parse(readLocale(locale)) as Tree;
}

/** Every leaf as a dotted key; a leaf that is not a string is reported by its type. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of leaves(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[0]);
}

const en = leaves(load('en'));

describe('locale files', () => {
  it.each(['en', ...TRANSLATIONS])('%s/common.json is valid JSON of nested string leaves', (locale) => {
    const text = readLocale(locale);
    expect(() => JSON.parse(text) as unknown).not.toThrow();
    const parsed = JSON.parse(text) as unknown;
    expect(parsed).toBeTypeOf('object');
    expect(Array.isArray(parsed)).toBe(false);
    for (const [key, value] of leaves(parsed as Tree)) {
      expect(typeof value, `${locale}: ${key}`).toBe('string');
    }
  });

  it('English has no empty strings', () => {
    const empty = [...en].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('Hindi has exactly the English keys, none empty', () => {
    const hi = leaves(load('hi'));
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
    const empty = [...hi].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it.each(PARTIAL)('%s only has English keys and covers the required sections', (locale) => {
    const tr = leaves(load(locale));
    const extra = [...tr.keys()].filter((k) => !en.has(k));
    expect(extra).toEqual([]);
    const empty = [...tr].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
    const required = [...en.keys()].filter((k) => REQUIRED_SECTIONS.some((s) => k.startsWith(`${s}.`)));
    expect(required.length).toBeGreaterThan(0);
    const missing = required.filter((k) => !tr.has(k));
    expect(missing).toEqual([]);
  });

  it.each(PARTIAL)(
    '%s has the messages and the loading, empty, error and offline texts of talking to the operator',
    (locale) => {
      const tr = leaves(load(locale));
      const prefixes = ['messages.enquir', 'messages.custom', 'messages.review', 'messages.blog', 'messages.helpful'];
      const keys = [
        ...[...en.keys()].filter((k) => prefixes.some((prefix) => k.startsWith(prefix))),
        'messages.travelDateRequired',
        'messages.tripRequired',
        'messages.tripEitherOr',
        'customTrip.offlineTitle',
        'customTrip.offlineText',
        'customTrip.mine.emptyTitle',
        'customTrip.mine.emptyText',
        'customTrip.mine.loadFailed',
        'customTrip.mine.answerFailed',
        'blog.loading',
        'blog.loadError',
        'blog.emptyTitle',
        'blog.emptyText',
        'blog.emptyFiltered',
        'blog.loadingArticle',
        'blog.articleLoadError',
        'blog.notFoundTitle',
        'blog.notFoundText',
        'blog.myBlogsEmpty',
        'blog.myBlogsEmptyText',
        'blog.myBlogsError',
      ];
      for (const key of keys) expect(en.has(key), key).toBe(true);
      expect(keys.filter((key) => !tr.has(key))).toEqual([]);
    },
  );

  it.each(TRANSLATIONS)('%s keeps every {{placeholder}} of the English text', (locale) => {
    const tr = leaves(load(locale));
    const lost: string[] = [];
    for (const [key, value] of tr) {
      const source = en.get(key);
      if (typeof source !== 'string' || typeof value !== 'string') continue;
      for (const p of placeholders(source)) {
        if (!value.includes(p)) lost.push(`${key}: ${p}`);
      }
    }
    expect(lost).toEqual([]);
  });

  it('has every server and form message under messages.* in English, word for word', () => {
    const keys = Object.keys(MESSAGES);
    expect(keys.length).toBeGreaterThan(0);
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(en.get(`messages.${key}`), `messages.${key}`).toBe(text);
    }
  });
});
