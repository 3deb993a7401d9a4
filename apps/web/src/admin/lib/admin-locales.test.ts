/// <reference types="node" />
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';

// Every locale's keys, plural forms and placeholders are checked for all namespaces in lib/locales.test.ts.

type Tree = { [key: string]: string | Tree };

const en = JSON.parse(readFileSync(new URL('../../../public/locales/en/admin.json', import.meta.url), 'utf8')) as Tree;

describe('admin namespace translations', () => {
  it('has every back-office message under messages.* in English, word for word', () => {
    const messages = en.messages as Record<string, string>;
    for (const [key, text] of Object.entries(ADMIN_MESSAGES)) expect(messages[key], key).toBe(text);
  });
});
