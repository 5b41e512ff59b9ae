import { mutatorOf } from '../../domain/mutators/index.ts';
import { entityInfo, FIELD_LABELS as REGISTRY_FIELD_LABELS } from '../../domain/registry.ts';
import { formatCents } from '../../domain/rules/money.ts';
import type { EntityName } from '../../domain/schemas/index.ts';
import { VALUE_LABELS } from '../../domain/value-labels.ts';
import { SERVER_UNAVAILABLE } from '../../sync/outcome.ts';
import { humanizeStatus } from '../../ui/status-display.ts';

/**
 * Words for what the sync page shows: entity names, record names, field labels, values and
 * conflict reasons. Pure, so the page stays a thin view over the local store.
 */

/** Fields that hold cents (docs/architecture.md#data-model); shown as CAD. */
export const MONEY_FIELDS = new Set(['fmvDoD', 'acb', 'proceeds', 'amount', 'expectedAmount', 'value']);

const STATUS_FIELDS = new Set(['status', 'role', 'kind', 'type', 'assetClass', 'ledger', 'receivableType']);

/**
 * Names come from the entity registry; a user record is only ever changed here as the user's own
 * profile, so the Sync page says so.
 */
const SYNC_LABELS: Partial<Record<EntityName, string>> = { users: 'User profile' };

export const entityLabel = (entity: string): string => {
  const info = entityInfo(entity);
  return info ? (SYNC_LABELS[info.name] ?? info.label) : humanizeStatus(entity);
};

const FIELD_LABELS: Record<string, string> = { ...REGISTRY_FIELD_LABELS, _deleted: 'Whole record' };

/** 'fmvDoD' -> 'Fair market value at date of death'; 'executor.email' -> 'Executor email'. */
export function fieldLabel(path: string): string {
  const parts = path.split('.');
  const words = parts.map((p, i) => {
    const known = FIELD_LABELS[p];
    const text = known ?? p.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
    return i === 0 ? text.charAt(0).toUpperCase() + text.slice(1) : text.toLowerCase();
  });
  return words.join(' ');
}

/** A record's name as people know it; `undefined` when the record has none to show. */
export function recordName(
  entity: string,
  record: Record<string, unknown> | null | undefined,
): string | undefined {
  if (!record) return undefined;
  const text = (k: string) =>
    typeof record[k] === 'string' && record[k] ? (record[k] as string) : undefined;
  switch (entity) {
    case 'estates':
      return text('estateName');
    case 'documents':
      return text('title') ?? text('fileName');
    case 'transactions': {
      const amount = typeof record.amount === 'number' ? formatCents(record.amount) : undefined;
      const parts = [humanizeStatus(text('kind')), amount, text('date') && `on ${text('date')}`];
      return parts.filter(Boolean).join(' ');
    }
    default:
      return text('name');
  }
}

const EMPTY = '(empty)';

/** A value as a person reads it: money in CAD, Yes/No, statuses in words, objects as "Label: value". */
export function formatValue(field: string, value: unknown): string {
  const last = field.split('.').pop() ?? field;
  if (last === '_deleted') return value === true ? 'Deleted' : 'Kept';
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    return MONEY_FIELDS.has(last) && Number.isSafeInteger(value)
      ? formatCents(value)
      : value.toLocaleString('en-CA');
  }
  if (typeof value === 'string') return STATUS_FIELDS.has(last) ? humanizeStatus(value) : value;
  if (Array.isArray(value)) {
    if (!value.length) return EMPTY;
    return value.map((v) => formatValue(last, v)).join(', ');
  }
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${fieldLabel(k)}: ${formatValue(k, v)}`);
    return parts.length ? parts.join('; ') : EMPTY;
  }
  return String(value);
}

export type ConflictReason = 'field_changed' | 'deleted' | 'delete_vs_update';

/** Why a value lost, in plain words (docs/architecture.md#conflicts). */
export function conflictReasonText(reason: unknown): string {
  return reason === 'deleted' || reason === 'delete_vs_update'
    ? VALUE_LABELS.conflictReason[reason]
    : VALUE_LABELS.conflictReason.field_changed;
}

const OP_LABELS: Record<string, string> = { create: 'New', update: 'Change to', delete: 'Deletion of' };

/** 'New estate', 'Change to file', 'Deletion of asset'. */
export function changeTitle(op: string, entity: string): string {
  return `${OP_LABELS[op] ?? 'Change to'} ${entityLabel(entity).toLowerCase()}`;
}

/**
 * 'Import of a bank statement' for a named action, in the registry's words
 * (src/domain/mutators/index.ts); a change of one record (or an action this app no longer knows) by
 * its record: 'Change to file'.
 */
export function rowTitle(row: {
  op: string;
  entity: string;
  mutator?: { name: string; args?: unknown };
}): string {
  const action = row.mutator && mutatorOf(row.mutator.name)?.titleFor(row.mutator.args);
  return action ?? changeTitle(row.op, row.entity);
}

/** 'You have 3 changes that have not reached the server.' (singular for one). */
export function unsyncedSentence(count: number): string {
  return count === 1
    ? 'You have 1 change that has not reached the server.'
    : `You have ${count} changes that have not reached the server.`;
}

/** The logout warning of docs/architecture.md#sessions-and-logout. */
export function logoutWarning(count: number): string {
  return `${unsyncedSentence(count)} If you log out now ${count === 1 ? 'it' : 'they'} will be lost.`;
}

export interface StatusText {
  label: string;
  tone: 'ok' | 'busy' | 'warn' | 'offline';
}

/** The engine's state in words for the Sync page (the indicator in the top bar is shorter). */
export function syncStatusText(
  online: boolean,
  status: string,
  pending: number,
  unavailable = false,
): StatusText {
  if (!online) return { label: 'Offline — changes are kept on this device', tone: 'offline' };
  switch (status) {
    case 'syncing':
      return { label: 'Syncing…', tone: 'busy' };
    case 'paused':
      return { label: 'Paused — sign in again to sync', tone: 'warn' };
    case 'offline':
      return unavailable
        ? { label: SERVER_UNAVAILABLE, tone: 'offline' }
        : { label: 'Server unreachable — will retry', tone: 'offline' };
    case 'error':
      return { label: 'Sync stopped with an error', tone: 'warn' };
    default:
      return pending > 0
        ? { label: 'Waiting to send changes', tone: 'busy' }
        : { label: 'Up to date', tone: 'ok' };
  }
}

/** Ends a message with a full stop unless it has one ('Failed to fetch' -> 'Failed to fetch.'). */
export const asSentence = (text: string): string =>
  /[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
