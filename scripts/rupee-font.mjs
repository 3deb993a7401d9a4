#!/usr/bin/env node
// Writes apps/web/src/assets/fonts/inter-rupee-wght-normal.woff2: the rupee sign (₹) alone, cut
// from @fontsource-variable/inter's Latin Extended file with its weight axis kept (1.2 KB).
// Every price on the site shows ₹, and without this file the browser downloads the whole Latin
// Extended subset (85 KB) for that one character. Run it again after updating Inter; the web
// tests check (with --check) that the file in the repository is what this script writes.
//
//   node scripts/rupee-font.mjs            writes the file
//   node scripts/rupee-font.mjs --check    exits with 1 when the file differs from what it would write
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const RUPEE_FONT = path.join(root, 'apps/web/src/assets/fonts/inter-rupee-wght-normal.woff2');

/** The rupee-only font, as bytes. */
async function rupeeFont() {
  const require = createRequire(path.join(root, 'apps/web/package.json'));
  const source = fs.readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'));
  return Buffer.from(await subsetFont(source, '\u20B9', { targetFormat: 'woff2' }));
}

const bytes = await rupeeFont();
const file = path.relative(root, RUPEE_FONT);
if (process.argv.includes('--check')) {
  const same = fs.existsSync(RUPEE_FONT) && bytes.equals(fs.readFileSync(RUPEE_FONT));
  console.log(same ? `${file} is up to date` : `${file} differs: run node scripts/rupee-font.mjs`);
  process.exitCode = same ? 0 : 1;
} else {
  fs.writeFileSync(RUPEE_FONT, bytes);
  console.log(`${file}: ${bytes.length} bytes`);
}
