import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DatabaseLockedError } from './lock.ts';

let dir: string;
let lockFile: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-lock-'));
});
afterEach(() => {
  fs.rmSync(lockFile, { force: true });
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

let counter = 0;
function freshLockFile(): string {
  counter += 1;
  lockFile = path.join(dir, `pgdata-${counter}.lock`);
  return lockFile;
}

/** The pid of a node process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  const [code] = await once(child, 'exit');
  expect(code).toBe(0);
  return child.pid!;
}

/** A node process that keeps running until killed. */
async function liveChild(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child;
}

describe('acquireDirectoryLock', () => {
  it('creates the lock file holding this process’s pid, and release removes it', () => {
    const file = freshLockFile();
    const lock = acquireDirectoryLock(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
    expect(() => lock.release()).not.toThrow();
  });

  it('refuses a second acquire in the same process, naming the pid, and keeps the first lock', () => {
    const file = freshLockFile();
    const lock = acquireDirectoryLock(file);
    let caught: unknown;
    try {
      acquireDirectoryLock(file);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DatabaseLockedError);
    const locked = caught as DatabaseLockedError;
    expect(locked.holderPid).toBe(process.pid);
    expect(locked.lockFile).toBe(file);
    expect(locked.message).toContain(`pid ${process.pid}`);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));

    lock.release();
    const again = acquireDirectoryLock(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    again.release();
  });

  it('takes over a stale lock left by a process that no longer runs', async () => {
    const file = freshLockFile();
    const pid = await deadPid();
    fs.writeFileSync(file, String(pid));
    const lock = acquireDirectoryLock(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('takes over a lock holding this process’s pid that this process did not take (a restarted container)', () => {
    const file = freshLockFile();
    fs.writeFileSync(file, String(process.pid));
    const lock = acquireDirectoryLock(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    expect(() => acquireDirectoryLock(file)).toThrow(DatabaseLockedError);
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('takes over an empty or unreadable lock file', () => {
    for (const content of ['', 'not a pid', '-5', '0']) {
      const file = freshLockFile();
      fs.writeFileSync(file, content);
      const lock = acquireDirectoryLock(file);
      expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
      lock.release();
    }
  });

  it('throws while another live process holds the lock, naming its pid, and leaves its file alone', async () => {
    const file = freshLockFile();
    const child = await liveChild();
    fs.writeFileSync(file, String(child.pid));
    expect(() => acquireDirectoryLock(file)).toThrow(DatabaseLockedError);
    expect(() => acquireDirectoryLock(file)).toThrow(`pid ${child.pid}`);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(child.pid));

    child.kill('SIGKILL');
    await once(child, 'exit');
    const lock = acquireDirectoryLock(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('does not delete a lock file that another process took after ours was released elsewhere', async () => {
    const file = freshLockFile();
    const lock = acquireDirectoryLock(file);
    const child = await liveChild();
    fs.writeFileSync(file, String(child.pid));
    lock.release();
    expect(fs.readFileSync(file, 'utf8')).toBe(String(child.pid));
    child.kill('SIGKILL');
    await once(child, 'exit');
  });
});
