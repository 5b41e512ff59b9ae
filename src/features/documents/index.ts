/**
 * Documents' contents on the device (docs/behaviour.md#documents): fetched once and kept, opened
 * in the browser's viewer or saved, with or without a connection. The beneficiary portal and the
 * firm's document actions (src/features/document-actions) both use it; it holds no screen, so the
 * portal's first load carries nothing of the firm's.
 */
export {
  authorized,
  fetchContent,
  fetchMissingContents,
  openDocument,
  viewerTypeOf,
} from './document-content.ts';
