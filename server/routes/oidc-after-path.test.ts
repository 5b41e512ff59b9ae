import { describe, expect, it } from 'vitest';
import { afterPathOf } from './oidc.ts';

/**
 * Where a provider sign-in or confirmation goes back to (docs/oidc.md): a path inside the app,
 * judged as the browser will read the Location it becomes, after normalising.
 */
describe('the path followed after a provider sign-in', () => {
  it('keeps a path inside the admin area or the portal, with its search', () => {
    expect(afterPathOf('/admin/profile')).toBe('/admin/profile');
    expect(afterPathOf('/admin/data/estates/1?tab=accounts')).toBe('/admin/data/estates/1?tab=accounts');
    expect(afterPathOf('/portal')).toBe('/portal');
    // Normalised as the browser would, and kept when it stays inside.
    expect(afterPathOf('/admin/files/../profile')).toBe('/admin/profile');
  });

  it('refuses what normalises to another site or outside the app', () => {
    for (const evil of [
      '/admin/..//evil.example',
      '/admin/..\\/evil.example',
      '/admin/../..//evil.example/x',
      '/portal/..//evil.example',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/admin/',
      '/admin/../login',
      '/api/auth/logout',
      `/admin/${'a'.repeat(520)}`,
      '',
      undefined,
    ])
      expect(afterPathOf(evil), String(evil)).toBeNull();
  });
});
