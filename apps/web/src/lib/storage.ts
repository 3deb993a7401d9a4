import { STORAGE_KEYS } from '@trails/contracts/constants';

/** localStorage that never throws (private mode, disabled storage). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // storage unavailable: the value lives for this page only
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // nothing to do
    }
  },
};

export type TokenKind = 'user' | 'admin';
const tokenKey = (kind: TokenKind) => (kind === 'admin' ? STORAGE_KEYS.adminToken : STORAGE_KEYS.authToken);

export const tokens = {
  get: (kind: TokenKind) => storage.get(tokenKey(kind)),
  set: (kind: TokenKind, token: string) => storage.set(tokenKey(kind), token),
  clear: (kind: TokenKind) => storage.remove(tokenKey(kind)),
  clearAll() {
    storage.remove(STORAGE_KEYS.authToken);
    storage.remove(STORAGE_KEYS.adminToken);
  },
};
