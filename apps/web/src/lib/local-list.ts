import { useSyncExternalStore } from 'react';
import { storage } from './storage';

export interface LocalListItem {
  id: number;
}

export interface LocalList<T extends LocalListItem> {
  read(): T[];
  /** Adds or moves the item to the front; the oldest drop off past `max`. */
  add(item: T): void;
  remove(item: T): void;
  clear(): void;
  has(id: number): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * A small list kept in localStorage (recently viewed, compare), shared by every component that
 * shows it and kept in step across tabs. Unreadable stored data counts as an empty list.
 */
export function createLocalList<T extends LocalListItem>(
  key: string,
  max: number,
  isItem: (value: unknown) => value is T,
  /** Two entries are the same item (defaults to the same id). */
  same: (a: T, b: T) => boolean = (a, b) => a.id === b.id,
): LocalList<T> {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; items: T[] } = { raw: null, items: [] };

  const read = (): T[] => {
    const raw = storage.get(key);
    if (raw === cache.raw) return cache.items;
    let items: T[] = [];
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      items = Array.isArray(parsed) ? parsed.filter(isItem).slice(0, max) : [];
    } catch {
      items = [];
    }
    cache = { raw, items };
    return items;
  };
  const write = (items: T[]) => {
    if (items.length === 0) storage.remove(key);
    else storage.set(key, JSON.stringify(items));
    listeners.forEach((listener) => listener());
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listeners.forEach((listener) => listener());
  };

  return {
    read,
    add: (item) => write([item, ...read().filter((existing) => !same(existing, item))].slice(0, max)),
    remove: (item) => write(read().filter((existing) => !same(existing, item))),
    clear: () => write([]),
    has: (id) => read().some((existing) => existing.id === id),
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The list's items, re-rendering when it changes here or in another tab. */
export function useLocalList<T extends LocalListItem>(list: LocalList<T>): T[] {
  return useSyncExternalStore(list.subscribe, list.read, () => []);
}
