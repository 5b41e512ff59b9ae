import { describe, expect, it } from 'vitest';
import {
  breadcrumbsForPath,
  buildBreadcrumbs,
  type Crumb,
  type CrumbRoute,
  HOME_CRUMB,
  recordTypeParent,
} from './breadcrumb-paths.ts';

const home: Crumb = { label: 'Home', href: '/admin/dashboard', icon: 'home' };

describe('buildBreadcrumbs', () => {
  it('starts with the home crumb and leaves the last crumb unlinked', () => {
    const routes: CrumbRoute[] = [{ path: '/admin' }, { path: '/admin/profile', breadcrumb: 'Profile' }];
    expect(buildBreadcrumbs(routes)).toEqual([home, { label: 'Profile' }]);
  });

  it('adds a parent before its child, linking under /admin', () => {
    const routes: CrumbRoute[] = [
      { path: '/admin/files/create', breadcrumb: 'Create File', parent: { label: 'Files', path: 'files' } },
    ];
    expect(buildBreadcrumbs(routes)).toEqual([
      home,
      { label: 'Files', href: '/admin/files' },
      { label: 'Create File' },
    ]);
  });

  it('fills route parameters into links and labels', () => {
    const routes: CrumbRoute[] = [
      { path: '/admin/files/$id', breadcrumb: ({ params }) => `File ${params.id}` },
      { path: '/admin/files/$id/notes', breadcrumb: 'Notes' },
    ];
    expect(buildBreadcrumbs(routes, { id: 'f 1' })).toEqual([
      home,
      { label: 'File f 1', href: '/admin/files/f%201' },
      { label: 'Notes' },
    ]);
  });

  it('uses loaded data when a label needs it', () => {
    const routes: CrumbRoute[] = [
      {
        path: '/admin/data/estates/$id',
        breadcrumb: ({ params, data }) => data.estateName || `Estate ${params.id}`,
      },
    ];
    expect(buildBreadcrumbs(routes, { id: 'e1' })).toEqual([home, { label: 'Estate e1' }]);
    expect(buildBreadcrumbs(routes, { id: 'e1' }, { estateName: 'Estate of Jane Doe' })).toEqual([
      home,
      { label: 'Estate of Jane Doe' },
    ]);
  });

  it('skips routes without a label and crumbs already in the trail', () => {
    const files: CrumbRoute = { path: '/admin/files', breadcrumb: 'Files' };
    const routes: CrumbRoute[] = [
      { path: '/admin' },
      files,
      files,
      { path: '/admin/files/create', breadcrumb: 'Create File', parent: { label: 'Files', path: '/files/' } },
      { path: '/admin/files/create/x', breadcrumb: () => undefined },
    ];
    expect(buildBreadcrumbs(routes)).toEqual([
      home,
      { label: 'Files', href: '/admin/files' },
      { label: 'Create File' },
    ]);
  });

  it('keeps the home link when nothing else matched', () => {
    expect(buildBreadcrumbs([])).toEqual([home]);
  });

  it('never lets a caller change the shared home crumb', () => {
    const trail = buildBreadcrumbs([{ path: '/admin/profile', breadcrumb: 'Profile' }]);
    trail[0]!.label = 'changed';
    expect(HOME_CRUMB.label).toBe('Home');
  });
});

