import { describe, expect, it } from 'vitest';
import { answer, callsTo } from '../../test/api';
import { server } from '../../test/server';
import { dataClient } from './data-client';

describe('dataClient calls', () => {
  it('sends a named operation as the map says, though a plain one has its name (notifications read is a PUT)', async () => {
    server.use(answer('PUT /admin/notifications/:id/read', () => ({ success: true, message: 'Marked as read' })));
    const answered = await dataClient.command('notifications', 3, 'read');
    expect(answered.message).toBe('Marked as read');
    expect(callsTo('PUT /admin/notifications/:id/read').map((call) => call.url.pathname)).toEqual([
      '/api/admin/notifications/3/read',
    ]);
  });
});
