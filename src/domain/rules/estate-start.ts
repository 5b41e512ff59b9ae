import { type HasRoles, partyHasRole } from './party-roles.ts';

export interface EstateStartStep {
  id: 'deceased' | 'trustee' | 'assets' | 'accounts';
  title: string;
  done: boolean;
}

export interface EstateStartFacts {
  deceased?: { name?: string | null; dateOfDeath?: string | null } | null;
  keyDates?: { dateOfDeath?: string | null } | null;
  executor?: { name?: string | null } | null;
  parties: readonly HasRoles[];
  assets: number;
  accounts: number;
}

/**
 * What a new estate needs first (docs/behaviour.md#estate-page-layout), in the order the work
 * needs it: the deceased and the date of death, from which every deadline counts; the estate
 * trustee, who applies and signs; the assets at the date of death, which the probate application
 * and the accounts start from; and the estate's bank account, through which the money passes.
 */
export function estateStartSteps(facts: EstateStartFacts): EstateStartStep[] {
  const dateOfDeath = facts.deceased?.dateOfDeath || facts.keyDates?.dateOfDeath;
  return [
    {
      id: 'deceased',
      title: 'Enter the deceased’s name and date of death: every deadline counts from it',
      done: Boolean(facts.deceased?.name?.trim() && dateOfDeath),
    },
    {
      id: 'trustee',
      title: 'Add the estate trustee, who applies and signs',
      done: Boolean(facts.executor?.name?.trim()) || facts.parties.some((p) => partyHasRole(p, 'executor')),
    },
    { id: 'assets', title: 'Record the assets at the date of death', done: facts.assets > 0 },
    { id: 'accounts', title: 'Add the estate’s bank account', done: facts.accounts > 0 },
  ];
}

/** The steps card shows until every step is done. */
export const estateStarted = (steps: readonly EstateStartStep[]): boolean => steps.every((s) => s.done);
