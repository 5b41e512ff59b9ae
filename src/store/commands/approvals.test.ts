import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { createCommands } from '../commands.ts';
import type { LocalDb } from '../db.ts';
import { createRepos, PermissionError } from '../repos.ts';
import { signedInDb } from '../signed-in-db.ts';
import { ValidationError } from '../validation.ts';

let db: LocalDb;
const estate = uuidv7();
const document = uuidv7();

const signedInAs = async (role: string) => {
  db = await signedInDb('approvals', { indexedDB, IDBKeyRange }, { role, name: 'Ann Smith' });
  return createCommands({ db, repos: createRepos({ db }) });
};

afterEach(async () => {
  db.close();
  await db.delete();
});

describe('approveAccounts and withdrawApproval (a beneficiary)', () => {
  let commands: ReturnType<typeof createCommands>;
  beforeEach(async () => {
    commands = await signedInAs('Beneficiary');
  });

  it('creates the approval with its outbox row, the typed name trimmed', async () => {
    const approval = await commands.approveAccounts({ estate, document, name: '  Ann Smith ' });
    expect(await db.approvals.get(approval._id)).toMatchObject({
      estate,
      document,
      name: 'Ann Smith',
      version: 0,
    });
    const rows = await db.outbox.toArray();
    expect(rows.map((r) => [r.entity, r.op, r.entityId])).toEqual([['approvals', 'create', approval._id]]);
    expect(rows[0]?.patch).toEqual({ estate, document, name: 'Ann Smith' });
  });

  it('withdraws with an update carrying only withdrawn, the record kept', async () => {
    const approval = await commands.approveAccounts({ estate, document, name: 'Ann Smith' });
    await commands.withdrawApproval(approval._id);
    expect(await db.approvals.get(approval._id)).toMatchObject({ name: 'Ann Smith', withdrawn: true });
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.op, r.patch])).toEqual([
      ['create', { estate, document, name: 'Ann Smith' }],
      ['update', { withdrawn: true }],
    ]);
  });

  it('refuses an approval without a name, queueing nothing', async () => {
    await expect(commands.approveAccounts({ estate, document, name: '   ' })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('still refuses a beneficiary any other write', async () => {
    await expect(
      commands.repos.parties.create({ estate, role: 'beneficiary', name: 'X' }),
    ).rejects.toBeInstanceOf(PermissionError);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('approveAccounts (the firm)', () => {
  it('is refused to the firm’s own people: approving is the beneficiary’s', async () => {
    const commands = await signedInAs('Staff');
    await expect(commands.approveAccounts({ estate, document, name: 'Ann Smith' })).rejects.toBeInstanceOf(
      PermissionError,
    );
    expect(await db.approvals.count()).toBe(0);
  });
});

describe('keepDocumentContent', () => {
  it('keeps fetched content as cached, but never over a content waiting for upload', async () => {
    const commands = await signedInAs('Beneficiary');
    const fetched = new Blob(['server copy'], { type: 'application/pdf' });
    await commands.keepDocumentContent({
      documentId: document,
      blob: fetched,
      fileName: 'a.pdf',
      mimeType: '',
    });
    expect(await db.blobs.get(document)).toMatchObject({
      state: 'cached',
      fileName: 'a.pdf',
      mimeType: 'application/octet-stream',
      size: fetched.size,
    });
    const other = uuidv7();
    const local = new Blob(['local edit']);
    await db.blobs.put({
      documentId: other,
      blob: local,
      fileName: 'b.pdf',
      mimeType: 'x',
      size: 10,
      state: 'pending',
    });
    await commands.keepDocumentContent({
      documentId: other,
      blob: fetched,
      fileName: 'b.pdf',
      mimeType: 'x',
    });
    expect((await db.blobs.get(other))?.state).toBe('pending');
  });
});
