import type { CourtFigures, CourtLawyer, PassingCosts } from '../../domain/rules/ontario/index.ts';

/**
 * The passing-of-accounts court documents as data (Rules of Civil Procedure, R.R.O. 1990,
 * Reg. 194, rr. 74.17–74.18 and the forms they prescribe): a title, the form number, the court
 * heading, paragraphs and signature blocks. The Word and PDF renderers draw the same model, so the
 * two files of a document cannot say different things.
 */
export const COURT_FORM_KINDS = [
  'affidavit-verifying-accounts',
  'notice-of-application',
  'notice-of-objection',
  'request-for-further-notice',
  'notice-of-no-objection',
  'notice-of-non-participation',
  'affidavit-of-service',
  'lawyer-certificate-of-service',
  'service-list',
  'affidavit-in-support',
  'lawyer-certificate',
  'draft-judgment',
  'costs-outline',
  'request-for-costs',
  'request-for-costs-official',
  'request-for-increased-costs',
  'request-for-increased-costs-official',
  'contested-judgment',
] as const;
export type CourtFormKind = (typeof COURT_FORM_KINDS)[number];

/**
 * The documents of the applicant's unopposed passing, chosen until the lawyer chooses otherwise.
 * The requests for costs are made by those served, and the judgment on a contested passing only
 * after objections are heard: offered, not chosen.
 */
export const UNOPPOSED_PASSING_KINDS: readonly CourtFormKind[] = COURT_FORM_KINDS.filter(
  (k) =>
    ![
      'request-for-costs',
      'request-for-costs-official',
      'request-for-increased-costs',
      'request-for-increased-costs-official',
      'contested-judgment',
    ].includes(k),
);

/**
 * The applicant's documents chosen at first: service is proved by the lawyer of record's
 * certificate (Form 16B.1, r. 16.09(1.1)); the affidavit of service (Form 16B), sworn by whoever
 * mailed the notices, is offered beside it. The costs outline (Form 57B) goes with a claim for more
 * than Tariff C, so it is offered, not chosen: a blank one is never filed.
 */
export const CHOSEN_AT_FIRST: readonly CourtFormKind[] = UNOPPOSED_PASSING_KINDS.filter(
  // The service list (the firm's list of whom the notice went to, and where) is offered, not filed.
  (k) => k !== 'affidavit-of-service' && k !== 'costs-outline' && k !== 'service-list',
);

export const COURT_FORM_FORMATS = ['pdf', 'docx'] as const;
export type CourtFormFormat = (typeof COURT_FORM_FORMATS)[number];

/** What the lawyer must fill in by hand. */
export const BLANK = '__________';

export type FormParagraphStyle = 'normal' | 'heading' | 'numbered' | 'indented' | 'note';

export interface FormParagraph {
  text: string;
  style?: FormParagraphStyle;
}

export interface SignatureBlock {
  /** Lines under the signature rule: the signer's name, capacity, address for service... */
  lines: string[];
  /** Placed on the left (the date, the commissioner) or the right (the signer). */
  side?: 'left' | 'right';
}

/**
 * The backsheet every court document ends with (Form 4C, r. 4.07): the title of proceeding, the
 * court file number, the court and where the proceeding was commenced, the document's title, and
 * the lawyer's name, LSO number, address, telephone and email (r. 4.02(3)(f)): the lawyer of
 * record's on the applicant's documents, left blank on those a person served makes.
 */
export interface Backsheet {
  proceeding: string[];
  courtFileNumber: string;
  court: string[];
  commencedAt: string;
  title: string;
  lawyer: string[];
}

export interface CourtForm {
  kind: CourtFormKind;
  backsheet: Backsheet;
  /** "Form 74.44", as the Rules number it. */
  formNumber: string;
  /** The rule the form is made under, for the form number line. */
  rule: string;
  /** The court's heading as the forms set it: "ONTARIO" over "SUPERIOR COURT OF JUSTICE". */
  court: string[];
  courtFileNumber: string;
  /** The title of proceeding: "IN THE ESTATE OF …, deceased." */
  proceeding: string[];
  title: string;
  paragraphs: FormParagraph[];
  signatures: SignatureBlock[];
  /** File name without its extension. */
  fileBaseName: string;
}

