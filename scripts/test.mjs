#!/usr/bin/env node
// `npm test`: typecheck, lint, formatting (prettier --check), migration check, API document lint, unit + API tests on PGlite and the web app's
// component tests (happy-dom, MSW; vitest.config.ts projects), API tests on PostgreSQL
// when TEST_DATABASE_URL is set, then browser tests when a Chromium is found. Ends with the line
// "N passed, N failed" (static checks count as one test each).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

/** @param {string} label @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✖'} ${label} (${seconds} s)`);
  return ok;
}

/** A static check counts as one test. @param {string} label @param {boolean} ok */
function tally(label, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

/** @param {string} label @param {string} command @param {string[]} args */
function check(label, command, args) {
  tally(label, run(label, command, args));
}

/**
 * Static checks side by side (each is one process on one core), each one's output printed whole
 * when it ends; each counts as one test.
 * @param {[label: string, command: string, args: string[]][]} checks
 */
async function checksTogether(checks) {
  const results = await Promise.all(
    checks.map(
      ([label, command, args]) =>
        /** @type {Promise<{ label: string, ok: boolean, output: string, seconds: string }>} */ (
          new Promise((resolve) => {
            const started = Date.now();
            const child = spawn(command, args, { cwd: root, env: process.env });
            let output = '';
            child.stdout.on('data', (chunk) => (output += chunk));
            child.stderr.on('data', (chunk) => (output += chunk));
            const done = (/** @type {boolean} */ ok) =>
              resolve({ label, ok, output, seconds: ((Date.now() - started) / 1000).toFixed(1) });
            child.on('error', (error) => {
              output += String(error);
              done(false);
            });
            child.on('close', (code) => done(code === 0));
          })
        ),
    ),
  );
  for (const { label, ok, output, seconds } of results) {
    console.log(`\n▶ ${label}`);
    if (output.trim()) console.log(output.trimEnd());
    console.log(`${ok ? '✔' : '✖'} ${label} (${seconds} s)`);
    tally(label, ok);
  }
}

/** @param {string} label @param {string[]} args @param {Record<string, string>} [env] */
function vitest(label, args, env = {}) {
  const outputFile = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`, ...args],
    env,
  );
  let counted = false;
  if (fs.existsSync(outputFile)) {
    const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    counted = report.numTotalTests > 0;
    if (report.numFailedTests > 0 || !report.success) failures.push(label);
  }
  if (!ok && !counted) {
    totals.failed += 1;
    failures.push(label);
  }
}

function findChrome() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

await checksTogether([
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['formatting (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level=warn']],
  ['module import cycles', 'node', ['scripts/module-cycles.mjs']],
  ['migrations match the schema', 'npm', ['run', '--silent', 'db:check']],
  ['API document lint (Redocly recommended rules, strict)', 'npm', ['run', '--silent', 'lint:openapi']],
]);
vitest('unit and API tests (PGlite)', []);
if (process.env.TEST_DATABASE_URL) {
  vitest('API tests (PostgreSQL)', ['apps/api/src'], { TEST_DB: 'postgres' });
} else {
  console.log('\n• TEST_DATABASE_URL not set: API tests on PostgreSQL skipped');
}

const chrome = findChrome();
if (chrome) {
  check('build web app', 'npm', ['run', '--silent', 'build']);
  check('bundle budgets', process.execPath, ['scripts/bundle-budget.mjs']);
  check('npm start serves the site in production mode', process.execPath, ['scripts/start-check.mjs']);
  vitest('browser tests (Chromium)', ['--config', 'e2e/vitest.config.ts'], { CHROME_PATH: chrome });
} else if (process.env.REQUIRE_BROWSER === '1') {
  console.log('\n✖ No Chromium found (set CHROME_PATH) and REQUIRE_BROWSER=1');
  totals.failed += 1;
  failures.push('browser tests (no Chromium)');
} else {
  console.log('\n• No Chromium found (set CHROME_PATH): browser tests skipped');
}

fs.rmSync(reportDir, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length || totals.failed ? 1 : 0);
