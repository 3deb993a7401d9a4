import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDirectory, type DatabaseHandle } from './client.ts';
import { DatabaseLockedError } from './lock.ts';

let dataDir: string;
const opened: DatabaseHandle[] = [];

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-pglite-'));
});
afterAll(async () => {
  for (const handle of opened) await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function open(): Promise<DatabaseHandle> {
  const handle = await openPgliteDirectory(dataDir);
  opened.push(handle);
  return handle;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('openPgliteDirectory', () => {
  it('initialises pgdata, guards it with a lock, and keeps data across a close and reopen', async () => {
    const started = Date.now();
    const lockFile = path.join(dataDir, 'pgdata.lock');

    const first = await open();
    expect(first.driver).toBe('pglite');
    expect(fs.statSync(path.join(dataDir, 'pgdata')).isDirectory()).toBe(true);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('pgdata.init-'))).toEqual([]);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));

    await first.db.execute(sql`create table trail_notes (id serial primary key, body text not null)`);
    await first.db.execute(sql`insert into trail_notes (body) values ('Hampta Pass'), ('Triund')`);

    // A second open while the first is open is refused and does not disturb the first.
    await expect(openPgliteDirectory(dataDir)).rejects.toThrow(DatabaseLockedError);
    await expect(openPgliteDirectory(dataDir)).rejects.toThrow(`pid ${process.pid}`);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    expect(rowsOf(await first.db.execute(sql`select count(*)::int as n from trail_notes`))).toEqual([{ n: 2 }]);

    await first.close();
    expect(fs.existsSync(lockFile)).toBe(false);
    await first.close(); // a second close is harmless

    const second = await open();
    expect(rowsOf(await second.db.execute(sql`select body from trail_notes order by id`))).toEqual([
      { body: 'Hampta Pass' },
      { body: 'Triund' },
    ]);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['pgdata', 'pgdata.lock']);
    await second.close();
    expect(fs.existsSync(lockFile)).toBe(false);

    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('starts despite half-built init folders an interrupted first start left, and removes them', async () => {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-pglite-'));
    try {
      // What a start killed during initialisation leaves: this pid (a restarted container) and another.
      for (const name of [`pgdata.init-${process.pid}`, 'pgdata.init-4242']) {
        fs.mkdirSync(path.join(fresh, name, 'base'), { recursive: true });
        fs.writeFileSync(path.join(fresh, name, 'PG_VERSION'), '17');
      }
      const handle = await openPgliteDirectory(fresh);
      expect(rowsOf(await handle.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
      expect(fs.readdirSync(fresh).sort()).toEqual(['pgdata', 'pgdata.lock']);
      await handle.close();
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });
});
