// Fails when the API's module folders import each other in a cycle (apps/api/src/modules/<folder>).
// Every import between two folders counts, type-only ones too; a test file's imports do not (a test
// may drive several modules). Run by `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const modulesDir = fileURLToPath(new URL('../apps/api/src/modules/', import.meta.url));
const importPattern = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The folder-to-folder import graph, with one importing file per edge for the message. */
export function folderGraph(dir = modulesDir) {
  /** @type {Map<string, Map<string, string>>} */
  const edges = new Map();
  for (const file of sourceFiles(dir)) {
    const from = path.relative(dir, file).split(path.sep)[0] ?? '';
    if (!path.relative(dir, file).includes(path.sep)) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
      const spec = match[1] ?? match[2];
      if (!spec || !spec.startsWith('.')) continue;
      const target = path.relative(dir, path.resolve(path.dirname(file), spec));
      if (target.startsWith('..') || !target.includes(path.sep)) continue;
      const to = target.split(path.sep)[0] ?? '';
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const out = /** @type {Map<string, string>} */ (edges.get(from));
      if (!out.has(to)) out.set(to, path.relative(dir, file));
    }
  }
  return edges;
}

/**
 * Strongly connected groups of more than one folder (Tarjan), each a cycle to break.
 * @param {Map<string, Map<string, string>>} edges
 */
export function folderCycles(edges) {
  let index = 0;
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {Map<string, number>} */
  const indexOf = new Map();
  /** @type {Map<string, number>} */
  const lowOf = new Map();
  /** @type {string[][]} */
  const cycles = [];
  const visit = (/** @type {string} */ node) => {
    indexOf.set(node, index);
    lowOf.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        lowOf.set(node, Math.min(lowOf.get(node) ?? 0, lowOf.get(next) ?? 0));
      } else if (onStack.has(next)) lowOf.set(node, Math.min(lowOf.get(node) ?? 0, indexOf.get(next) ?? 0));
    }
    if (lowOf.get(node) !== indexOf.get(node)) return;
    /** @type {string[]} */
    const group = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of edges.keys()) if (!indexOf.has(node)) visit(node);
  return cycles;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const edges = folderGraph();
  const cycles = folderCycles(edges);
  if (cycles.length === 0) {
    console.log(`module folders: ${edges.size} importing, no import cycle between them`);
  } else {
    for (const group of cycles) {
      console.error(`import cycle between module folders: ${group.join(', ')}`);
      for (const from of group)
        for (const [to, file] of edges.get(from) ?? [])
          if (group.includes(to)) console.error(`  ${from} -> ${to} (${file})`);
    }
    console.error('Break it: pass what one module needs from the other in through services.ts (a port).');
    process.exitCode = 1;
  }
}
