import { describe, expect, it } from 'vitest';
import { activeItem, type NavItem } from './top-bar.tsx';

const NAV: NavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', prefix: '/admin/dashboard' },
  { label: 'Files', to: '/admin/files', prefix: '/admin/files' },
  { label: 'Estates', to: '/admin/data/estates', prefix: '/admin/data/estates' },
  { label: 'Data', to: '/admin/data', prefix: '/admin/data' },
];

describe('the top bar’s current link', () => {
  it('is the one whose prefix the path starts with longest', () => {
    expect(activeItem(NAV, '/admin/data/estates')?.label).toBe('Estates');
    expect(activeItem(NAV, '/admin/data/estates/e-1')?.label).toBe('Estates');
    expect(activeItem(NAV, '/admin/data/assets')?.label).toBe('Data');
    expect(activeItem(NAV, '/admin/data')?.label).toBe('Data');
    expect(activeItem(NAV, '/admin/files/f-1/edit')?.label).toBe('Files');
  });

  it('is none where no prefix fits, and a prefix matches whole segments only', () => {
    expect(activeItem(NAV, '/admin/sync')).toBeUndefined();
    expect(activeItem(NAV, '/admin/data-export')).toBeUndefined();
    expect(activeItem(NAV, '/admin/data/estatesx')?.label).toBe('Data');
  });
});
