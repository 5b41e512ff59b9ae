import { partyHasRole } from '../../domain/rules/party-roles.ts';
import type { ApprovalRecord, DocumentRecord, PartyRecord } from '../../domain/schemas/index.ts';
import { formatDate } from '../../ui/record-display.ts';

const EMAIL = /[^\s@<>(),;:"'[\]]+@[^\s@<>(),;:"'[\]]+\.[A-Za-z]{2,}/;

/** The first email address written in a party's free-text contact info, or '' when there is none. */
export function emailIn(contactInfo: string | null | undefined): string {
  return EMAIL.exec(contactInfo ?? '')?.[0]?.toLowerCase() ?? '';
}

/** "Last looked": when a beneficiary's device last pulled the estate, or "Never". */
export function lastLookedText(at: string | null): string {
  if (!at) return 'Never';
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return 'Never';
  const time = date.toLocaleTimeString('en-CA', { hour: 'numeric', minute: '2-digit' });
  return `${formatDate(at)} at ${time}`;
}

/** The estate's parties a beneficiary invitation may name: beneficiaries, by name. */
export function beneficiaryParties(parties: readonly PartyRecord[]): PartyRecord[] {
  return parties
    .filter((p) => partyHasRole(p, 'beneficiary'))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-CA'));
}

export interface ApprovalRow {
  id: string;
  /** Who signed, as the firm knows them (set by the server; the name typed until it is sent). */
  name: string;
  /** The email they sign in with, once the server has recorded the approval. */
  email: string | null;
  /** The approved document's title, or a plain stand-in when it is not on this device. */
  document: string;
  approvedOn: string;
  /** "Withdrawn on …", or null while the approval stands. */
  withdrawn: string | null;
}

/** The estate's approvals of its accounts, newest first, each with the title of what it approves. */
export function approvalRows(
  approvals: readonly ApprovalRecord[],
  documents: readonly DocumentRecord[],
): ApprovalRow[] {
  const titles = new Map(documents.map((d) => [d._id, d.title]));
  return [...approvals]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id))
    .map((a) => ({
      id: a._id,
      name: a.name,
      email: a.email ?? null,
      document: titles.get(a.document) || 'A document no longer on this device',
      approvedOn: formatDate(a.createdAt),
      withdrawn: a.withdrawn
        ? `Withdrawn on ${formatDate(a.withdrawnAt ?? a.updatedAt) || 'a date not known'}`
        : null,
    }));
}
