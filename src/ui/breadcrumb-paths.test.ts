import { describe, expect, it } from 'vitest';
import {
  breadcrumbsForPath,
  buildBreadcrumbs,
  type Crumb,
  type CrumbMatch,
  crumbAddress,
  crumbRecordOf,
  HOME_CRUMB,
  recordTypeParent,
} from './breadcrumb-paths.ts';

/** A crumb as the reader sees it: its label and the address its link leads to. */
type Shown = { label: string; href?: string; icon?: 'home' };
const shown = (trail: readonly Crumb[]): Shown[] =>
  trail.map(({ link, ...rest }) => (link ? { ...rest, href: crumbAddress(link) } : rest));

const home: Shown = { label: 'Home', href: '/admin/dashboard', icon: 'home' };

describe('buildBreadcrumbs', () => {
  it('starts with the home crumb and leaves the last crumb unlinked', () => {
    const matches: CrumbMatch[] = [
      { route: { path: '/admin/dashboard' } },
      { route: { path: '/admin/profile', breadcrumb: 'Profile' } },
    ];
    expect(shown(buildBreadcrumbs(matches))).toEqual([home, { label: 'Profile' }]);
  });

  it('adds a parent before its child, linking to its route', () => {
    const matches: CrumbMatch[] = [
      {
        route: {
          path: '/admin/files/create',
          breadcrumb: 'Create File',
          parent: { label: 'Files', link: { to: '/admin/files' } },
        },
      },
    ];
    expect(buildBreadcrumbs(matches)).toEqual([
      HOME_CRUMB,
      { label: 'Files', link: { to: '/admin/files' } },
      { label: 'Create File' },
    ]);
  });

  it('links a matched route by its path and the parameters it matched', () => {
    const matches: CrumbMatch[] = [
      {
        route: { path: '/admin/files/$id', breadcrumb: ({ params }) => `File ${params.id}` },
        params: { id: 'f 1' },
      },
      {
        route: { path: '/admin/$recordType/$id/edit', breadcrumb: 'Edit File' },
        params: { recordType: 'file', id: 'f 1' },
      },
    ];
    const trail = buildBreadcrumbs(matches);
    expect(trail[1]).toEqual({ label: 'File f 1', link: { to: '/admin/files/$id', params: { id: 'f 1' } } });
    expect(shown(trail)).toEqual([
      home,
      { label: 'File f 1', href: '/admin/files/f%201' },
      { label: 'Edit File' },
    ]);
  });

  it('leaves a crumb unlinked when its route lacks a parameter, rather than linking to the bare path', () => {
    const matches: CrumbMatch[] = [
      { route: { path: '/admin/files/$id', breadcrumb: 'A file' } },
      { route: { path: '/admin/profile', breadcrumb: 'Profile' } },
    ];
    expect(shown(buildBreadcrumbs(matches))).toEqual([home, { label: 'A file' }, { label: 'Profile' }]);
  });

  it('uses loaded data when a label needs it', () => {
    const matches: CrumbMatch[] = [
      {
        route: {
          path: '/admin/data/estates/$id',
          breadcrumb: ({ params, data }) => data.estateName || `Estate ${params.id}`,
        },
        params: { id: 'e1' },
      },
    ];
    expect(shown(buildBreadcrumbs(matches))).toEqual([home, { label: 'Estate e1' }]);
    expect(shown(buildBreadcrumbs(matches, { estateName: 'Estate of Jane Doe' }))).toEqual([
      home,
      { label: 'Estate of Jane Doe' },
    ]);
  });

  it('skips routes without a label and crumbs already in the trail, the same page named either way', () => {
    const assets: CrumbMatch = {
      route: { path: '/admin/data/$model', breadcrumb: 'Assets' },
      params: { model: 'assets' },
    };
    const matches: CrumbMatch[] = [
      { route: { path: '/admin/dashboard' } },
      assets,
      assets,
      {
        route: {
          path: '/admin/$recordType/create',
          breadcrumb: 'Create Asset',
          parent: { label: 'Assets', link: { to: '/admin/data/$model', params: { model: 'assets' } } },
        },
        params: { recordType: 'asset' },
      },
      { route: { path: '/admin/files/create', breadcrumb: () => undefined } },
    ];
    expect(shown(buildBreadcrumbs(matches))).toEqual([
      home,
      { label: 'Assets', href: '/admin/data/assets' },
      { label: 'Create Asset' },
    ]);
  });

  it('keeps the home link when nothing else matched', () => {
    expect(shown(buildBreadcrumbs([]))).toEqual([home]);
  });

  it('never lets a caller change the shared home crumb', () => {
    const trail = buildBreadcrumbs([{ route: { path: '/admin/profile', breadcrumb: 'Profile' } }]);
    trail[0]!.label = 'changed';
    delete trail[0]!.link;
    expect(HOME_CRUMB).toEqual({ label: 'Home', link: { to: '/admin/dashboard' }, icon: 'home' });
  });
});

describe('crumbAddress', () => {
  it('fills each parameter URI-encoded, as the router does', () => {
    expect(crumbAddress({ to: '/admin/data/estates' })).toBe('/admin/data/estates');
    expect(
      crumbAddress({ to: '/admin/$recordType/$id/edit', params: { recordType: 'asset', id: 'a/b c' } }),
    ).toBe('/admin/asset/a%2Fb%20c/edit');
  });
});