export interface ServedPerson {
  /** Whom the notice is mailed to: the party, or "Ngozi Okafor, estate trustee of Estate of Grace Okafor". */
  name: string;
  /** Why served: "beneficiary", "creditor (claim amount unknown)", "for SickKids Foundation (a charity)". */
  capacity: string;
  /**
   * The address it is mailed to, on one line (r. 16.06): the representative's when one is served
   * for the party. Null or absent prints a blank; the court checks stop the documents while a
   * party served has none (docs/behaviour.md#passing-of-accounts).
   */
  address?: string | null;
  /** The party's id, so a check or the service list can link to the party's form. */
  partyId?: string;
  /** When someone else is served for the party: that person's name, and the party's. */
  servedOn?: string;
  onBehalfOf?: string;
}

/** Everything the forms are prefilled from. */
export interface CourtFormInput {
  estateName: string;
  deceasedName: string;
  dateOfDeath: string | null;
  courtFileNumber: string | null;
  /** The Superior Court of Justice office (e.g. "Toronto"); blank when not known. */
  courtOffice: string | null;
  /** The office's street address, where the notice and the judgment name the court house. */
  courtAddress: string | null;
  trustees: string[];
  /** "Estate Trustee with a Will" unless the certificate says otherwise. */
  trusteeCapacity: string;
  period: { from: string; to: string };
  /** The statement's figures (src/domain/rules/ontario/court-figures.ts). */
  figures: CourtFigures;
  accountsKind: 'interim' | 'final';
  hearingDate: string | null;
  /** The hearing's time, 24-hour "HH:MM" (Form 74.44 prints "10:00 a.m."); null prints a blank. */
  hearingTime?: string | null;
  /**
   * The costs of the passing (src/domain/rules/ontario/tariff-c.ts): Tariff C on the statement's
   * receipts, or the amount claimed with its reason; Form 74.50 prints the applicant's and each
   * official's actually served, and Forms 74.49 and 74.49.1 prefill the amount.
   */
  costs?: PassingCosts | null;
  /** The day the notices are mailed, as chosen on the card (Form 16B.1 certifies it). */
  mailingDate?: string | null;
  served: ServedPerson[];
  /**
   * The estate's lawyer of record with the firm's address, telephone and email
   * (docs/behaviour.md#firm-details): every backsheet, the notice's address for service, the
   * lawyer's certificate and the letters print them. Null (blanks) only where the court checks
   * have not run; they stop the documents while it is missing.
   */
  lawyer?: CourtLawyer | null;
  /**
   * What those served answered with, in the order it arrived (received.ts): Forms 74.47 and 74.50
   * recite only these, and the record binds the officials' (docs/court-forms.md#what-was-received).
   */
  received?: ReceivedNotice[];
  /** Where each estate trustee lives ("Toronto, Ontario"), by name, for the affidavits' opening lines. */
  trusteePlaces?: Record<string, string | null>;
  /** Who swears Form 74.47 (deponent.ts): the lawyer of record unless the applicant is chosen. */
  supportDeponent?: SupportDeponentOf;
  /** The day the documents are prepared (YYYY-MM-DD). */
  today: string;
}

/** The deponent of Form 74.47, with the place the opening line names ("Toronto, Ontario"). */
export interface SupportDeponentOf {
  role: 'lawyer' | 'applicant';
  name: string | null;
  place: string | null;
}

/** A notice a person served sent back, as the forms print it. */
export interface ReceivedNotice {
  id: string;
  kind:
    | 'no-objection'
    | 'non-participation'
    | 'request-for-costs'
    | 'request-for-further-notice'
    | 'objection';
  /** The sender's name as the service list prints it ("The Public Guardian and Trustee", "David Chen"). */
  from: string;
  /** The Children's Lawyer or the Public Guardian and Trustee. */
  official: boolean;
  /** The day it arrived (YYYY-MM-DD). */
  received: string;
  /** The costs a request asks for, in cents. */
  amount: number | null;
  /** The estate's document holding the notice, merged into the record. */
  documentId: string | null;
}

export interface CourtFormFile {
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
}
