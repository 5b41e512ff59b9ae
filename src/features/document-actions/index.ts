/** A document's Open, Download, Replace and Delete in the firm's lists (docs/behaviour.md#documents). */
export { DocumentActions } from './document-actions.tsx';
export { EarlierVersions } from './earlier-versions.tsx';
export { useOnDevice } from './use-on-device.ts';
