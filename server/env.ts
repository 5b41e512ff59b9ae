import { resolve } from 'node:path';
import { parseEvery } from './backup/every.ts';
import { MAX_STREAMS } from './live/hub.ts';
import { type OidcProviderConfig, parseOidcEnv } from './oidc/config.ts';

/** The server's configuration, parsed once; nothing else reads process.env (docs/architecture.md#conventions). */
export interface Env {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  /** The header a reverse proxy sets to the client's address (lower case), or undefined: the socket's. */
  trustProxyHeader: string | undefined;
  /** The access token's lifetime (ACCESS_TOKEN_TTL_SECONDS). */
  tokenTtlSeconds: number;
  /** A device's refresh chain ends after this long unused (REFRESH_IDLE_DAYS). */
  sessionIdleSeconds: number;
  /** How long a sign-in or a password typed again allows a role change (STEP_UP_SECONDS; docs/architecture.md#step-up). */
  stepUpSeconds: number;
  demo: 'auto' | 'on' | 'off';
  production: boolean;
  distDir: string;
  /** SMTP server for invitations and reset links (`smtp://user:pass@host:587`), or undefined: links are shown to the Admin. */
  smtpUrl: string | undefined;
  /** Sender of those emails. */
  mailFrom: string;
  /** The app's public address for links in emails, without a trailing slash; undefined: the request's origin. */
  publicUrl: string | undefined;
  /** Sign-in with Microsoft or Google (OIDC_MICROSOFT_*, OIDC_GOOGLE_*; docs/oidc.md#configuration). */
  oidc: OidcProviderConfig[];
  /** Scheduled backups of the embedded database go here (BACKUP_DIR), or undefined: none. */
  backupDir: string | undefined;
  /** One every this long (BACKUP_EVERY, default 24h). */
  backupEveryMs: number;
  /** The newest this many are kept (BACKUP_KEEP, default 7). */
  backupKeep: number;
  /** Live-update streams this instance holds in all (LIVE_MAX_STREAMS, default MAX_STREAMS). */
  liveMaxStreams: number;
}

/** The shortest JWT_SECRET accepted: 256 bits, the size of an HS256 key. */
export const MIN_SECRET_BYTES = 32;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const port = Number(source.PORT ?? 4310);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${source.PORT}`);
  const ttl = Number(source.ACCESS_TOKEN_TTL_SECONDS ?? 15 * 60);
  if (!Number.isFinite(ttl) || ttl <= 0)
    throw new Error('ACCESS_TOKEN_TTL_SECONDS must be a positive number');
  const idleDays = Number(source.REFRESH_IDLE_DAYS ?? 30);
  if (!Number.isFinite(idleDays) || idleDays <= 0)
    throw new Error('REFRESH_IDLE_DAYS must be a positive number');
  const stepUp = Number(source.STEP_UP_SECONDS ?? 5 * 60);
  if (!Number.isInteger(stepUp) || stepUp <= 0 || stepUp > 3600)
    throw new Error('STEP_UP_SECONDS must be a whole number of seconds from 1 to 3600');
  const jwtSecret = source.JWT_SECRET || undefined;
  const secretBytes = Buffer.byteLength(jwtSecret ?? '', 'utf8');
  // HS256 with a short secret can be guessed offline from any one token (RFC 7518: at least 256 bits).
  if (jwtSecret && secretBytes < MIN_SECRET_BYTES)
    throw new Error(
      `JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long (it is ${secretBytes}). ` +
        'Generate one with `openssl rand -base64 48`, or leave JWT_SECRET unset and the server generates and keeps one.',
    );
  const trustProxyHeader = source.TRUST_PROXY_HEADER?.trim().toLowerCase() || undefined;
  if (trustProxyHeader && !/^[a-z0-9-]+$/.test(trustProxyHeader))
    throw new Error(
      `TRUST_PROXY_HEADER must be a header name such as x-forwarded-for, got ${trustProxyHeader}`,
    );
  const demoValue = (source.DEMO ?? '').trim().toLowerCase();
  const demo =
    demoValue === '' || demoValue === 'auto'
      ? 'auto'
      : ['1', 'true', 'yes', 'on'].includes(demoValue)
        ? 'on'
        : 'off';
  const smtpUrl = source.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl))
    throw new Error(
      'SMTP_URL must start with smtp:// or smtps://, e.g. smtp://user:pass@mail.example.com:587',
    );
  const publicUrl = source.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;
  if (publicUrl && !/^https?:\/\/[^/\s]+/i.test(publicUrl))
    throw new Error(
      `PUBLIC_URL must be an http(s) address such as https://estates.example.com, got ${publicUrl}`,
    );
  const backupKeep = Number(source.BACKUP_KEEP ?? 7);
  if (!Number.isInteger(backupKeep) || backupKeep < 1)
    throw new Error(`BACKUP_KEEP must be a whole number of at least 1, got ${source.BACKUP_KEEP}`);
  const liveMaxStreams = Number(source.LIVE_MAX_STREAMS ?? MAX_STREAMS);
  if (!Number.isInteger(liveMaxStreams) || liveMaxStreams < 1)
    throw new Error(`LIVE_MAX_STREAMS must be a whole number of at least 1, got ${source.LIVE_MAX_STREAMS}`);
  return {
    liveMaxStreams,
    port,
    host: source.HOST ?? '127.0.0.1',
    databaseUrl: source.DATABASE_URL || undefined,
    dataDir: resolve(source.DATA_DIR ?? './data'),
    jwtSecret,
    trustProxyHeader,
    tokenTtlSeconds: ttl,
    sessionIdleSeconds: Math.round(idleDays * 24 * 3600),
    stepUpSeconds: stepUp,
    demo,
    production: source.NODE_ENV === 'production',
    distDir: resolve(source.DIST_DIR ?? './dist'),
    smtpUrl,
    mailFrom: source.MAIL_FROM?.trim() || 'Estate Administration <no-reply@localhost>',
    publicUrl,
    oidc: parseOidcEnv(source),
    backupDir: source.BACKUP_DIR?.trim() ? resolve(source.BACKUP_DIR.trim()) : undefined,
    backupEveryMs: parseEvery(source.BACKUP_EVERY ?? '24h'),
    backupKeep,
  };
}
