import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createPublicQueryClient, PUBLIC_QUERY, resetForNewIdentity } from './query-client';

const sessionKey = ['auth', 'user'] as const;

describe('resetForNewIdentity', () => {
  it("drops the previous account's data and keeps the session's own profile", async () => {
    const client = createPublicQueryClient();
    client.setQueryData(sessionKey, { id: 2, name: 'Next traveller' });
    client.setQueryData(['wishlist'], { data: [{ id: 1, tour_id: 7 }] });
    client.setQueryData(['tours', 'detail', 'spiti'], { data: { id: 7 } });

    await resetForNewIdentity(client, sessionKey);

    expect(client.getQueryData(['wishlist'])).toBeUndefined();
    expect(client.getQueryData(['tours', 'detail', 'spiti'])).toBeUndefined();
    expect(client.getQueryData(sessionKey)).toEqual({ id: 2, name: 'Next traveller' });
  });

  it('keeps what was asked for without a token', async () => {
    const client = createPublicQueryClient();
    const observer = new QueryObserver(client, {
      queryKey: ['settings'],
      meta: PUBLIC_QUERY,
      queryFn: () => ({ currency: 'INR' }),
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(client.getQueryData(['settings'])).toEqual({ currency: 'INR' }));

    await resetForNewIdentity(client, sessionKey);
    expect(client.getQueryData(['settings'])).toEqual({ currency: 'INR' });
    unsubscribe();
  });

  it('clears what a mounted screen shows, and fetches it again as the new account', async () => {
    const client = createPublicQueryClient();
    const owners: string[] = [];
    let owner = 'first';
    const observer = new QueryObserver(client, {
      queryKey: ['wishlist'],
      queryFn: async () => {
        owners.push(owner);
        return { owner };
      },
    });
    const results: Array<{ owner: string } | undefined> = [];
    const unsubscribe = observer.subscribe((result) => results.push(result.data));
    await vi.waitFor(() => expect(results.at(-1)).toEqual({ owner: 'first' }));

    owner = 'second';
    await resetForNewIdentity(client, sessionKey);
    expect(results).toContain(undefined);
    expect(results.at(-1)).toEqual({ owner: 'second' });
    expect(owners).toEqual(['first', 'second']);
    unsubscribe();
  });

  it('leaves a signed-out screen empty when its query needs a session', async () => {
    const client = createPublicQueryClient();
    client.setQueryData(['wishlist'], { data: [{ id: 1 }] });
    const observer = new QueryObserver(client, {
      queryKey: ['wishlist'],
      enabled: false,
      queryFn: () => ({ data: [] }),
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().data).toEqual({ data: [{ id: 1 }] });

    await resetForNewIdentity(client, sessionKey);
    expect(observer.getCurrentResult().data).toBeUndefined();
    unsubscribe();
  });
});
