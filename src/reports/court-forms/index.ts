/**
 * The passing-of-accounts court documents (Forms 74.43 to 74.50): models and prefill. The
 * renderers (build.ts) are imported on their own, when a document is made, so a screen that only
 * lists the forms does not load the Word and PDF libraries.
 */
export { COURT_FORM_TITLES, type CourtFormExtras, courtForm } from './forms.ts';
export {
  courtFormInput,
  DEFAULT_TRUSTEE_CAPACITY,
  type PassingData,
  trusteesOf,
} from './input.ts';
export * from './model.ts';
