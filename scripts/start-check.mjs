#!/usr/bin/env node
// Checks the README's start command as a newcomer runs it: `npm start` on an empty data folder
// serves the site in production mode on Node 24, and a second start reuses the build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-start-'));

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs `npm start` until the site answers; returns everything it printed. @param {number} port */
async function startOnce(port) {
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const home = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
      if (home?.ok) {
        const html = await home.text();
        if (!html.includes('<div id="root"')) throw new Error('the home page is not the web app');
        return output;
      }
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`npm start did not serve the site:\n${output}`);
  } finally {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGINT');
    await exited;
  }
}

/** @param {boolean} condition @param {string} message */
function expect(condition, message) {
  if (!condition) throw new Error(message);
}

try {
  const port = await freePort();
  const first = await startOnce(port);
  expect(/\(production, Node v24\./.test(first), `expected production mode on Node 24:\n${first}`);
  const second = await startOnce(port);
  expect(!second.includes('Building the web app'), `a second start rebuilt an unchanged build:\n${second}`);
  console.log('npm start: production mode on Node 24; the second start reused the build');
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
