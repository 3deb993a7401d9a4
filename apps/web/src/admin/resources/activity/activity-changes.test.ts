import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES, findResource } from '..';
import { canOpen } from '../types';
import { changeLines, showValue } from './activity-changes';

describe('changeLines', () => {
  it('shows each changed field as before → after; a create only after, a delete only before', () => {
    expect(changeLines({ before: { status: 'new' }, after: { status: 'responded' } })).toEqual([
      { field: 'status', before: 'new', after: 'responded' },
    ]);
    expect(changeLines({ before: null, after: { name: 'Spiti', tags: ['a'] } })).toEqual([
      { field: 'name', before: null, after: 'Spiti' },
      { field: 'tags', before: null, after: '["a"]' },
    ]);
    expect(changeLines({ before: { is_active: true }, after: null })).toEqual([
      { field: 'is_active', before: 'true', after: null },
    ]);
    expect(changeLines({ before: null, after: null })).toEqual([]);
  });

  it('shows nothing as a dash and cuts long values', () => {
    expect(showValue(null)).toBe('—');
    expect(showValue('')).toBe('—');
    expect(showValue('x'.repeat(200))).toHaveLength(80);
  });
});

describe('tab roles', () => {
  it('keeps users, settings, the outbox, coupons and webhooks for admins; the activity log for all staff', () => {
    const adminOnly = ADMIN_RESOURCES.filter((entry) => !canOpen(entry, 'staff')).map((entry) => entry.id);
    expect(adminOnly.sort()).toEqual(['coupons', 'outbox', 'settings', 'users', 'webhooks']);
    expect(canOpen(findResource('users'), 'admin')).toBe(true);
    expect(canOpen(findResource('activity'), 'staff')).toBe(true);
    expect(canOpen(findResource('users'), undefined)).toBe(false);
  });
});
