import type { EntityName } from '../../src/domain/schemas/index.ts';
import { type Scope, scopeOf, sees } from '../scope/scope.ts';
import type { Actor } from '../store/apply.ts';
import { type Db, toNumber } from '../store/db.ts';

/**
 * Live updates (docs/architecture.md#live-updates). Each instance holds the event streams of the
 * devices connected to it. When a firm's records change (announced by the database on
 * `record_changes`, whichever instance committed them), the hub looks at what changed since each
 * stream's cursor and pokes exactly the streams whose person may see one of those records, or whose
 * scope itself changed. A poke carries no record data and no ids: the device pulls.
 */

export const CHANGES_CHANNEL = 'record_changes';

/** What a stream is told. `pull` carries the newest version it may see; `end` says why it closes. */
export type LiveEvent = { type: 'pull'; version: number } | { type: 'end'; reason: string };

export interface LiveStream {
  actor: Actor;
  /** The device's sync client: its own writes do not poke it (its sync run pulls after pushing). */
  clientId: string | null;
  send(event: LiveEvent): void;
}

interface Held {
  stream: LiveStream;
  /** The newest version this stream has been considered for. */
  cursor: number;
  /** The person's scope when last looked at, as JSON. */
  scopeKey: string;
}

export interface HubOptions {
  /** At most one look per firm this often, so a burst of changes is one or two pokes. */
  gapMs?: number;
  /** Streams one person may hold on this instance. */
  perPerson?: number;
  /** Streams this instance holds in all, whoever holds them (LIVE_MAX_STREAMS). */
  maxStreams?: number;
  /** More changed records than this since a cursor: poke every stream rather than read them all. */
  maxRows?: number;
}

const DEFAULT_GAP_MS = 200;
export const STREAMS_PER_PERSON = 5;
/**
 * Each stream holds a socket and a heartbeat timer for as long as a tab is open; past this many a
 * flood of sessions (many people, or one firm's accounts scripted) could exhaust the process's file
 * descriptors, so new ones are refused with 429 and the devices pull on their own timer meanwhile.
 */
export const MAX_STREAMS = 2000;
const MAX_ROWS = 5000;

interface ChangedRow {
  id: string;
  entity: string;
  data: Record<string, unknown>;
  version: unknown;
  client_id: string | null;
}

export class LiveHub {
  private readonly byOrg = new Map<string, Set<Held>>();
  /** Streams held, in all and per person (`organization:userId`): the limits read them in O(1) per open. */
  private total = 0;
  private readonly byPerson = new Map<string, number>();
  private readonly looks = new Map<
    string,
    { running: boolean; again: boolean; last: number; timer?: NodeJS.Timeout }
  >();
  private listening: Promise<void> | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private closed = false;
  private readonly gapMs: number;
  readonly perPerson: number;
  readonly maxStreams: number;
  private readonly maxRows: number;
  /** Pokes sent, for tests and the bench. */
  pokes = 0;

  constructor(
    private readonly db: Db,
    options: HubOptions = {},
  ) {
    this.gapMs = options.gapMs ?? DEFAULT_GAP_MS;
    this.perPerson = options.perPerson ?? STREAMS_PER_PERSON;
    this.maxStreams = options.maxStreams ?? MAX_STREAMS;
    this.maxRows = options.maxRows ?? MAX_ROWS;
  }

  /** Starts listening for the database's announcements, once; false where the database cannot announce. */
  async ready(): Promise<boolean> {
    if (!this.db.listen) return false;
    this.listening ??= this.db
      .listen(CHANGES_CHANNEL, (organization) => {
        // null: the listening connection was lost and is back; anything may have been missed.
        if (organization === null) for (const org of this.byOrg.keys()) this.changed(org);
        else this.changed(organization);
      })
      .then(
        (stop) => {
          this.unlisten = stop;
        },
        (error: unknown) => {
          // The database was away: the next stream to open tries again.
          this.listening = undefined;
          throw error;
        },
      );
    await this.listening;
    return true;
  }

  /** How many streams this person holds here. */
  countOf(userId: string, organization: string): number {
    return this.byPerson.get(`${organization}:${userId}`) ?? 0;
  }

  /** Why a new stream for this person would be refused now, or null: it would be taken. */
  refusal(userId: string, organization: string): 'person' | 'server' | null {
    if (this.size >= this.maxStreams) return 'server';
    return this.countOf(userId, organization) >= this.perPerson ? 'person' : null;
  }

  get size(): number {
    return this.total;
  }

