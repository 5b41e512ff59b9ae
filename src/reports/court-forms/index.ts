/** The passing-of-accounts court documents (Forms 74.43 to 74.50): models, prefill and renderers. */
export { buildCourtForm } from './build.ts';
export { COURT_FORM_TITLES, type CourtFormExtras, courtForm } from './forms.ts';
export {
  courtFormInput,
  DEFAULT_TRUSTEE_CAPACITY,
  type PassingData,
  passingTotals,
  trusteesOf,
} from './input.ts';
export * from './model.ts';
