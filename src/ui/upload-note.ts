/**
 * What becomes of a document just saved on this device, by the real connection state
 * (docs/behaviour.md#reports): online it is on its way to the firm's server now; offline it waits
 * for the connection. `many` for a set of documents.
 */
export function uploadNote(online: boolean, many: boolean): string {
  if (online)
    return many ? 'they are uploading to the firm’s server now' : 'it is uploading to the firm’s server now';
  return many ? 'they upload when this device is online' : 'it uploads when this device is online';
}
