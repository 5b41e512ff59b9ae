import { describe, expect, it } from 'vitest';
import {
  descriptionText,
  firmName,
  isAdmin,
  lockMinutesValue,
  lockText,
  MESSAGES,
  organizationDraft,
  profileDraft,
  ROLE_OPTIONS,
  refusalText,
  reminderDaysValue,
  reminderText,
  savedNote,
} from './profile-form.ts';

describe('profile form rules', () => {
  it('offers the spec’s three roles and lets only an Admin change them', () => {
    expect(ROLE_OPTIONS).toEqual(['Estate Attorney', 'Admin', 'Staff']);
    expect(isAdmin('Admin')).toBe(true);
    expect(isAdmin('Staff')).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });

  it('starts drafts from the local records, with empty text for missing fields', () => {
    expect(profileDraft({ name: 'Alex', email: 'a@b.ca', role: 'Admin', version: 3 })).toEqual({
      name: 'Alex',
      email: 'a@b.ca',
      role: 'Admin',
    });
    expect(organizationDraft({ name: 'Harbourview' })).toEqual({
      name: 'Harbourview',
      description: '',
      reminderDays: '14',
      lockMinutes: '15',
      copyRoles: ['Estate Attorney', 'Staff'],
    });
    expect(organizationDraft({ name: 'H', copyRoles: [] }).copyRoles).toEqual([]);
    expect(organizationDraft({ name: 'H', reminderDays: 0 }).reminderDays).toBe('0');
    expect(organizationDraft({ name: 'H', lockMinutes: 5 }).lockMinutes).toBe('5');
  });

  it('reads the reminder days as typed and says what they mean', () => {
    expect(reminderDaysValue(' 21 ')).toBe(21);
    expect(reminderDaysValue('two weeks')).toBe('two weeks');
    expect(reminderText(undefined)).toBe('14 days before a deadline');
    expect(reminderText(1)).toBe('1 day before a deadline');
    expect(reminderText(0)).toBe('Off');
  });

  it('reads the lock minutes as typed and says what they mean', () => {
    expect(lockMinutesValue('30')).toBe(30);
    expect(lockMinutesValue('half an hour')).toBe('half an hour');
    expect(lockText(undefined)).toBe('After 15 minutes without use');
    expect(lockText(1)).toBe('After 1 minute without use');
  });

  it('shows the spec’s words for a missing firm and description', () => {
    expect(firmName(null)).toBe('No firm assigned');
    expect(firmName(undefined, 'From session')).toBe('From session');
    expect(firmName({ name: 'Harbourview' }, 'x')).toBe('Harbourview');
    expect(descriptionText('  ')).toBe('No description available');
    expect(descriptionText(undefined)).toBe('No description available');
    expect(descriptionText('Wills and estates')).toBe('Wills and estates');
  });

  it('says where a saved change is', () => {
    expect(savedNote('Profile', { online: true, pending: 0 })).toBe('Profile saved.');
    expect(savedNote('Profile', { online: false, pending: 1 })).toBe(
      'Saved on this device; it will sync when online',
    );
    expect(savedNote('Profile', { online: true, pending: 2 })).toBe(
      'Saved on this device; sending it to the server…',
    );
  });

  it('falls back to the spec’s message when the server gave no reason', () => {
    expect(refusalText(undefined, MESSAGES.orgUpdate)).toBe('Failed to update organization');
    expect(refusalText({ reason: ' ' }, MESSAGES.orgUpdate)).toBe('Failed to update organization');
    expect(refusalText({ reason: 'Only an Admin can change the firm’s details' }, MESSAGES.orgUpdate)).toBe(
      'Only an Admin can change the firm’s details',
    );
    expect(
      refusalText(
        { reason: 'Invalid data', errors: { email: ['An account with this email already exists'] } },
        MESSAGES.profileSave,
      ),
    ).toBe('An account with this email already exists');
  });
});
