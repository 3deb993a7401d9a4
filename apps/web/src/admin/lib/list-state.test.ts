import { describe, expect, it } from 'vitest';
import { nextSort, readListState, writeListState, type ListConfig } from './list-state';

const config: ListConfig = {
  sorts: ['name', 'created_at'],
  defaultSort: 'created_at',
  defaultDirection: 'desc',
  filters: [
    {
      key: 'is_active',
      labelKey: 'status',
      options: [
        { value: 'true', labelKey: 'active' },
        { value: 'false', labelKey: 'inactive' },
      ],
    },
  ],
};

describe('list state in the address', () => {
  it('reads valid values and falls back to the defaults for anything else', () => {
    expect(
      readListState(new URLSearchParams('search=kul&is_active=true&sort=name&direction=asc&page=3'), config),
    ).toEqual({
      page: 3,
      sort: 'name',
      direction: 'asc',
      search: 'kul',
      filters: { is_active: 'true' },
    });
    expect(readListState(new URLSearchParams('is_active=maybe&sort=password&direction=up&page=-2'), config)).toEqual({
      page: 1,
      sort: 'created_at',
      direction: 'desc',
      search: '',
      filters: {},
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const state = {
      page: 2,
      sort: 'name',
      direction: 'asc' as const,
      search: ' kul ',
      filters: { is_active: 'false' },
    };
    const written = writeListState(state, config);
    expect(written.toString()).toBe('search=kul&is_active=false&sort=name&direction=asc&page=2');
    expect(readListState(written, config)).toEqual({ ...state, search: 'kul' });
    expect(writeListState(readListState(new URLSearchParams(), config), config).toString()).toBe('');
  });

  it('flips the direction of the same column and starts another ascending', () => {
    expect(nextSort({ sort: 'name', direction: 'asc' }, 'name')).toEqual({ sort: 'name', direction: 'desc' });
    expect(nextSort({ sort: 'name', direction: 'desc' }, 'name')).toEqual({ sort: 'name', direction: 'asc' });
    expect(nextSort({ sort: 'name', direction: 'desc' }, 'created_at')).toEqual({
      sort: 'created_at',
      direction: 'asc',
    });
  });
});
