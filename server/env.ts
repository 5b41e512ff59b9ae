import { resolve } from 'node:path';

/** The server's configuration, parsed once; nothing else reads process.env (DESIGN §10). */
export interface Env {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  demo: 'auto' | 'on' | 'off';
  production: boolean;
  distDir: string;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const port = Number(source.PORT ?? 4310);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${source.PORT}`);
  const ttl = Number(source.TOKEN_TTL_SECONDS ?? 8 * 3600);
  if (!Number.isFinite(ttl) || ttl <= 0) throw new Error('TOKEN_TTL_SECONDS must be a positive number');
  const demoValue = (source.DEMO ?? '').trim().toLowerCase();
  const demo =
    demoValue === '' || demoValue === 'auto'
      ? 'auto'
      : ['1', 'true', 'yes', 'on'].includes(demoValue)
        ? 'on'
        : 'off';
  return {
    port,
    host: source.HOST ?? '127.0.0.1',
    databaseUrl: source.DATABASE_URL || undefined,
    dataDir: resolve(source.DATA_DIR ?? './data'),
    jwtSecret: source.JWT_SECRET || undefined,
    tokenTtlSeconds: ttl,
    demo,
    production: source.NODE_ENV === 'production',
    distDir: resolve(source.DIST_DIR ?? './dist'),
  };
}
