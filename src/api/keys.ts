/**
 * Local storage keys of docs/behaviour.md#sign-in-and-sign-up: the signed-in user, for the first
 * paint. The access token is not kept here (docs/architecture.md#sessions-and-logout); `token` is
 * where older versions kept it, removed on start. Kept apart from the ky client so reading them
 * loads no HTTP code.
 */
export const LEGACY_TOKEN_KEY = 'token';
export const USER_KEY = 'user';
/** A window event with `detail: {reason}` (an AuthFailureReason) when the server refuses the session. */
export const UNAUTHORIZED_EVENT = 'estate-admin:unauthorized';
/**
 * Set while this device deletes the firm's data (logout, or the person was disabled or removed),
 * to why; gone once done. A page that starts while it is set finishes the deletion before it
 * renders (src/app/page-start.ts), so a reload or a closed tab mid-way leaves nothing behind.
 */
export const WIPE_KEY = 'wipe-pending';
export type WipeReason = 'logout' | 'disabled' | 'removed';
/**
 * The queue of copies taken on this device, for the firm's activity log (copy-log.ts). It names
 * estates and files, so logout and every wipe delete it (wipe.ts). The key keeps the name it had
 * when only reports were logged, so a queue written then still goes.
 */
export const COPY_LOG_KEY = 'estate-admin.report-log';
