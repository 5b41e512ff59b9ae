export const FILE_STATUSES = ['active', 'closed', 'pending'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

export const ESTATE_STATUSES = [
  'open',
  'under_review',
  'pending_court_approval',
  'completed',
  'closed',
] as const;
export type EstateStatus = (typeof ESTATE_STATUSES)[number];

export const ASSET_STATUSES = ['active', 'disposed'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** Statuses the shared status chip knows by name (docs/behaviour.md#common-to-every-screen); anything else is shown capitalised in gray. */
export const DISPLAY_STATUSES = ['active', 'disposed', 'pending', 'draft'] as const;

/** The firm's own people: what an invitation to the firm or a role change may choose. */
export const USER_ROLES = ['Estate Attorney', 'Admin', 'Staff'] as const;
export type FirmRole = (typeof USER_ROLES)[number];
/**
 * The roles an Admin may allow to take copies out of the app (src/domain/rules/copies.ts); an
 * Admin always may.
 */
export const COPY_ROLE_CHOICES = ['Estate Attorney', 'Staff'] as const satisfies readonly FirmRole[];
/**
 * Every role a user record may hold: the firm's, and the external Beneficiary, invited to one or
 * more estates and seeing only those, read-only (docs/architecture.md#scopes).
 */
export const ALL_ROLES = [...USER_ROLES, 'Beneficiary'] as const;
export type UserRole = (typeof ALL_ROLES)[number];

export const PARTY_ROLES = ['beneficiary', 'executor', 'creditor', 'other'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

export const CURRENCIES = ['CAD', 'USD', 'OTHER'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DOCUMENT_TYPES = [
  'Schedule A',
  'Schedule B',
  'Schedule C',
  'Affidavit of Executor',
  /** A copy of the return as filed: it shows that deadline met (deadline-proofs.ts). */
  'Estate Information Return',
  'Report',
  'Other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const LEDGERS = ['capital', 'revenue'] as const;
export type Ledger = (typeof LEDGERS)[number];
