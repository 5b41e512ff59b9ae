import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { unpackBackup } from '../../server/backup/format.ts';
import { DEMO_CREDENTIALS } from '../../src/domain/demo.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import { type AppServer, startAppServer } from '../e2e/harness.ts';

/**
 * Issue 31, backups: while a device pushes in a loop, `npm run backup` copies the running server's
 * embedded database; the copy, restored into a fresh folder and served, holds every push
 * acknowledged before the backup started, each whole (a push's file and its estate together),
 * none twice, and the documents' bytes.
 */
const run = promisify(execFile);
const folders: string[] = [];
const servers: AppServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

async function folder(name: string) {
  const dir = await mkdtemp(join(tmpdir(), `backup-${name}-`));
  folders.push(dir);
  return dir;
}

/** The real server on this data folder (tests/e2e/harness.ts), with the demo firm, no scheduled backups. */
async function startServer(dataDir: string, backupDir = '') {
  const server = await startAppServer({
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    BACKUP_EVERY: '24h',
    BACKUP_KEEP: '2',
  });
  servers.push(server);
  return {
    ...server,
    async stop() {
      servers.splice(servers.indexOf(server), 1);
      await server.stop();
    },
  };
}

const cli = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

async function signIn(url: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CREDENTIALS),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

type Mutation = {
  seq: number;
  mutationId: string;
  entity: string;
  entityId: string;
  op: 'create';
  patch: object;
};

function client(url: string, token: string) {
  const clientId = uuidv7();
  let seq = 0;
  const auth = { authorization: `Bearer ${token}` };
  return {
    /** One push of several creates; true when the server answered that all were applied. */
    async push(creates: Omit<Mutation, 'seq' | 'mutationId' | 'op'>[]) {
      const mutations = creates.map((m) => ({ ...m, op: 'create', seq: ++seq, mutationId: uuidv7() }));
      const res = await fetch(`${url}/api/sync/push`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId, mutations }),
      });
      if (res.status !== 200) return false;
      const results = ((await res.json()) as { data: { results: { status: string }[] } }).data.results;
      return results.every((r) => r.status === 'applied');
    },
    async upload(id: string, bytes: Uint8Array) {
      const res = await fetch(`${url}/api/documents/${id}/content`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/pdf' },
        body: bytes as Uint8Array<ArrayBuffer>,
      });
      expect(res.status).toBe(200);
    },
    async download(id: string) {
      const res = await fetch(`${url}/api/documents/${id}/content`, { headers: auth });
      expect(res.status).toBe(200);
      return new Uint8Array(await res.arrayBuffer());
    },
    async pullAll() {
      const records: { entity: string; id: string; data: Record<string, unknown> | null }[] = [];
      let cursor = 0;
      for (;;) {
        const res = await fetch(`${url}/api/sync/pull?clientId=${clientId}&cursor=${cursor}&limit=1000`, {
          headers: auth,
        });
        expect(res.status).toBe(200);
        const data = (await res.json()).data;
        records.push(...data.changes);
        cursor = data.cursor;
        if (!data.hasMore) return records;
      }
    },
  };
}

const fileOf = (name: string) => ({ name, status: 'active' });
const estateOf = (name: string, file: string) => ({
  estateName: name,
  file,
  deceased: { name: 'Loop Deceased', dateOfDeath: '2026-01-15' },
  status: 'open',
});

