import { describe, expect, it } from 'vitest';
import { blogFiltersToSearch, blogListParams, parseBlogFilters, tagHref } from './blog-filters';

describe('blog filters in the address', () => {
  it('reads and writes search, category, tag and page', () => {
    const filters = parseBlogFilters(new URLSearchParams('search=%20spiti%20&category=culture&tag=Ladakh&page=3'));
    expect(filters).toEqual({ search: 'spiti', category: 'culture', tag: 'Ladakh', page: 3 });
    expect(blogFiltersToSearch(filters).toString()).toBe('search=spiti&category=culture&tag=Ladakh&page=3');
    expect(blogListParams(filters)).toEqual({ page: 3, search: 'spiti', category: 'culture', tag: 'Ladakh' });
  });

  it('falls back to page 1 and leaves out what is empty', () => {
    const filters = parseBlogFilters(new URLSearchParams('page=-2&search='));
    expect(filters.page).toBe(1);
    expect(blogFiltersToSearch(filters).toString()).toBe('');
    expect(blogListParams(filters)).toEqual({ page: 1 });
    expect(tagHref('night sky')).toBe('/blog?tag=night+sky');
  });
});
