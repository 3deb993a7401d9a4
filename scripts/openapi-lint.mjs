#!/usr/bin/env node
// `npm run lint:openapi`: writes the OpenAPI document the app serves (no server, an in-memory
// database) and lints it with Redocly's recommended rules (redocly.yaml), offline.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-openapi-'));
const file = path.join(dir, 'openapi.json');
/** @param {string} command @param {string[]} args */
const run = (command, args) =>
  spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  }).status;
let status = run(process.execPath, ['apps/api/src/openapi-document.ts', file]);
if (status === 0)
  status = run(process.execPath, [
    path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
    'lint',
    file,
    '--config',
    'redocly.yaml',
  ]);
fs.rmSync(dir, { recursive: true, force: true });
process.exit(status ?? 1);
