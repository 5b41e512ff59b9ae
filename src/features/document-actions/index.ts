/** A document's Open, Download and Delete in the firm's lists (docs/behaviour.md#documents). */
export { DocumentActions } from './document-actions.tsx';
export { useOnDevice } from './use-on-device.ts';
