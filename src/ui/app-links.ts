import {
  linkOptions,
  type RegisteredRouter,
  type RemoveTrailingSlashes,
  type RouteIds,
} from '@tanstack/react-router';

/**
 * Links that screens compute rather than write out (a data list's row, a change's record): a route
 * path and its parameters, type-checked against the registered route tree (src/app/router.tsx),
 * never an address put together from strings, which would compile with any path in it. Pass one
 * to `<Link {...link}>` or `navigate(link)`.
 */
export const fileLink = (id: string) => linkOptions({ to: '/admin/files/$id', params: { id } });
export const estateLink = (id: string) => linkOptions({ to: '/admin/data/estates/$id', params: { id } });
export const accountLink = (id: string) => linkOptions({ to: '/admin/accounts/$id', params: { id } });
export const profileLink = () => linkOptions({ to: '/admin/profile' });
export const fileCreateLink = () => linkOptions({ to: '/admin/files/create' });
export const estateCreateLink = () => linkOptions({ to: '/admin/data/estates/create' });
export const accountCreateLink = () => linkOptions({ to: '/admin/accounts/create' });
/** The record create page for `type`, with `?type=` kept for the pages that link by it. */
export const recordCreateLink = (type: string) =>
  linkOptions({ to: '/admin/$recordType/create', params: { recordType: type }, search: { type } });

export type AppLink =
  | ReturnType<typeof fileLink>
  | ReturnType<typeof estateLink>
  | ReturnType<typeof accountLink>
  | ReturnType<typeof profileLink>
  | ReturnType<typeof fileCreateLink>
  | ReturnType<typeof estateCreateLink>
  | ReturnType<typeof accountCreateLink>
  | ReturnType<typeof recordCreateLink>;

/** The address of a page that takes no path parameters, e.g. '/admin/files' (not '/admin/files/$id'). */
export type PlainPath = Exclude<
  RemoveTrailingSlashes<Exclude<RouteIds<RegisteredRouter['routeTree']>, `${string}$${string}` | '__root__'>>,
  ''
>;
