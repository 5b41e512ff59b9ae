import { createServer } from 'node:net';

/** A port nothing listens on now, from the system: for a server or driver a test starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
