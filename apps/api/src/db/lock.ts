import fs from 'node:fs';
import path from 'node:path';

export interface DirectoryLock {
  release(): void;
}

export class DatabaseLockedError extends Error {
  readonly lockFile: string;
  readonly holderPid: number;

  constructor(lockFile: string, holderPid: number) {
    super(
      `The database in ${lockFile.replace(/\.lock$/, '')} is in use by another process (pid ${holderPid}). ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
    this.name = 'DatabaseLockedError';
    this.lockFile = lockFile;
    this.holderPid = holderPid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process took and has not released. */
const heldByThisProcess = new Set<string>();

/**
 * Take the lock file exclusively (O_EXCL). A lock left by a process that no longer runs is
 * stale and is taken over; a live holder makes this throw DatabaseLockedError. Our own pid in a
 * lock we did not take is stale too: a container restarted after a kill runs as pid 1 again.
 */
export function acquireDirectoryLock(lockFile: string): DirectoryLock {
  const key = path.resolve(lockFile);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      heldByThisProcess.add(key);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldByThisProcess.delete(key);
          try {
            if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holderPid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
      if (Number.isInteger(holderPid) && holderPid > 0 && holderPid !== process.pid && isAlive(holderPid)) {
        throw new DatabaseLockedError(lockFile, holderPid);
      }
      if (holderPid === process.pid && heldByThisProcess.has(key)) throw new DatabaseLockedError(lockFile, holderPid);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${lockFile}`);
}
