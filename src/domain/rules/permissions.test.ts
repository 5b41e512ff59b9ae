import { describe, expect, it } from 'vitest';
import { ENTITY_NAMES } from '../schemas/index.ts';
import { can, explainRefusal, PERMISSIONS, refusal, rolesThatCan, whoCan } from './permissions.ts';

describe('the permission matrix', () => {
  it('gives an Admin every record action and every ability', () => {
    for (const entity of ['files', 'estates', 'accounts', 'documents'] as const)
      for (const action of ['create', 'update', 'delete'] as const)
        expect(can('Admin', action, entity)).toBe(true);
    for (const ability of ['compensation-claim', 'reports', 'users', 'firm-settings'] as const)
      expect(can('Admin', ability)).toBe(true);
  });

  it('lets an Estate Attorney delete any record but not manage people or the firm', () => {
    expect(can('Estate Attorney', 'delete', 'estates')).toBe(true);
    expect(can('Estate Attorney', 'compensation-claim')).toBe(true);
    expect(can('Estate Attorney', 'users')).toBe(false);
    expect(can('Estate Attorney', 'firm-settings')).toBe(false);
    expect(can('Estate Attorney', 'update', 'organizations')).toBe(false);
  });

  it('lets Staff create and edit, delete only the records they keep, and not set the claim', () => {
    for (const entity of ['files', 'estates', 'accounts'] as const) {
      expect(can('Staff', 'create', entity)).toBe(true);
      expect(can('Staff', 'update', entity)).toBe(true);
      expect(can('Staff', 'delete', entity)).toBe(false);
    }
    for (const entity of [
      'assets',
      'parties',
      'transactions',
      'documents',
      'deadlines',
      'liabilities',
    ] as const)
      expect(can('Staff', 'delete', entity)).toBe(true);
    expect(can('Staff', 'compensation-claim')).toBe(false);
    expect(can('Staff', 'reports')).toBe(true);
    expect(can('Staff', 'users')).toBe(false);
  });

  it('names every entity of the registry for every role, and refuses unknown roles everything', () => {
    for (const rights of Object.values(PERMISSIONS))
      expect(Object.keys(rights.records).sort()).toEqual([...ENTITY_NAMES].sort());
    expect(can(undefined, 'create', 'files')).toBe(false);
    expect(can('Beneficiary', 'reports')).toBe(false);
    expect(can('Admin', 'create')).toBe(false);
  });

  it('never lets a client create or delete users, organizations or conflicts', () => {
    for (const role of ['Admin', 'Estate Attorney', 'Staff'] as const)
      for (const entity of ['users', 'organizations', 'conflicts'] as const) {
        expect(can(role, 'create', entity)).toBe(false);
        expect(can(role, 'delete', entity)).toBe(false);
      }
  });
});

describe('refusals in words', () => {
  it('says who cannot do what and whom to ask', () => {
    expect(explainRefusal('Staff', 'delete', 'estates')).toBe(
      'Staff cannot delete estates. Ask an Estate Attorney or an Admin.',
    );
    expect(explainRefusal('Staff', 'compensation-claim')).toBe(
      'Staff cannot change the compensation claim. Ask an Estate Attorney or an Admin.',
    );
    expect(explainRefusal('Estate Attorney', 'firm-settings')).toBe(
      'Estate Attorneys cannot change the firm’s details. Ask an Admin.',
    );
    expect(explainRefusal('Staff', 'update', 'organizations')).toBe(explainRefusal('Staff', 'firm-settings'));
    expect(explainRefusal(undefined, 'users')).toBe('You cannot manage people and roles. Ask an Admin.');
    expect(explainRefusal('Admin', 'create', 'users')).toBe('Admins cannot create users.');
  });

  it('lists the roles that can, nearest first', () => {
    expect(rolesThatCan('delete', 'files')).toEqual(['Estate Attorney', 'Admin']);
    expect(whoCan('reports')).toBe('a member of Staff, an Estate Attorney or an Admin');
    expect(whoCan('users')).toBe('an Admin');
  });
});

describe('refusal of a write', () => {
  it('allows what the matrix allows', () => {
    expect(refusal('Staff', { entity: 'estates', op: 'update', changed: ['status'] })).toBeNull();
    expect(refusal('Staff', { entity: 'users', op: 'update', changed: ['name'], own: true })).toBeNull();
    expect(refusal('Admin', { entity: 'users', op: 'update', changed: ['role'] })).toBeNull();
  });

  it('refuses a change of the compensation claim to a role without the ability', () => {
    const write = { entity: 'estates', op: 'update', changed: ['status', 'compensationClaim'] } as const;
    expect(refusal('Staff', write)).toBe(explainRefusal('Staff', 'compensation-claim'));
    expect(refusal('Estate Attorney', write)).toBeNull();
    expect(
      refusal('Staff', { entity: 'estates', op: 'create', changed: ['compensationClaim'] }),
    ).not.toBeNull();
  });

  it('lets Staff keep the court-accounts record but not its compensation fields, nor delete it', () => {
    expect(can('Staff', 'create', 'courtAccounts')).toBe(true);
    expect(can('Staff', 'update', 'courtAccounts')).toBe(true);
    expect(can('Staff', 'delete', 'courtAccounts')).toBe(false);
    expect(can('Estate Attorney', 'delete', 'courtAccounts')).toBe(true);
    const details = {
      entity: 'courtAccounts',
      op: 'update',
      changed: ['courtFileNumber', 'reserves'],
    } as const;
    expect(refusal('Staff', details)).toBeNull();
    for (const field of ['coTrustees', 'compensationTaken', 'compensationReasons']) {
      const write = { entity: 'courtAccounts', op: 'update', changed: ['reserves', field] } as const;
      expect(refusal('Staff', write), field).toBe(explainRefusal('Staff', 'compensation-claim'));
      expect(refusal('Estate Attorney', write), field).toBeNull();
      expect(refusal('Admin', { ...write, op: 'create' }), field).toBeNull();
    }
  });

  it('keeps role changes and other people’s profiles for whoever manages people', () => {
    expect(refusal('Staff', { entity: 'users', op: 'update', changed: ['role'], own: true })).toBe(
      'Only an Admin can change roles',
    );
    expect(refusal('Estate Attorney', { entity: 'users', op: 'update', changed: ['name'] })).toBe(
      explainRefusal('Estate Attorney', 'users'),
    );
    expect(refusal('Staff', { entity: 'files', op: 'delete' })).toBe(
      explainRefusal('Staff', 'delete', 'files'),
    );
  });
});
