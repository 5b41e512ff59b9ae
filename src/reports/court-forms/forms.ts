import { affidavitOfService } from './affidavit-of-service.ts';
import { lawyerCertificateOfService } from './form-16b-1.ts';
import { costsOutline } from './form-57b.ts';
import { affidavitVerifyingAccounts } from './form-74-43.ts';
import { noticeOfApplication } from './form-74-44.ts';
import { noticeOfObjection } from './form-74-45.ts';
import { requestForFurtherNotice } from './form-74-45-1.ts';
import { noticeOfNoObjection } from './form-74-46.ts';
import { noticeOfNonParticipation } from './form-74-46-1.ts';
import { affidavitInSupport } from './form-74-47.ts';
import { requestForCosts } from './form-74-49.ts';
import { requestForCostsByOfficial } from './form-74-49-1.ts';
import { requestForIncreasedCosts } from './form-74-49-2.ts';
import { requestForIncreasedCostsByOfficial } from './form-74-49-3.ts';
import { draftJudgment } from './form-74-50.ts';
import { contestedJudgment } from './form-74-51.ts';
import { lawyerCertificate } from './lawyer-certificate.ts';
import type { CourtForm, CourtFormInput, CourtFormKind } from './model.ts';
import { serviceListDocument } from './service-list-document.ts';

/** Each document's form number and name, for the choice on screen and the saved document's title. */
export const COURT_FORM_TITLES: Readonly<Record<CourtFormKind, { formNumber: string; title: string }>> = {
  'affidavit-verifying-accounts': { formNumber: 'Form 74.43', title: 'Affidavit Verifying Estate Accounts' },
  'notice-of-application': { formNumber: 'Form 74.44', title: 'Notice of Application to Pass Accounts' },
  'notice-of-objection': { formNumber: 'Form 74.45', title: 'Notice of Objection to Accounts' },
  'request-for-further-notice': {
    formNumber: 'Form 74.45.1',
    title: 'Request for Further Notice in Passing of Accounts',
  },
  'notice-of-no-objection': { formNumber: 'Form 74.46', title: 'Notice of No Objection to Accounts' },
  'notice-of-non-participation': {
    formNumber: 'Form 74.46.1',
    title: 'Notice of Non-Participation in Passing of Accounts',
  },
  'affidavit-of-service': { formNumber: 'Form 16B', title: 'Affidavit of Service' },
  'lawyer-certificate-of-service': { formNumber: 'Form 16B.1', title: 'Lawyer’s Certificate of Service' },
  'service-list': { formNumber: 'Service List', title: 'Persons Served and Their Addresses' },
  'affidavit-in-support': {
    formNumber: 'Form 74.47',
    title: 'Affidavit in Support of Unopposed Judgment on Passing of Accounts',
  },
  'lawyer-certificate': { formNumber: 'Rule 74.18', title: 'Certificate of the Lawyer' },
  'draft-judgment': { formNumber: 'Form 74.50', title: 'Judgment on Passing of Accounts (Unopposed)' },
  'costs-outline': { formNumber: 'Form 57B', title: 'Costs Outline' },
  'request-for-costs': { formNumber: 'Form 74.49', title: 'Request for Costs' },
  'request-for-costs-official': {
    formNumber: 'Form 74.49.1',
    title: 'Request for Costs (Children’s Lawyer or Public Guardian and Trustee)',
  },
  'request-for-increased-costs': { formNumber: 'Form 74.49.2', title: 'Request for Increased Costs' },
  'request-for-increased-costs-official': {
    formNumber: 'Form 74.49.3',
    title: 'Request for Increased Costs (Children’s Lawyer or Public Guardian and Trustee)',
  },
  'contested-judgment': { formNumber: 'Form 74.51', title: 'Judgment on Contested Passing of Accounts' },
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
    case 'request-for-further-notice':
      return requestForFurtherNotice(input);
    case 'affidavit-of-service':
      return affidavitOfService(input);
    case 'lawyer-certificate-of-service':
      return lawyerCertificateOfService(input);
    case 'service-list':
      return serviceListDocument(input);
    case 'affidavit-in-support':
      return affidavitInSupport(input, extras.officials ?? []);
    case 'lawyer-certificate':
      return lawyerCertificate(input);
    case 'notice-of-no-objection':
      return noticeOfNoObjection(input);
    case 'notice-of-non-participation':
      return noticeOfNonParticipation(input, extras.officials ?? []);
    case 'draft-judgment':
      return draftJudgment(input, extras.officials ?? []);
    case 'costs-outline':
      return costsOutline(input);
    case 'request-for-costs':
      return requestForCosts(input);
    case 'request-for-costs-official':
      return requestForCostsByOfficial(input, extras.officials ?? []);
    case 'request-for-increased-costs':
      return requestForIncreasedCosts(input);
    case 'request-for-increased-costs-official':
      return requestForIncreasedCostsByOfficial(input, extras.officials ?? []);
    case 'contested-judgment':
      return contestedJudgment(input);
  }
}
