import { liveOf } from './accounts-input.ts';
import { type CourtAccounts, courtAccounts } from './court-accounts.ts';
import type { CourtAccountsInput } from './court-inputs.ts';
import {
  type EstateAdministrationTaxBreakdown,
  estateAdministrationTaxBreakdown,
} from './estate-administration-tax.ts';
import { isOntarioRealProperty, type LeftOutRow, whyLeftOut } from './outside-estate.ts';

/**
 * The small-estate limit: an estate whose value does not exceed $150,000 may apply for a small
 * estate certificate under r. 74.1 of the Rules of Civil Procedure (added by O. Reg. 111/21)
 * instead of a certificate of appointment. The amount is prescribed by O. Reg. 110/21 under the
 * Estates Act, R.S.O. 1990, c. E.21 ("small estate", s. 1).
 */
export const SMALL_ESTATE_LIMIT_CENTS = 15_000_000;

export interface RealPropertyValueRow {
  assetId: string;
  name: string;
  /** Its value at death. */
  gross: number;
  /** The liabilities registered against it (mortgages, liens) at death, capped at its value. */
  encumbrances: number;
  /** The liabilities counted, by id. */
  liabilityIds: string[];
  net: number;
}

export interface PersonalPropertyValueRow {
  assetId: string;
  name: string;
  assetClass: string;
  value: number;
}

/**
 * The value of the estate as the application for a certificate (Form 74A) and the Estate
 * Administration Tax read it, out of the one statement: real property in Ontario net of its
 * encumbrances, and personal property at its value at death (docs/behaviour.md#value-of-the-estate).
 */
export interface ProbateValue {
  realProperty: { rows: RealPropertyValueRow[]; gross: number; encumbrances: number; net: number };
  personalProperty: { rows: PersonalPropertyValueRow[]; total: number };
  /** Real property net plus personal property: the value of the estate. */
  total: number;
  /** The deceased's assets not in the value, each with why. */
  leftOut: { rows: LeftOutRow[]; total: number };
  tax: EstateAdministrationTaxBreakdown;
  /** True when the small estate certificate route (r. 74.1) is open: the value is $150,000 or less. */
  smallEstate: boolean;
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/**
 * The value of the estate from the same inputs as the court accounts, and from their statement of
 * original assets (computed here when not given): every original asset at its value at death;
 * real property in Ontario less the liabilities at death registered against it (never below
 * zero, Estate Administration Tax Act, 1998, s. 1 "value of the estate": "less the actual value
 * of any encumbrance on real property"); real property outside Ontario and the assets passing
 * outside the estate left out, with why.
 */
export function probateValue(
  input: CourtAccountsInput,
  accounts: CourtAccounts = courtAccounts(input),
): ProbateValue {
  const byId = new Map(liveOf(input.assets, input.estate._id).map((a) => [a._id, a]));
  const liabilities = (input.liabilities ?? []).filter((l) => l.deletedAt == null);
  const real: RealPropertyValueRow[] = [];
  const personal: PersonalPropertyValueRow[] = [];
  const leftOut: LeftOutRow[] = [...accounts.passingOutside.rows];
  for (const row of accounts.originalAssets.rows) {
    const asset = byId.get(row.assetId);
    if (row.assetClass !== 'real_property') {
      personal.push({
        assetId: row.assetId,
        name: row.name,
        assetClass: row.assetClass,
        value: row.valueAtDeath,
      });
      continue;
    }
    if (asset && !isOntarioRealProperty(asset)) {
      const reason = 'real-property-outside-ontario';
      leftOut.push({ ...row, reason, to: null, why: whyLeftOut(reason, null) });
      continue;
    }
    const against = liabilities.filter((l) => l.encumbers === row.assetId);
    const encumbrances = Math.min(row.valueAtDeath, sum(against.map((l) => l.amountAtDeath)));
    real.push({
      assetId: row.assetId,
      name: row.name,
      gross: row.valueAtDeath,
      encumbrances,
      liabilityIds: against.map((l) => l._id),
      net: row.valueAtDeath - encumbrances,
    });
  }
  const realNet = sum(real.map((r) => r.net));
  const personalTotal = sum(personal.map((r) => r.value));
  const total = realNet + personalTotal;
  return {
    realProperty: {
      rows: real,
      gross: sum(real.map((r) => r.gross)),
      encumbrances: sum(real.map((r) => r.encumbrances)),
      net: realNet,
    },
    personalProperty: { rows: personal, total: personalTotal },
    total,
    leftOut: { rows: leftOut, total: sum(leftOut.map((r) => r.valueAtDeath)) },
    tax: estateAdministrationTaxBreakdown(total),
    smallEstate: total <= SMALL_ESTATE_LIMIT_CENTS,
  };
}
