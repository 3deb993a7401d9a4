// The web app's build and whether it is current. A build records a hash of everything it was made
// from (sources, public files, config, contracts, lockfile) in dist/.build-inputs; a build whose
// recorded hash differs from the sources' is out of date.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
export const distDir = path.join(webDir, 'dist');
/** The server's build of the public pages' first view (src/entry-server.tsx). */
export const serverDistDir = path.join(webDir, 'dist-server');
const stampFile = path.join(distDir, '.build-inputs');

const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
];

/** @param {string} entry @returns {string[]} every file under entry, sorted */
function filesUnder(entry) {
  const absolute = path.join(root, entry);
  if (!fs.existsSync(absolute)) return [];
  if (!fs.statSync(absolute).isDirectory()) return [entry];
  return fs
    .readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)))
    .sort();
}

/** A hash of the build's inputs: paths and contents. */
export function inputsHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder)) {
    hash
      .update(file.split(path.sep).join('/'))
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Why the build must be made again, or null when it is current. */
export function staleReason() {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return 'no build yet';
  if (!fs.existsSync(path.join(serverDistDir, 'entry-server.js'))) return 'no server build yet';
  const recorded = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  return recorded === inputsHash() ? null : 'the sources changed since the last build';
}

/**
 * Builds the web app with Vite on this Node, for browsers (dist/) and for the server's first views
 * (dist-server/), and records what they were built from.
 */
export function buildWeb() {
  const hash = inputsHash();
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']]) {
    const result = spawnSync(process.execPath, [vite, ...args], { cwd: webDir, stdio: 'inherit' });
    if (result.status !== 0) return false;
  }
  fs.writeFileSync(stampFile, `${hash}\n`);
  return true;
}

// `npm run build`: build now, whatever the recorded hash says.
if (import.meta.main && !buildWeb()) process.exit(1);
