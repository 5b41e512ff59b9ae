/**
 * The one-time value a tab keeps while it signs in at the firm's provider (docs/oidc.md#the-flow):
 * sent with the start, kept in this tab's session storage through the round trip, and presented
 * to finish. A login bound to this browser by another site's planted cookie has another tab's
 * value, so this tab never finishes it.
 */
const TAB_KEY = 'estate-admin.oidc-tab';

/** The address that begins a provider sign-in from this tab, with a new one-time value. */
export function providerStartHref(providerId: string, query: Record<string, string>): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const tab = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  sessionStorage.setItem(TAB_KEY, tab);
  return `/api/auth/oidc/${encodeURIComponent(providerId)}/start?${new URLSearchParams({ ...query, tab })}`;
}

/** This tab's value, spent: a second arrival finishes nothing. Null when this tab began no sign-in. */
export function takeProviderTab(): string | null {
  const tab = sessionStorage.getItem(TAB_KEY);
  sessionStorage.removeItem(TAB_KEY);
  return tab;
}