describe('breadcrumbsForPath', () => {
  const cases: [string, Shown[]][] = [
    ['/admin', [home]],
    ['/admin/dashboard', [home, { label: 'Dashboard' }]],
    ['/admin/files', [home, { label: 'Files' }]],
    ['/admin/files/create', [home, { label: 'Files', href: '/admin/files' }, { label: 'Create File' }]],
    ['/admin/files/0193', [home, { label: 'Files', href: '/admin/files' }, { label: 'File' }]],
    ['/admin/accounts', [home, { label: 'Accounts' }]],
    [
      '/admin/accounts/create',
      [home, { label: 'Accounts', href: '/admin/accounts' }, { label: 'Create Account' }],
    ],
    ['/admin/accounts/a-7', [home, { label: 'Accounts', href: '/admin/accounts' }, { label: 'Account' }]],
    ['/admin/data', [home, { label: 'Data' }]],
    ['/admin/data/estates', [home, { label: 'Estates' }]],
    [
      '/admin/data/estates/create',
      [home, { label: 'Estates', href: '/admin/data/estates' }, { label: 'Create Estate' }],
    ],
    [
      '/admin/data/estates/e-42',
      [home, { label: 'Estates', href: '/admin/data/estates' }, { label: 'Estate' }],
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
      expect(shown(breadcrumbsForPath(path))).toEqual(expected);
    });
  }

  it('shows the estate name once it is loaded', () => {
    expect(
      breadcrumbsForPath('/admin/data/estates/e-42', { estateName: 'Estate of John Smith' }).at(-1),
    ).toEqual({
      label: 'Estate of John Smith',
    });
    expect(breadcrumbsForPath('/admin/data/estates/e-42', { estateName: '  ' }).at(-1)).toEqual({
      label: 'Estate',
    });
  });

  it('names a file and an account by their names, never their ids', () => {
    expect(breadcrumbsForPath('/admin/files/f-1', { fileName: 'Chen, Margaret' }).at(-1)).toEqual({
      label: 'Chen, Margaret',
    });
    expect(breadcrumbsForPath('/admin/files/f-1/edit', { fileName: 'Chen, Margaret' })[2]).toEqual({
      label: 'Chen, Margaret',
      link: { to: '/admin/files/$id', params: { id: 'f-1' } },
    });
    expect(breadcrumbsForPath('/admin/accounts/a-7', { accountName: 'RBC chequing' }).at(-1)).toEqual({
      label: 'RBC chequing',
    });
  });

  it('finds the record a page’s crumb is named after', () => {
    expect(crumbRecordOf('/admin/data/estates/e-42')).toEqual({ entity: 'estates', id: 'e-42' });
    expect(crumbRecordOf('/admin/files/a%20b/edit')).toEqual({ entity: 'files', id: 'a b' });
    expect(crumbRecordOf('/admin/accounts/a-7/')).toEqual({ entity: 'accounts', id: 'a-7' });
    expect(crumbRecordOf('/admin/files/create')).toBeNull();
    expect(crumbRecordOf('/admin/data/estates/create')).toBeNull();
    expect(crumbRecordOf('/admin/accounts/a-7/edit')).toBeNull();
    expect(crumbRecordOf('/admin/data/assets')).toBeNull();
  });

  it('ignores a trailing slash, query and hash', () => {
    const expected = [home, { label: 'Files', href: '/admin/files' }, { label: 'Create File' }];
    expect(shown(breadcrumbsForPath('/admin/files/create/'))).toEqual(expected);
    expect(shown(breadcrumbsForPath('/admin/files/create?type=x#top'))).toEqual(expected);
  });

  it('decodes ids for labels and links; the link encodes them again', () => {
    expect(shown(breadcrumbsForPath('/admin/files/a%20b'))).toEqual([
      home,
      { label: 'Files', href: '/admin/files' },
      { label: 'File' },
    ]);
    expect(breadcrumbsForPath('/admin/files/%E0%A4%A')[2]).toEqual({ label: 'File' });
    expect(breadcrumbsForPath('/admin/files/a%20b/edit')[2]).toEqual({
      label: 'File',
      link: { to: '/admin/files/$id', params: { id: 'a b' } },
    });
  });

  it('links every crumb but the last, so each ancestor is reachable', () => {
    const trail = breadcrumbsForPath('/admin/data/estates/create');
    expect(trail.slice(0, -1).every((c) => c.link?.to.startsWith('/admin/'))).toBe(true);
    expect(trail.at(-1)?.link).toBeUndefined();
  });
});

describe('recordTypeParent', () => {
  it('sends create pages to their list', () => {
    expect(recordTypeParent('file')).toEqual({ label: 'Files', link: { to: '/admin/files' } });
    expect(recordTypeParent('estates')).toEqual({ label: 'Estates', link: { to: '/admin/data/estates' } });
    expect(recordTypeParent('parties')).toEqual({
      label: 'Parties',
      link: { to: '/admin/data/$model', params: { model: 'parties' } },
    });
    expect(recordTypeParent('document')).toEqual({
      label: 'Documents',
      link: { to: '/admin/data/$model', params: { model: 'documents' } },
    });
    expect(recordTypeParent('business-interest')).toEqual({
      label: 'Business Interests',
      link: { to: '/admin/data/$model', params: { model: 'business-interests' } },
    });
    expect(recordTypeParent('')).toBeNull();
  });
});
