import { describe, expect, it } from 'vitest';
import { dataClient, normaliseList } from './data-client';

describe('normaliseList', () => {
  const meta = { page: 2, per_page: 1, total: 3, last_page: 3 };

  it('reads the envelope with its meta', () => {
    expect(normaliseList({ success: true, data: [{ id: 1 }], meta })).toEqual({ data: [{ id: 1 }], meta });
  });

  it('keeps the summary counts a list answer carries', () => {
    const stats = { total: 3, active: 2, blocked: 1, verified: 0 };
    expect(normaliseList({ success: true, data: [{ id: 1 }], meta, stats })).toEqual({
      data: [{ id: 1 }],
      meta,
      stats,
    });
  });

  it('gives an unpaged list one page of everything', () => {
    const single = { page: 1, per_page: 2, total: 2, last_page: 1 };
    expect(normaliseList({ success: true, data: [{ id: 1 }, { id: 2 }] })).toEqual({
      data: [{ id: 1 }, { id: 2 }],
      meta: single,
    });
  });

  it('answers an empty list for nothing usable', () => {
    expect(normaliseList(null).data).toEqual([]);
    expect(normaliseList({ data: null }).data).toEqual([]);
  });
});

describe('dataClient', () => {
  it('refuses a plain operation the map gives another method', async () => {
    await expect(dataClient.read('notifications')).rejects.toThrow('notifications.read is PUT, not GET');
  });

  it('refuses an operation the endpoint map does not give the resource, before any request', async () => {
    await expect(dataClient.action('reviews', 1, 'toggle-block')).rejects.toThrow(
      'The endpoint map has no toggle-block on reviews',
    );
  });
});
