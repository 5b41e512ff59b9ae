import { createHash } from 'node:crypto';
import { chmod, mkdir, unlink } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join, relative } from 'node:path';

/**
 * The embedded database's control socket (docs/data-export-and-backup.md#a-running-server).
 * PGlite is one process's files: a second process must not open `$DATA_DIR/pg` while the server
 * has it. So the process that opens it first listens on a socket named for the folder; that
 * socket is the folder's lock, and through it `npm run backup` asks a running server for a copy.
 * Only who can open the socket (the data folder's owner: it is made 0600) can ask, as only they
 * could read the database's files anyway.
 */
export const CONTROL_SOCKET = 'control.sock';

export function controlSocketPath(dataDir: string): string {
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\estate-admin-${hash}`;
  const inFolder = join(dataDir, CONTROL_SOCKET);
  // A Unix socket's path is limited to about 104 bytes (sun_path); the same file by a path from the
  // working folder is often shorter (`data/control.sock` for the default DATA_DIR).
  if (Buffer.byteLength(inFolder) <= 100) return inFolder;
  const fromHere = relative(process.cwd(), inFolder);
  if (Buffer.byteLength(fromHere) > 100)
    throw new Error(
      `DATA_DIR's path is too long for its control socket (${inFolder}): use a folder with a path under 88 characters.`,
    );
  return fromHere;
}

export type ControlRequest = { op: 'ping' } | { op: 'backup' } | { op: 'verify-activity' };
export type Handler = (request: ControlRequest) => Promise<{ header: object; body?: Uint8Array }>;

const MAX_REQUEST = 1024;

/** Holds DATA_DIR for this process, or says plainly who has it. */
export async function claimDataDir(dataDir: string, holder: string) {
  await mkdir(dataDir, { recursive: true });
  const path = controlSocketPath(dataDir);
  let handler: Handler = async () => ({ header: { ok: false, error: `${holder} is starting` } });
  const server = createServer((socket) => void answer(socket, (request) => handler(request)));
  try {
    await listen(server, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (await ping(path))
      throw new Error(
        `Another process (a server, a backup or a restore) is using ${dataDir}. Stop it first, or use npm run backup to copy a running server's data.`,
      );
    // A socket left by a process that died: nobody answers on it.
    await unlink(path);
    await listen(server, path);
  }
  if (process.platform !== 'win32') await chmod(path, 0o600);
  return {
    path,
    serve(next: Handler) {
      handler = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const listen = (server: Server, path: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });

async function answer(socket: Socket, handle: Handler) {
  socket.on('error', () => undefined);
  let buffered = '';
  const line = await new Promise<string | undefined>((resolve) => {
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      const end = buffered.indexOf('\n');
      if (end >= 0) resolve(buffered.slice(0, end));
      else if (buffered.length > MAX_REQUEST) resolve(undefined);
    });
    socket.on('end', () => resolve(undefined));
  });
  let request: ControlRequest | undefined;
  try {
    const parsed = line === undefined ? undefined : (JSON.parse(line) as { op?: unknown });
    if (parsed?.op === 'ping' || parsed?.op === 'backup' || parsed?.op === 'verify-activity')
      request = { op: parsed.op };
  } catch {
    request = undefined;
  }
  if (!request) {
    socket.end(`${JSON.stringify({ ok: false, error: 'Unknown request' })}\n`);
    return;
  }
  try {
    const { header, body } = await handle(request);
    socket.write(`${JSON.stringify({ ...header, size: body?.byteLength ?? 0 })}\n`);
    if (body) socket.end(body);
    else socket.end();
  } catch (error) {
    socket.end(
      `${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`,
    );
  }
}

/** Sends one request; undefined when no process listens for DATA_DIR. */
export async function sendControl(
  dataDir: string,
  request: ControlRequest,
): Promise<{ header: Record<string, unknown>; body: Uint8Array } | undefined> {
  const path = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    const chunks: Buffer[] = [];
    socket.once('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    socket.once('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      if (newline < 0) return reject(new Error('The server closed the control socket without an answer.'));
      const header = JSON.parse(all.subarray(0, newline).toString('utf8')) as Record<string, unknown>;
      const body = new Uint8Array(all.subarray(newline + 1));
      if (typeof header.size === 'number' && body.byteLength !== header.size)
        return reject(new Error('The backup was cut short on its way from the server.'));
      resolve({ header, body });
    });
  });
}

const ping = async (path: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
