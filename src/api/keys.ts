/** Local storage keys of docs/behaviour.md#sign-in-and-sign-up: the token, and the signed-in user. Kept apart from the ky client so reading them loads no HTTP code. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const UNAUTHORIZED_EVENT = 'estate-admin:unauthorized';
