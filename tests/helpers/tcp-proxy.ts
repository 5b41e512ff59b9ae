import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of a database, which a test can cut and restore: the server's view of a
 * database that went away (every open connection dropped, new ones refused) and came back, without
 * stopping the PostgreSQL the other suites share.
 */
export interface TcpProxy {
  port: number;
  /** Drops every connection and stops listening: connections are refused until `restore`. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const relay = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };
  let server: Server = createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  const port = await listen(0);
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return {
    port,
    cut: stop,
    async restore() {
      server = createServer(relay);
      await listen(port);
    },
    close: stop,
  };
}
