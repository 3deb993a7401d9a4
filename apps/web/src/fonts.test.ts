/// <reference types="node" />
// @vitest-environment node
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

it('the rupee sign font in the repository is the one scripts/rupee-font.mjs cuts from Inter', () => {
  const check = spawnSync(process.execPath, ['scripts/rupee-font.mjs', '--check'], { cwd: root, encoding: 'utf8' });
  expect(check.stdout + check.stderr).toContain('is up to date');
  expect(check.status).toBe(0);
});
