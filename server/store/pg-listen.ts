import pg from 'pg';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on one dedicated connection (a pooled one would be handed to other work). When the
 * connection is lost it is made again, with backoff and jitter, and `onPayload(null)` says that
 * notifications may have been missed meanwhile (docs/architecture.md#live-updates).
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    // An error or an end after connecting: make the connection again.
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners('end');
      void next.end().catch(() => undefined);
      if (!stopped) retry();
    };
    next.on('error', (error) => {
      console.error(`Live updates: the listening connection failed: ${error.message}`);
      lost();
    });
    next.on('end', lost);
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
    failures = 0;
  }

  function retry(): void {
    failures += 1;
    const backoff = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** (failures - 1));
    timer = setTimeout(
      () => {
        timer = undefined;
        connect().then(
          () => onPayload(null),
          () => {
            if (!stopped) retry();
          },
        );
      },
      backoff / 2 + Math.random() * (backoff / 2),
    );
    timer.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
