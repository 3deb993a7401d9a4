import fs from 'node:fs';

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

/**
 * Take the lock file exclusively (O_EXCL). A lock left by a process that no longer runs is
 * stale and is taken over; a live holder makes this throw DatabaseLockedError.
 */
export function acquireDirectoryLock(lockFile: string): DirectoryLock {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
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
      if (holderPid === process.pid) throw new DatabaseLockedError(lockFile, holderPid);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${lockFile}`);
}
