/// <reference types="node" />
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';

type Tree = { [key: string]: string | Tree };

/** Every namespace the app loads: the public site, the back office and the help pages. */
const NAMESPACES = ['common', 'admin', 'info'] as const;
const TRANSLATIONS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function readLocale(locale: string, ns: string): string {
  return readFileSync(new URL(`../../public/locales/${locale}/${ns}.json`, import.meta.url), 'utf8');
}

function load(locale: string, ns: string): Tree {
  return JSON.parse(readLocale(locale, ns)) as Tree;
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

/** The plural forms CLDR gives a language, as i18next suffixes them (`_one`, `_few`, `_many`, `_other`…). */
const pluralCategories = (locale: string) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

/**
 * The keys a locale must have, from English's: a plural (English has `x_one`/`x_other`) takes
 * exactly the locale's CLDR categories, every other key as it is.
 */
function expectedKeys(englishKeys: Iterable<string>, locale: string): Set<string> {
  const keys = [...englishKeys];
  const plurals = new Set(keys.filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length)));
  const out = new Set<string>();
  for (const key of keys) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base === key || !plurals.has(base)) out.add(key);
  }
  for (const base of plurals) for (const category of pluralCategories(locale)) out.add(`${base}_${category}`);
  return out;
}

/** What a locale lacks and what it has that English does not, plural forms counted per CLDR. */
function keyDifferences(englishKeys: Iterable<string>, locale: string, localeKeys: Iterable<string>) {
  const expected = expectedKeys(englishKeys, locale);
  const actual = new Set(localeKeys);
  return {
    missing: [...expected].filter((key) => !actual.has(key)).sort(),
    extra: [...actual].filter((key) => !expected.has(key)).sort(),
  };
}

/** The English text a translated key renders: a `_few`/`_many` form translates English's `_other`. */
function englishSource(en: Map<string, unknown>, key: string): unknown {
  if (en.has(key)) return en.get(key);
  const base = key.replace(PLURAL_SUFFIX, '');
  return base === key ? undefined : en.get(`${base}_other`);
}

/** What a translation must carry over: `{{values}}`, `{server}` values, `$t(nesting)` and `<tags>`. */
function tokens(text: string): string[] {
  return [
    ...text.matchAll(/\{\{\s*[^}]+?\s*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+\s*\/?>|(?<!\{)\{[A-Za-z]+\}(?!\})/g),
  ].map((m) => m[0].replace(/\s+/g, ''));
}

describe('the key check', () => {
  const english = ['a', 'seats_one', 'seats_other', 'nested.b'];

  it('passes a locale with English keys and its own plural forms', () => {
    expect(keyDifferences(english, 'de', ['a', 'seats_one', 'seats_other', 'nested.b'])).toEqual({
      missing: [],
      extra: [],
    });
    expect(keyDifferences(english, 'fr', ['a', 'seats_one', 'seats_many', 'seats_other', 'nested.b']).extra).toEqual(
      [],
    );
  });

  it('reports a missing key, an extra key and plural forms the language does not have', () => {
    expect(keyDifferences(english, 'de', ['a', 'seats_one', 'seats_other', 'seats_many', 'c'])).toEqual({
      missing: ['nested.b'],
      extra: ['c', 'seats_many'],
    });
    expect(keyDifferences(english, 'es', ['a', 'seats_one', 'seats_other', 'nested.b']).missing).toEqual([
      'seats_many',
    ]);
  });
});

describe.each(NAMESPACES)('%s.json', (ns) => {
  const en = leaves(load('en', ns));

  it.each(['en', ...TRANSLATIONS])('%s is valid JSON of nested, non-empty string leaves', (locale) => {
    const parsed = JSON.parse(readLocale(locale, ns)) as unknown;
    expect(parsed).toBeTypeOf('object');
    expect(Array.isArray(parsed)).toBe(false);
    const bad = [...leaves(parsed as Tree)]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it.each(['en', ...TRANSLATIONS])(
    '%s has exactly the English keys, with the plural forms CLDR gives the language',
    (locale) => {
      expect(keyDifferences(en.keys(), locale, leaves(load(locale, ns)).keys())).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(TRANSLATIONS)('%s keeps every {{value}}, $t() and tag of the English text, and adds none', (locale) => {
    const wrong: string[] = [];
    for (const [key, value] of leaves(load(locale, ns))) {
      const source = englishSource(en, key);
      if (typeof source !== 'string' || typeof value !== 'string') continue;
      const want = tokens(source);
      const have = tokens(value);
      for (const token of want) if (!have.includes(token)) wrong.push(`${key}: lost ${token}`);
      for (const token of have) if (!want.includes(token)) wrong.push(`${key}: added ${token}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('server messages', () => {
  it('has every server and form message under messages.* in English, word for word', () => {
    const en = leaves(load('en', 'common'));
    const keys = Object.keys(MESSAGES);
    expect(keys.length).toBeGreaterThan(0);
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(en.get(`messages.${key}`), `messages.${key}`).toBe(text);
    }
  });
});
