import { affidavitVerifyingAccounts } from './form-74-43.ts';
import { noticeOfApplication } from './form-74-44.ts';
import { noticeOfObjection } from './form-74-45.ts';
import { noticeOfNoObjection } from './form-74-46.ts';
import { noticeOfNonParticipation } from './form-74-46-1.ts';
import { draftJudgment } from './form-74-50.ts';
import type { CourtForm, CourtFormInput, CourtFormKind } from './model.ts';

/** Each document's form number and name, for the choice on screen and the saved document's title. */
export const COURT_FORM_TITLES: Readonly<Record<CourtFormKind, { formNumber: string; title: string }>> = {
  'affidavit-verifying-accounts': { formNumber: 'Form 74.43', title: 'Affidavit Verifying Estate Accounts' },
  'notice-of-application': { formNumber: 'Form 74.44', title: 'Notice of Application to Pass Accounts' },
  'notice-of-objection': { formNumber: 'Form 74.45', title: 'Notice of Objection to Accounts' },
  'notice-of-no-objection': { formNumber: 'Form 74.46', title: 'Notice of No Objection to Accounts' },
  'notice-of-non-participation': {
    formNumber: 'Form 74.46.1',
    title: 'Notice of Non-Participation in Passing of Accounts',
  },
  'draft-judgment': { formNumber: 'Form 74.50', title: 'Judgment on Passing of Accounts (Unopposed)' },
};

/** The officials named on the service list, for the notice of non-participation. */
export interface CourtFormExtras {
  officials?: readonly string[];
}

export function courtForm(
  kind: CourtFormKind,
  input: CourtFormInput,
  extras: CourtFormExtras = {},
): CourtForm {
  switch (kind) {
    case 'affidavit-verifying-accounts':
      return affidavitVerifyingAccounts(input);
    case 'notice-of-application':
      return noticeOfApplication(input);
    case 'notice-of-objection':
      return noticeOfObjection(input);
    case 'notice-of-no-objection':
      return noticeOfNoObjection(input);
    case 'notice-of-non-participation':
      return noticeOfNonParticipation(input, extras.officials ?? []);
    case 'draft-judgment':
      return draftJudgment(input, extras.officials ?? []);
  }
}