describe('breadcrumbsForPath', () => {
  const cases: [string, Crumb[]][] = [
    ['/admin', [home]],
    ['/admin/dashboard', [home, { label: 'Dashboard' }]],
    ['/admin/files', [home, { label: 'Files' }]],
    ['/admin/files/create', [home, { label: 'Files', href: '/admin/files' }, { label: 'Create File' }]],
    ['/admin/files/0193', [home, { label: 'Files', href: '/admin/files' }, { label: 'File 0193' }]],
    ['/admin/accounts', [home, { label: 'Accounts' }]],
    [
      '/admin/accounts/create',
      [home, { label: 'Accounts', href: '/admin/accounts' }, { label: 'Create Account' }],
    ],
    ['/admin/accounts/a-7', [home, { label: 'Accounts', href: '/admin/accounts' }, { label: 'Account a-7' }]],
    ['/admin/data', [home, { label: 'Data' }]],
    ['/admin/data/estates', [home, { label: 'Data', href: '/admin/data' }, { label: 'Estates' }]],
    [
      '/admin/data/estates/create',
      [
        home,
        { label: 'Data', href: '/admin/data' },
        { label: 'Estates', href: '/admin/data/estates' },
        { label: 'Create Estate' },
      ],
    ],
    [
      '/admin/data/estates/e-42',
      [
        home,
        { label: 'Data', href: '/admin/data' },
        { label: 'Estates', href: '/admin/data/estates' },
        { label: 'Estate e-42' },
      ],
    ],
    ['/admin/data/files', [home, { label: 'Data', href: '/admin/data' }, { label: 'Files' }]],
    ['/admin/data/documents', [home, { label: 'Data', href: '/admin/data' }, { label: 'Documents' }]],
    ['/admin/data/organizations', [home, { label: 'Data', href: '/admin/data' }, { label: 'Organizations' }]],
    ['/admin/profile', [home, { label: 'Profile' }]],
    ['/admin/sync', [home, { label: 'Sync' }]],
    [
      '/admin/asset/create',
      [home, { label: 'Assets', href: '/admin/data/assets' }, { label: 'Create Asset' }],
    ],
    [
      '/admin/bank-account/create',
      [home, { label: 'Accounts', href: '/admin/accounts' }, { label: 'Create Bank Account' }],
    ],
    [
      '/admin/beneficiary/create',
      [home, { label: 'Parties', href: '/admin/data/parties' }, { label: 'Create Beneficiary' }],
    ],
    [
      '/admin/transaction/create',
      [home, { label: 'Transactions', href: '/admin/data/transactions' }, { label: 'Create Transaction' }],
    ],
    [
      '/admin/report/create',
      [home, { label: 'Documents', href: '/admin/data/documents' }, { label: 'Create Report' }],
    ],
    [
      '/admin/transaction/t-1/edit',
      [home, { label: 'Transactions', href: '/admin/data/transactions' }, { label: 'Edit Transaction' }],
    ],
    [
      '/admin/party/p-1/edit',
      [home, { label: 'Parties', href: '/admin/data/parties' }, { label: 'Edit Party' }],
    ],
    [
      '/admin/asset/a-1/edit',
      [home, { label: 'Assets', href: '/admin/data/assets' }, { label: 'Edit Asset' }],
    ],
    ['/admin/nowhere', [home]],
    ['/', [home]],
    ['/login', [home]],
  ];

  for (const [path, expected] of cases) {
    it(`builds the trail for ${path}`, () => {
      expect(breadcrumbsForPath(path)).toEqual(expected);
    });
  }

  it('shows the estate name once it is loaded', () => {
    expect(
      breadcrumbsForPath('/admin/data/estates/e-42', { estateName: 'Estate of John Smith' }).at(-1),
    ).toEqual({
      label: 'Estate of John Smith',
    });
    expect(breadcrumbsForPath('/admin/data/estates/e-42', { estateName: '  ' }).at(-1)).toEqual({
      label: 'Estate e-42',
    });
  });

  it('ignores a trailing slash, query and hash', () => {
    const expected = [home, { label: 'Files', href: '/admin/files' }, { label: 'Create File' }];
    expect(breadcrumbsForPath('/admin/files/create/')).toEqual(expected);
    expect(breadcrumbsForPath('/admin/files/create?type=x#top')).toEqual(expected);
  });

  it('decodes ids for labels but keeps them encoded in links', () => {
    expect(breadcrumbsForPath('/admin/files/a%20b')).toEqual([
      home,
      { label: 'Files', href: '/admin/files' },
      { label: 'File a b' },
    ]);
    expect(breadcrumbsForPath('/admin/files/%E0%A4%A')[2]).toEqual({ label: 'File %E0%A4%A' });
  });

  it('links every crumb but the last, so each ancestor is reachable', () => {
    const trail = breadcrumbsForPath('/admin/data/estates/create');
    expect(trail.slice(0, -1).every((c) => c.href?.startsWith('/admin/'))).toBe(true);
    expect(trail.at(-1)?.href).toBeUndefined();
  });
});

describe('recordTypeParent', () => {
  it('sends create pages to their list', () => {
    expect(recordTypeParent('file')).toEqual({ label: 'Files', path: 'files' });
    expect(recordTypeParent('estates')).toEqual({ label: 'Estates', path: 'data/estates' });
    expect(recordTypeParent('parties')).toEqual({ label: 'Parties', path: 'data/parties' });
    expect(recordTypeParent('document')).toEqual({ label: 'Documents', path: 'data/documents' });
    expect(recordTypeParent('business-interest')).toEqual({
      label: 'Business Interests',
      path: 'data/business-interests',
    });
    expect(recordTypeParent('')).toBeNull();
  });
});
