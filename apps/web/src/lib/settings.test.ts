import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { initialSettings, seedSettings, settingsQuery } from './settings';

/** A page whose `#initial-settings` element holds `text` (or that has none). */
const pageWith = (text: string | null) =>
  ({
    getElementById: (id: string) => (id === 'initial-settings' && text !== null ? { textContent: text } : null),
  }) as unknown as Document;

describe('initial settings', () => {
  it('reads the JSON the server put into the page and seeds the settings query with it', () => {
    const page = pageWith('{"site_name":"Trails \\u003c/script>","currency":"INR"}');
    expect(initialSettings(page)).toEqual({ site_name: 'Trails </script>', currency: 'INR' });
    const client = new QueryClient();
    seedSettings(client, page);
    expect(client.getQueryData(settingsQuery.queryKey)).toMatchObject({ currency: 'INR' });
  });

  it('leaves the cache alone without the element or with a broken value', () => {
    for (const text of [null, '', '{broken', '[1]', 'null']) {
      expect(initialSettings(pageWith(text))).toBeUndefined();
      const client = new QueryClient();
      seedSettings(client, pageWith(text));
      expect(client.getQueryData(settingsQuery.queryKey)).toBeUndefined();
    }
    expect(initialSettings(undefined)).toBeUndefined();
  });
});
