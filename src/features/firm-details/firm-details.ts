import * as v from 'valibot';
import { uuidv7 } from '../../domain/ids.ts';
import { postalAddressLines } from '../../domain/rules/postal-address.ts';
import {
  EmailAddress,
  type FirmLawyer,
  FirmLawyerList,
  type OrganizationBody,
  PostalAddress,
} from '../../domain/schemas/index.ts';

/**
 * The firm's details as the editor keeps them (docs/behaviour.md#firm-details): the address,
 * telephone and email as typed, and a row per lawyer. Checked with the organization's own schema
 * before they are saved, so the messages are the server's.
 */
export interface LawyerRow {
  /** The lawyer's id: kept across edits (estates name it), new for a row added here. */
  id: string;
  name: string;
  lsoNumber: string;
  email: string;
  telephone: string;
}

export interface FirmDraft {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  telephone: string;
  email: string;
  lawyers: LawyerRow[];
  /** Where the firm serves the Children's Lawyer and the Public Guardian and Trustee, as typed. */
  childrensLawyer: string;
  publicGuardian: string;
}

export type FirmFields = Pick<
  OrganizationBody,
  'address' | 'telephone' | 'email' | 'lawyers' | 'officialAddresses'
>;

export const newLawyerRow = (lawyer: Partial<FirmLawyer> = {}): LawyerRow => ({
  id: lawyer.id ?? uuidv7(),
  name: lawyer.name ?? '',
  lsoNumber: lawyer.lsoNumber ?? '',
  email: lawyer.email ?? '',
  telephone: lawyer.telephone ?? '',
});

/** The stored record as the form's inputs; a firm with no lawyers yet starts with one empty row. */
export function firmDraftOf(record: Partial<FirmFields>): FirmDraft {
  const a = record.address;
  const lawyers = record.lawyers ?? [];
  return {
    line1: a?.line1 ?? '',
    line2: a?.line2 ?? '',
    city: a?.city ?? '',
    region: a?.region ?? '',
    postalCode: a?.postalCode ?? '',
    country: a?.country ?? '',
    telephone: record.telephone ?? '',
    email: record.email ?? '',
    lawyers: lawyers.length ? lawyers.map((l) => newLawyerRow(l)) : [newLawyerRow()],
    childrensLawyer: record.officialAddresses?.['childrens-lawyer'] ?? '',
    publicGuardian: record.officialAddresses?.['public-guardian-and-trustee'] ?? '',
  };
}

export type FirmSaveResult =
  | {
      ok: true;
      patch: Required<Pick<FirmFields, 'telephone' | 'email' | 'lawyers' | 'officialAddresses'>> &
        Pick<FirmFields, 'address'>;
    }
  | { ok: false; message: string; field: string };

const blankRow = (r: LawyerRow) =>
  !(r.name.trim() || r.lsoNumber.trim() || r.email.trim() || r.telephone.trim());
const optional = (s: string) => s.trim() || undefined;

/**
 * The fields to save, or the first problem with the input it belongs to. An address with nothing
 * typed is cleared (null); blank lawyer rows are left out; cleared texts are sent as '' so the
 * update really clears them.
 */
export function firmDetailsToSave(d: FirmDraft): FirmSaveResult {
  const typed = [d.line1, d.line2, d.city, d.region, d.postalCode, d.country].some((s) => s.trim());
  let address: FirmFields['address'] = null;
  if (typed) {
    const parsed = v.safeParse(PostalAddress, {
      line1: d.line1,
      line2: optional(d.line2),
      city: d.city,
      region: optional(d.region),
      postalCode: optional(d.postalCode),
      country: optional(d.country),
    });
    if (!parsed.success) {
      const issue = parsed.issues[0];
      return { ok: false, message: issue.message, field: String(issue.path?.[0]?.key ?? 'line1') };
    }
    address = parsed.output;
  }
  const telephone = d.telephone.trim();
  if (telephone.length > 40) return { ok: false, message: 'Telephone is too long', field: 'telephone' };
  const email = d.email.trim();
  if (email) {
    const parsed = v.safeParse(EmailAddress, email);
    if (!parsed.success) return { ok: false, message: parsed.issues[0].message, field: 'email' };
  }
  const rows = d.lawyers.filter((r) => !blankRow(r));
  const lawyers = rows.map((r) => ({
    id: r.id,
    name: r.name,
    lsoNumber: r.lsoNumber.replace(/\s+/g, ''),
    ...(r.email.trim() ? { email: r.email } : {}),
    ...(r.telephone.trim() ? { telephone: r.telephone } : {}),
  }));
  const parsed = v.safeParse(FirmLawyerList, lawyers);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const index = issue.path?.[0]?.key;
    const row = typeof index === 'number' ? rows[index] : undefined;
    const key = issue.path?.[1]?.key;
    return {
      ok: false,
      message: `${issue.message}${row ? ` (${row.name.trim() || `lawyer ${d.lawyers.indexOf(row) + 1}`})` : ''}.`,
      field: row ? `lawyers.${row.id}.${typeof key === 'string' ? key : 'name'}` : 'lawyers',
    };
  }
  for (const [field, text] of [
    ['childrensLawyer', d.childrensLawyer],
    ['publicGuardian', d.publicGuardian],
  ] as const) {
    if (text.trim().length > 300)
      return { ok: false, message: 'An address for service is at most 300 characters', field };
  }
  const officialAddresses = {
    'childrens-lawyer': d.childrensLawyer.trim(),
    'public-guardian-and-trustee': d.publicGuardian.trim(),
  };
  return {
    ok: true,
    patch: { address, telephone, email: email.toLowerCase(), lawyers: parsed.output, officialAddresses },
  };
}

/** What the read view shows: the address as a letter prints it, or that none is recorded. */
export const addressText = (record: Partial<FirmFields>): string =>
  postalAddressLines(record.address).join('\n') || 'Not recorded';