describe('npm run backup of a running server, npm run restore, and the server on the copy', () => {
  it('holds every push acknowledged before the backup, whole and once, and the documents open', {
    timeout: 240_000,
  }, async () => {
    const original = await folder('original');
    const server = await startServer(original);
    const device = client(server.url, await signIn(server.url));

    // A document with content, uploaded before the loop.
    const fileId = uuidv7();
    const estateId = uuidv7();
    const documentId = uuidv7();
    expect(
      await device.push([
        { entity: 'files', entityId: fileId, patch: fileOf('Backup test file') },
        { entity: 'estates', entityId: estateId, patch: estateOf('Estate of Backup Test', fileId) },
        {
          entity: 'documents',
          entityId: documentId,
          patch: {
            estate: estateId,
            title: 'Will',
            type: 'Other',
            fileName: 'will.pdf',
            mimeType: 'application/pdf',
          },
        },
      ]),
    ).toBe(true);
    const documentBytes = new Uint8Array(randomBytes(200_000));
    await device.upload(documentId, documentBytes);

    // The push loop: each push is a file and its estate, named by the loop's index.
    const acknowledged: number[] = [];
    let stopLoop = false;
    const loop = (async () => {
      for (let i = 0; !stopLoop; i++) {
        const file = uuidv7();
        const ok = await device.push([
          { entity: 'files', entityId: file, patch: fileOf(`Loop ${i}`) },
          { entity: 'estates', entityId: uuidv7(), patch: estateOf(`Estate of Loop ${i}`, file) },
        ]);
        if (ok) acknowledged.push(i);
      }
    })();
    while (acknowledged.length < 15) await new Promise((resolve) => setTimeout(resolve, 20));
    const beforeBackup = [...acknowledged];
    const backups = await folder('files');
    const taken = await cli(original, 'backup', '--out', backups);
    expect(taken.stdout).toContain('Backup of the running server written to');
    const whileBackup = acknowledged.length;
    // The loop goes on after the backup: the copy must not hold what came after its end.
    while (acknowledged.length < whileBackup + 5) await new Promise((resolve) => setTimeout(resolve, 20));
    stopLoop = true;
    await loop;
    await server.stop();
    // A server that stopped cleanly leaves no control socket behind.
    expect(await readdir(original)).toEqual(['pg']);

    const [file] = await readdir(backups);
    const restored = await folder('restored');
    const restore = await cli(restored, 'restore', join(backups, file!));
    expect(restore.stdout).toContain('Restored the backup');
    // A second restore into the now non-empty folder is refused without --force.
    await expect(cli(restored, 'restore', join(backups, file!))).rejects.toMatchObject({
      stderr: expect.stringContaining('is not empty'),
    });

    // The server on the copy takes its scheduled backups (BACKUP_DIR): the first one at start.
    const scheduled = await folder('scheduled');
    const copy = await startServer(restored, scheduled);
    const reader = client(copy.url, await signIn(copy.url));
    const records = (await reader.pullAll()).filter((r) => r.data);
    const loopFiles = records
      .filter((r) => r.entity === 'files' && /^Loop \d+$/.test(String(r.data!.name)))
      .map((r) => Number(String(r.data!.name).slice(5)));
    const loopEstates = records
      .filter((r) => r.entity === 'estates' && /^Estate of Loop \d+$/.test(String(r.data!.estateName)))
      .map((r) => Number(String(r.data!.estateName).slice(15)));
    // None twice.
    expect(new Set(loopFiles).size).toBe(loopFiles.length);
    expect(new Set(loopEstates).size).toBe(loopEstates.length);
    // Each push whole: a loop's file exactly when its estate.
    expect([...loopFiles].sort((a, b) => a - b)).toEqual([...loopEstates].sort((a, b) => a - b));
    // Every push acknowledged before the backup started is there.
    for (const i of beforeBackup) expect(loopFiles).toContain(i);
    // Nothing acknowledged after the backup ended is.
    for (const i of acknowledged.slice(whileBackup)) expect(loopFiles).not.toContain(i);
    // The document opens, byte for byte.
    expect(records.some((r) => r.entity === 'documents' && r.id === documentId)).toBe(true);
    expect(Buffer.from(await reader.download(documentId)).equals(Buffer.from(documentBytes))).toBe(true);
    await expect
      .poll(async () => (await readdir(scheduled)).filter((n) => n.endsWith('.zip')).length, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(1);
    const [first] = await readdir(scheduled);
    const { manifest } = unpackBackup(new Uint8Array(await readFile(join(scheduled, first!))));
    // The demo's documents' files and the one uploaded here.
    const withFiles = records.filter((r) => r.entity === 'documents' && r.data?.hasContent === true);
    expect(withFiles.length).toBeGreaterThan(1);
    expect(manifest.counts.documentContents).toBe(withFiles.length);
    await copy.stop();
  });
});
