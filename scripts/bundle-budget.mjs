#!/usr/bin/env node
// Bundle budgets: the gzipped JavaScript a first view of each public route needs, read from the
// web build's manifest (apps/web/dist/.vite/manifest.json), against the limits in
// scripts/bundle-budget.json; and no chunk a public route loads statically may hold back-office code
// or one of the heavy libraries (map, charts, editor, lightbox, table, dialog), which belong in chunks
// loaded on demand. Exits 1, after printing the table, when a route is over its limit or a forbidden
// module is found. `--json` prints the measurements instead.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const modulesFile = path.join(dist, '.vite/chunk-modules.json');
/** @type {{ goalKb: Record<string, number>, routes: Record<string, { src: string, limitKb: number }>, forbidden: string[] }} */
const budget = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'bundle-budget.json'), 'utf8'));

if (!fs.existsSync(manifestFile) || !fs.existsSync(modulesFile)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}

/** @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[] }} Chunk */
/** @type {Record<string, Chunk>} */
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
/** @type {Record<string, string[]>} */
const chunkModules = JSON.parse(fs.readFileSync(modulesFile, 'utf8'));

/** @param {string} key @returns {Chunk} */
function chunkOf(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  return chunk;
}

const entryKey = Object.keys(manifest).find((key) => chunkOf(key).isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}

/** Manifest keys of a chunk and everything it imports statically, recursively. @param {string} key @param {Set<string>} seen */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunkOf(key).imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** @type {Map<string, number>} */
const gzipCache = new Map();
/** @param {string} file */
function gzipBytes(file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** @param {Iterable<string>} keys */
const totalKb = (keys) => [...keys].reduce((sum, key) => sum + gzipBytes(chunkOf(key).file), 0) / 1024;

const entryKeys = staticClosure(entryKey);
const entryKb = totalKb(entryKeys);
const rows = [];
const problems = [];

for (const [name, { src, limitKb }] of Object.entries(budget.routes)) {
  if (!manifest[src]) {
    problems.push(`${name}: ${src} is not in the manifest (is the route still lazily loaded?)`);
    continue;
  }
  const keys = staticClosure(src, new Set(entryKeys));
  const firstViewKb = totalKb(keys);
  const routeKb = firstViewKb - entryKb;
  const over = firstViewKb > limitKb;
  if (over) problems.push(`${name}: ${firstViewKb.toFixed(1)} KB is over its ${limitKb} KB limit`);
  for (const key of keys) {
    const chunk = chunkOf(key);
    const modules = [chunk.src ?? '', ...(chunkModules[chunk.file] ?? [])];
    for (const pattern of budget.forbidden) {
      const hit = modules.find((module) => module.includes(pattern));
      if (hit) problems.push(`${name}: ${chunk.file} holds ${hit} (${pattern} must load on demand only)`);
    }
  }
  rows.push({ name, chunks: keys.size, routeKb, firstViewKb, limitKb, goalKb: budget.goalKb[name], over });
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ entryKb, rows }, null, 2));
} else {
  const kb = (/** @type {number} */ value) => `${value.toFixed(1)} KB`;
  console.log(`Entry (${entryKeys.size} chunks): ${kb(entryKb)} gzipped\n`);
  const header = ['route', 'chunks', 'route JS', 'first view', 'limit', 'goal', ''];
  const lines = rows.map((row) => [
    row.name,
    String(row.chunks),
    kb(row.routeKb),
    kb(row.firstViewKb),
    kb(row.limitKb),
    row.goalKb
      ? `${kb(row.goalKb)} (${row.firstViewKb > row.goalKb ? `${kb(row.firstViewKb - row.goalKb)} over` : 'met'})`
      : '',
    row.over ? 'OVER' : 'ok',
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  for (const line of [header, widths.map((width) => '-'.repeat(width)), ...lines]) {
    console.log(
      line
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  '),
    );
  }
}

if (problems.length) {
  console.error(`\nBundle budgets failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
