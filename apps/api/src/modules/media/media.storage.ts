import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live, by key (`blogs/2026/11/ab12-960.webp`); the database keeps the URL. */
export interface MediaStorage {
  /** Stores the bytes under the key and answers the public URL they are served from. */
  put(key: string, body: Buffer, contentType: string): Promise<{ url: string }>;
  /** Removes a stored file; a missing one is no error. */
  remove(key: string): Promise<void>;
  /** The key of a URL this storage answered, or null for any other address. */
  keyOf(url: string): string | null;
}

/** Public URLs of uploads start here; the page routes serve the directory under it. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Keys are made by the server; anything that could leave the directory is refused. */
export function checkedKey(key: string): string {
  if (
    !/^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]{2,5}$/i.test(key) ||
    key.split('/').some((part) => part === '' || part === '..')
  ) {
    throw new Error(`invalid media key: ${key}`);
  }
  return key;
}

/** The key of a URL under the prefix, when it is one a storage could have made. */
export function keyUnder(prefix: string, url: string): string | null {
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  try {
    return checkedKey(key);
  } catch {
    return null;
  }
}

/**
 * Files in a local directory (DATA_DIR/uploads), written to a temporary name and renamed, so a
 * reader never sees half a file. Fits one server; several servers need an object store behind the
 * same interface.
 */
export function createLocalMediaStorage(root: string): MediaStorage {
  return {
    async put(key, body) {
      const target = path.join(root, checkedKey(key));
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, target);
      return { url: `${UPLOADS_URL_PREFIX}${key}` };
    },
    async remove(key) {
      await fs.rm(path.join(root, checkedKey(key)), { force: true });
    },
    keyOf: (url) => keyUnder(UPLOADS_URL_PREFIX, url),
  };
}