  /**
   * Adds a stream, its cursor at the firm's version now and its scope as it is now (the device pulls
   * on connecting, so it has everything up to here). Returns the function that removes it, or null
   * when its person already holds `perPerson` streams here or the instance `maxStreams` (checked as
   * it is added, so streams opened at the same moment cannot pass a limit together).
   */
  async add(stream: LiveStream): Promise<(() => void) | null> {
    const org = stream.actor.organization;
    const [clock, scope] = await Promise.all([
      this.db.query<{ version: unknown }>('select version from org_clock where organization = $1', [org]),
      scopeOf(this.db, stream.actor),
    ]);
    if (this.closed || this.refusal(stream.actor.userId, org)) return null;
    const held: Held = { stream, cursor: toNumber(clock[0]?.version ?? 0), scopeKey: JSON.stringify(scope) };
    let set = this.byOrg.get(org);
    if (!set) {
      set = new Set();
      this.byOrg.set(org, set);
    }
    set.add(held);
    const person = `${org}:${stream.actor.userId}`;
    this.total += 1;
    this.byPerson.set(person, this.countOf(stream.actor.userId, org) + 1);
    return () => {
      if (!set.delete(held)) return;
      this.total -= 1;
      const left = (this.byPerson.get(person) ?? 1) - 1;
      if (left > 0) this.byPerson.set(person, left);
      else this.byPerson.delete(person);
      if (!set.size && this.byOrg.get(org) === set) this.byOrg.delete(org);
    };
  }

  /** A firm's records changed: look soon, at most once per gap, never two looks at once. */
  changed(organization: string): void {
    if (this.closed || !this.byOrg.has(organization)) return;
    let look = this.looks.get(organization);
    if (!look) {
      look = { running: false, again: false, last: 0 };
      this.looks.set(organization, look);
    }
    if (look.running || look.timer) {
      look.again = true;
      return;
    }
    const wait = look.last + this.gapMs - Date.now();
    if (wait > 0) {
      look.timer = setTimeout(() => this.run(organization), wait);
      return;
    }
    void this.run(organization);
  }

  private async run(organization: string): Promise<void> {
    const look = this.looks.get(organization);
    if (!look) return;
    look.timer = undefined;
    look.running = true;
    look.again = false;
    try {
      // Cut short after `maxRows` changes: look again for the rest.
      if (await this.look(organization)) look.again = true;
    } catch (error) {
      // The devices' minute timer still brings them the change.
      console.error(
        `Live updates: looking at changes failed: ${error instanceof Error ? error.message : error}`,
      );
    } finally {
      look.running = false;
      look.last = Date.now();
      if (look.again) this.changed(organization);
      else if (!this.byOrg.has(organization)) this.looks.delete(organization);
    }
  }

  /** Pokes each stream of the firm that may see a change since its cursor, or whose scope changed. */
  private async look(organization: string): Promise<boolean> {
    const streams = [...(this.byOrg.get(organization) ?? [])];
    if (!streams.length) return false;
    const from = Math.min(...streams.map((h) => h.cursor));
    const rows = await this.db.query<ChangedRow>(
      `select r.id, r.entity, r.data, r.version,
         (select h.client_id from history h where h.record_id = r.id and h.version = r.version limit 1) as client_id
       from records r where r.organization = $1 and r.version > $2 order by r.version limit $3`,
      [organization, from, this.maxRows + 1],
    );
    const tooMany = rows.length > this.maxRows;
    if (tooMany) rows.length = this.maxRows;
    const newest = rows.length ? toNumber(rows[rows.length - 1]!.version) : from;
    // One scope per person, read now (a wall or an access may just have changed).
    const scopes = new Map<string, Promise<Scope>>();
    const scopeFor = (actor: Actor) => {
      const key = `${actor.userId}\n${actor.role}`;
      let scope = scopes.get(key);
      if (!scope) {
        scope = scopeOf(this.db, actor);
        scopes.set(key, scope);
      }
      return scope;
    };
    for (const held of streams) {
      const scope = await scopeFor(held.stream.actor);
      const scopeKey = JSON.stringify(scope);
      const visible = rows.filter(
        (r) =>
          toNumber(r.version) > held.cursor &&
          (held.stream.clientId === null || r.client_id !== held.stream.clientId) &&
          sees(scope, r.entity as EntityName, r.id, r.data ?? {}),
      );
      const poke = tooMany || scopeKey !== held.scopeKey || visible.length > 0;
      held.scopeKey = scopeKey;
      held.cursor = Math.max(held.cursor, newest);
      if (!poke) continue;
      this.pokes += 1;
      const version = visible.length ? toNumber(visible[visible.length - 1]!.version) : held.cursor;
      held.stream.send({ type: 'pull', version });
    }
    return tooMany;
  }

  /** Ends every stream (shutting down: the devices reconnect to another instance) and stops listening. */
  async close(reason = 'shutting-down'): Promise<void> {
    this.closed = true;
    for (const look of this.looks.values()) if (look.timer) clearTimeout(look.timer);
    this.looks.clear();
    for (const set of this.byOrg.values()) {
      for (const held of set) held.stream.send({ type: 'end', reason });
      // Emptied, so a stream's own removal afterwards counts nothing twice.
      set.clear();
    }
    this.byOrg.clear();
    this.byPerson.clear();
    this.total = 0;
    await this.listening?.catch(() => undefined);
    await this.unlisten?.().catch(() => undefined);
  }

  get isClosed(): boolean {
    return this.closed;
  }
}
