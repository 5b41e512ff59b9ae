import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { unlinkChanges } from '../../delete-rules.ts';
import { uuidv7 } from '../../ids.ts';
import { ASSET_CLASSES, AssetBody } from './asset.ts';
import { LiabilityBody } from './liability.ts';

const estate = uuidv7();
const base = { estate, name: 'Asset', fmvDoD: 100_00, valuationDate: '2025-01-10' };
const issuesOf = (input: unknown) =>
  Object.fromEntries(
    (v.safeParse(AssetBody, input).issues ?? []).map((i) => [v.getDotPath(i) ?? '', i.message]),
  );

describe('AssetBody: the classes estates hold', () => {
  it('takes a bank account, a registered plan, a life insurance policy and a pension with their own fields', () => {
    const bank = v.parse(AssetBody, {
      ...base,
      assetClass: 'bank_account',
      details: { institution: ' RBC ', accountRef: '…4821' },
    });
    expect(bank).toMatchObject({ assetClass: 'bank_account', details: { institution: 'RBC' } });
    expect(
      v.is(AssetBody, {
        ...base,
        assetClass: 'registered_plan',
        details: { planType: 'RRIF', institution: 'TD', planNumber: 'R-88' },
      }),
    ).toBe(true);
    expect(
      v.is(AssetBody, {
        ...base,
        assetClass: 'life_insurance',
        details: { insurer: 'Sun Life', policyNumber: 'P-1' },
      }),
    ).toBe(true);
    expect(
      v.is(AssetBody, {
        ...base,
        assetClass: 'pension',
        details: { administrator: 'OMERS', memberNumber: 'M-2' },
      }),
    ).toBe(true);
    expect(ASSET_CLASSES).toEqual(
      expect.arrayContaining(['bank_account', 'registered_plan', 'life_insurance', 'pension']),
    );
  });

  it('says what each new class is missing, field by field', () => {
    expect(issuesOf({ ...base, assetClass: 'bank_account', details: { institution: '' } })).toEqual({
      'details.institution': 'Institution is required',
      'details.accountRef': expect.any(String),
    });
    expect(
      issuesOf({
        ...base,
        assetClass: 'registered_plan',
        details: { planType: 'RESP', institution: 'TD', planNumber: '1' },
      }),
    ).toEqual({ 'details.planType': 'Choose RRSP, RRIF or TFSA' });
    expect(issuesOf({ ...base, assetClass: 'life_insurance', details: { insurer: 'Sun Life' } })).toEqual({
      'details.policyNumber': expect.any(String),
    });
    // A ticker is a security's field, not a plan's: the classes' fields do not mix.
    expect(
      issuesOf({
        ...base,
        assetClass: 'pension',
        details: { administrator: 'OMERS', memberNumber: '2', identifier: 'XIU' },
      }),
    ).toMatchObject({ 'details.identifier': expect.any(String) });
  });

  it('marks an asset passing outside the estate, and requires the person named', () => {
    const joint = {
      ...base,
      assetClass: 'bank_account',
      details: { institution: 'RBC', accountRef: '4821' },
      passesOutside: { how: 'survivorship', to: ' Jane Doe ' },
    };
    expect(v.parse(AssetBody, joint).passesOutside).toEqual({ how: 'survivorship', to: 'Jane Doe' });
    expect(issuesOf({ ...joint, passesOutside: { how: 'designation', to: ' ' } })).toEqual({
      'passesOutside.to': 'Passes to is required',
    });
    expect(issuesOf({ ...joint, passesOutside: { how: 'designation' } })).toMatchObject({
      'passesOutside.to': expect.any(String),
    });
    expect(issuesOf({ ...joint, passesOutside: { how: 'gift', to: 'Jane Doe' } })).toEqual({
      'passesOutside.how': 'Choose how it passes outside the estate',
    });
    expect(v.is(AssetBody, { ...joint, passesOutside: null })).toBe(true);
  });

  it('keeps validating records written before these fields, and reads real property as in Ontario', () => {
    const old = { ...base, assetClass: 'real_property', details: { address: '12 Elm St, Kingston' } };
    const parsed = v.parse(AssetBody, old);
    expect(parsed.passesOutside).toBeUndefined();
    expect(parsed.details).toEqual({ address: '12 Elm St, Kingston' });
    expect(v.is(AssetBody, { ...old, details: { address: '1 Ocean Dr, Miami', inOntario: false } })).toBe(
      true,
    );
    expect(issuesOf({ ...old, details: { address: 'x', inOntario: 'no' } })).toEqual({
      'details.inOntario': 'In Ontario must be yes or no',
    });
    expect(v.is(AssetBody, { ...base, assetClass: 'other', details: {} })).toBe(true);
  });
});

describe('LiabilityBody: what a mortgage is registered against', () => {
  it('names the real property by id, or nothing', () => {
    const house = uuidv7();
    const body = { estate, creditor: 'TD Bank', amountAtDeath: 80_000_00 };
    expect(v.parse(LiabilityBody, { ...body, encumbers: house }).encumbers).toBe(house);
    expect(v.is(LiabilityBody, { ...body, encumbers: null })).toBe(true);
    expect(v.is(LiabilityBody, body)).toBe(true);
    expect(v.is(LiabilityBody, { ...body, encumbers: 'the house' })).toBe(false);
  });

  it('loses the link, and keeps its amount, when that property is deleted', () => {
    const house = uuidv7();
    const record = { estate, creditor: 'TD Bank', amountAtDeath: 80_000_00, encumbers: house };
    expect(unlinkChanges('liabilities', record, (e, id) => e === 'assets' && id === house)).toEqual({
      encumbers: null,
    });
    expect(unlinkChanges('liabilities', record, (e) => e === 'parties')).toEqual({});
  });
});
