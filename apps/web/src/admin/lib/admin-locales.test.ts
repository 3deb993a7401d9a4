/// <reference types="node" />
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@trails/contracts';

type Tree = { [key: string]: string | Tree };

/** Headings and buttons every partial translation carries; the rest falls back to English. */
const PARTIAL_REQUIRED = ['actions.cancel', 'actions.save', 'actions.saving', 'actions.edit', 'actions.delete', 'destinations.title', 'destinations.add', 'destinations.create', 'destinations.edit'];

const load = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../../public/locales/${locale}/admin.json`, import.meta.url), 'utf8')) as Tree;

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const [k, v] of leaves(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[0]);
const en = leaves(load('en'));

describe('admin namespace translations', () => {
  it('Hindi has exactly the English keys, every leaf a non-empty string', () => {
    const hi = leaves(load('hi'));
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of [...en, ...hi]) expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
  });

  it.each(['es', 'fr', 'de'])('%s has only English keys and the headings and buttons', (locale) => {
    const tr = leaves(load(locale));
    expect([...tr.keys()].filter((key) => !en.has(key))).toEqual([]);
    expect(PARTIAL_REQUIRED.filter((key) => !tr.has(key))).toEqual([]);
  });

  it.each(['hi', 'es', 'fr', 'de'])('%s keeps every {{placeholder}}', (locale) => {
    const lost: string[] = [];
    for (const [key, value] of leaves(load(locale))) {
      const source = en.get(key);
      if (typeof source !== 'string' || typeof value !== 'string') continue;
      for (const p of placeholders(source)) if (!value.includes(p)) lost.push(`${key}: ${p}`);
    }
    expect(lost).toEqual([]);
  });

  it('has every back-office message under messages.* in English, word for word', () => {
    for (const [key, text] of Object.entries(ADMIN_MESSAGES)) expect(en.get(`messages.${key}`), key).toBe(text);
  });
});
