import { describe, expect, it } from 'vitest';
import { estateIdOf, needsEstate, recordFormFor, recordTypeOf } from './record-types.ts';

describe('recordFormFor', () => {
  it('chooses the asset, transaction and account forms', () => {
    expect(recordFormFor('asset')).toEqual({ kind: 'asset' });
    expect(recordFormFor('transaction')).toEqual({ kind: 'transaction' });
    expect(recordFormFor('bank-account')).toEqual({ kind: 'account' });
    expect(recordFormFor('account')).toEqual({ kind: 'account' });
  });

  it('sends a party to the party form (create and edit alike), beneficiaries, documents and reports to their generic form sections', () => {
    expect(recordFormFor('beneficiary')).toEqual({ kind: 'section', section: 'beneficiaries' });
    expect(recordFormFor('party')).toEqual({ kind: 'party' });
    expect(recordFormFor('parties')).toEqual({ kind: 'party' });
    expect(needsEstate({ kind: 'party' })).toBe(true);
    expect(recordFormFor('legal')).toEqual({ kind: 'section', section: 'legal' });
    expect(recordFormFor('document')).toEqual({ kind: 'section', section: 'legal' });
    expect(recordFormFor('Report')).toEqual({ kind: 'section', section: 'reports' });
  });

  it("takes the spec's form section names and plurals, as links elsewhere use them", () => {
    expect(recordFormFor('beneficiaries')).toEqual({ kind: 'section', section: 'beneficiaries' });
    expect(recordFormFor('transactions')).toEqual({ kind: 'section', section: 'transactions' });
    expect(recordFormFor('assets')).toEqual({ kind: 'section', section: 'assets' });
    expect(recordFormFor('reports')).toEqual({ kind: 'section', section: 'reports' });
    expect(recordFormFor('legal-and-court-details')).toEqual({ kind: 'section', section: 'legal' });
    expect(recordFormFor('Legal and Court Details')).toEqual({ kind: 'section', section: 'legal' });
    expect(recordFormFor('bank-accounts')).toEqual({ kind: 'account' });
    expect(recordFormFor('estates')).toMatchObject({
      kind: 'link',
      link: { to: '/admin/data/estates/create' },
    });
  });

  it('knows no form by an inherited object key', () => {
    expect(recordFormFor('constructor')).toEqual({ kind: 'unknown' });
    expect(recordFormFor('__proto__')).toEqual({ kind: 'unknown' });
  });

  it('links files and estates to their own create pages', () => {
    expect(recordFormFor('file')).toMatchObject({ kind: 'link', link: { to: '/admin/files/create' } });
    expect(recordFormFor('estate')).toMatchObject({
      kind: 'link',
      link: { to: '/admin/data/estates/create' },
    });
  });

  it('says so for a type it has no form for', () => {
    expect(recordFormFor('spaceship')).toEqual({ kind: 'unknown' });
    expect(recordFormFor('')).toEqual({ kind: 'unknown' });
    expect(recordFormFor(undefined)).toEqual({ kind: 'unknown' });
  });

  it('asks for an estate only where a record belongs to one', () => {
    expect(needsEstate(recordFormFor('asset'))).toBe(true);
    expect(needsEstate(recordFormFor('report'))).toBe(true);
    expect(needsEstate(recordFormFor('file'))).toBe(false);
    expect(needsEstate(recordFormFor('nope'))).toBe(false);
  });
});

describe('recordTypeOf and estateIdOf', () => {
  it('prefers the type query parameter over the route', () => {
    expect(recordTypeOf({ type: 'bank-account' }, 'account')).toBe('bank-account');
    expect(recordTypeOf({}, 'asset')).toBe('asset');
    expect(recordTypeOf({ type: '  ' }, 'asset')).toBe('asset');
    expect(recordTypeOf(undefined, undefined)).toBe('');
  });

  it('reads the estate id', () => {
    expect(estateIdOf({ estate: 'abc' })).toBe('abc');
    expect(estateIdOf({ estate: 5 })).toBeNull();
    expect(estateIdOf({})).toBeNull();
  });
});
