import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../domain/ids.ts';
import { explainRefusal } from '../domain/rules/permissions.ts';
import { createCommands } from './commands.ts';
import { LocalDb } from './db.ts';
import { createRepos, PermissionError } from './repos.ts';

let db: LocalDb;
const org = uuidv7();
const me = uuidv7();

const signIn = (role: string) =>
  db.session.put({
    key: 'current',
    token: 't',
    user: {
      _id: me,
      id: me,
      name: 'Me',
      email: 'me@example.com',
      role,
      organization: { _id: org, name: 'Firm' },
    },
  });

beforeEach(() => {
  db = new LocalDb(`repos-permissions-${uuidv7()}`, { indexedDB, IDBKeyRange });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

/** A file and an estate with one asset, made by an Admin and then handed to `role`. */
async function estateFor(role: string) {
  await signIn('Admin');
  const repos = createRepos({ db });
  const file = await repos.files.create({ name: 'Estate of A' });
  const estate = await repos.estates.create({ estateName: 'Estate of A', file: file._id });
  await repos.assets.create({
    estate: estate._id,
    name: 'Chattels',
    assetClass: 'other',
    fmvDoD: 100,
    valuationDate: '2026-01-15',
    details: {},
  });
  await signIn(role);
  return { repos, file, estate, outbox: await db.outbox.count() };
}

describe('repos and the permission matrix', () => {
  it('refuses Staff the delete of an estate and of a file before anything is queued', async () => {
    const { repos, file, estate, outbox } = await estateFor('Staff');
    const error = await repos.estates.remove(estate._id).catch((e) => e);
    expect(error).toBeInstanceOf(PermissionError);
    expect(error.message).toBe('Staff cannot delete estates. Ask an Estate Attorney or an Admin.');
    await expect(repos.files.remove(file._id)).rejects.toThrow(explainRefusal('Staff', 'delete', 'files'));
    expect(await db.outbox.count()).toBe(outbox);
    expect(await db.estates.get(estate._id)).toBeDefined();
    expect(await db.files.get(file._id)).toBeDefined();
  });

  it('refuses a whole estate delete in the estate’s words, before any of its records goes', async () => {
    const { estate, outbox, repos } = await estateFor('Staff');
    const commands = createCommands({ db, repos });
    await expect(commands.deleteEstate(estate._id)).rejects.toThrow(
      explainRefusal('Staff', 'delete', 'estates'),
    );
    expect(await db.outbox.count()).toBe(outbox);
    expect(await db.assets.where('estate').equals(estate._id).count()).toBe(1);
  });

  it('refuses Staff a change of the compensation claim but not the rest of an estate', async () => {
    const { repos, estate, outbox } = await estateFor('Staff');
    await expect(
      repos.estates.update(estate._id, { compensationClaim: { 'capital-receipts': 1000 } }),
    ).rejects.toThrow(explainRefusal('Staff', 'compensation-claim'));
    expect(await db.outbox.count()).toBe(outbox);
    expect((await db.estates.get(estate._id))?.compensationClaim).toBeUndefined();
    await repos.estates.update(estate._id, { notes: 'Called the bank' });
    expect(await db.outbox.count()).toBe(outbox + 1);
    await expect(
      repos.estates.create({ estateName: 'B', compensationClaim: { 'capital-receipts': 1 } }),
    ).rejects.toBeInstanceOf(PermissionError);
    expect(await db.outbox.count()).toBe(outbox + 1);
  });

  it('lets Staff delete the records they keep, and an Estate Attorney delete an estate', async () => {
    const staff = await estateFor('Staff');
    const asset = (await db.assets.toArray())[0]!;
    await staff.repos.assets.remove(asset._id);
    expect(await db.outbox.count()).toBe(staff.outbox + 1);
    await signIn('Estate Attorney');
    await staff.repos.estates.remove(staff.estate._id);
    expect(await db.estates.get(staff.estate._id)).toBeUndefined();
  });

  it('refuses the firm’s details to anyone but an Admin', async () => {
    await signIn('Admin');
    await db.organizations.put({
      _id: org,
      organization: org,
      name: 'Firm',
      type: 'law_firm',
      active: true,
      createdAt: '',
      updatedAt: '',
      version: 1,
    });
    await signIn('Estate Attorney');
    const repos = createRepos({ db });
    await expect(repos.organizations.update(org, { name: 'Mine now' })).rejects.toThrow(
      'Estate Attorneys cannot change the firm’s details. Ask an Admin.',
    );
    expect(await db.outbox.count()).toBe(0);
  });
  it('refuses a wall change the rule forbids before it is queued (src/domain/rules/walls.ts)', async () => {
    const { repos, file, outbox } = await estateFor('Staff');
    await expect(repos.files.update(file._id, { restricted: true, members: [me] })).rejects.toThrow(
      'Only an Admin or an Estate Attorney assigned to the file can restrict it',
    );
    await expect(repos.files.create({ name: 'Walled', restricted: true })).rejects.toBeInstanceOf(
      PermissionError,
    );
    expect(await db.outbox.count()).toBe(outbox);
    expect((await db.files.get(file._id))?.restricted).toBeUndefined();
    // Staff still edit the rest of the file.
    await repos.files.update(file._id, { description: 'Probate filed' });
    expect(await db.outbox.count()).toBe(outbox + 1);

    // An attorney restricts an open file; once walled, a non-member attorney may not change it.
    await signIn('Estate Attorney');
    await repos.files.update(file._id, { restricted: true, members: [me] });
    expect(await db.outbox.count()).toBe(outbox + 2);
    const colleague = uuidv7();
    await repos.files.update(file._id, { members: [colleague] });
    await expect(repos.files.update(file._id, { members: [colleague, me] })).rejects.toBeInstanceOf(
      PermissionError,
    );
    expect(await db.outbox.count()).toBe(outbox + 3);

    // An Admin always may.
    await signIn('Admin');
    await repos.files.update(file._id, { restricted: false, members: [] });
    expect((await db.files.get(file._id))?.restricted).toBe(false);
  });
});
