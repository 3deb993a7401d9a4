import { describe, expect, it } from 'vitest';
import { initialTheme, isAdminPath } from './theme';

describe('initialTheme', () => {
  it('uses the stored choice first', () => {
    expect(initialTheme('dark', false)).toBe('dark');
    expect(initialTheme('light', true)).toBe('light');
  });

  it('follows the system when nothing (or nonsense) is stored', () => {
    expect(initialTheme(null, true)).toBe('dark');
    expect(initialTheme(null, false)).toBe('light');
    expect(initialTheme('purple', true)).toBe('dark');
  });

  it('gives the page’s default before the system’s when nothing is stored (the back office: light)', () => {
    expect(initialTheme(null, true, 'light')).toBe('light');
    expect(initialTheme('dark', false, 'light')).toBe('dark');
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/reviews')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/')).toBe(false);
  });
});
