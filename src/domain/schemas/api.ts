import * as v from 'valibot';
import { ACTIVITY_ENDPOINTS } from './api-activity.ts';
import { BENEFICIARY_ACCESS_ENDPOINTS } from './api-beneficiary-access.ts';
import { HISTORY_ENDPOINTS } from './api-history.ts';
import { LIVE_ENDPOINTS } from './api-live.ts';
import { OIDC_ENDPOINTS } from './api-oidc.ts';
import { NewPassword, PEOPLE_ENDPOINTS } from './api-people.ts';
import { SESSION_ENDPOINTS } from './api-sessions.ts';
import { TWO_FACTOR_ENDPOINTS } from './api-two-factor.ts';
import { EmailAddress, Id, RecordMeta, requiredText } from './common.ts';
import type { Endpoint } from './endpoint.ts';
import { ALL_ROLES, USER_ROLES } from './statuses.ts';
import {
  FieldErrors,
  PullQuery,
  PullResponse,
  PushBody,
  PushResponse,
  RecordQuery,
  RecordResponse,
  RecordsBody,
  RecordsResponse,
} from './sync.ts';
import { TwoFactorChallenge } from './two-factor.ts';

export const LoginBody = v.strictObject({
  email: EmailAddress,
  password: v.pipe(
    v.string('Password is required'),
    v.minLength(1, 'Password is required'),
    v.maxLength(1024),
  ),
});

/** New firm and its first Admin user. */
export const RegisterBody = v.strictObject({
  name: requiredText('Your name', 120),
  email: EmailAddress,
  password: NewPassword,
  organizationName: requiredText('Firm name'),
});

/**
 * What a sign-up answers when the server sends mail (docs/behaviour.md#sign-up-by-email): the same
 * for an address in use and a free one; the email says which, to the address's owner only.
 */
export const SignUpEmailed = v.object({ emailed: v.literal(true), email: v.string() });
/** A sign-up link's page: for whom and which firm, until when. */
export const SignUpPreview = v.object({
  email: v.string(),
  name: v.string(),
  organizationName: v.string(),
  expiresAt: v.string(),
});
/** Finishing a sign-up asks the password chosen at sign-up again: the link alone signs nobody in. */
export const FinishSignUpBody = v.strictObject({ password: LoginBody.entries.password });

export const OrganizationUpdateBody = v.strictObject({
  name: v.optional(requiredText('Organization Name')),
  description: v.optional(v.pipe(v.string('Description must be text'), v.trim(), v.maxLength(4000))),
});

// ---------------------------------------------------------------------------------------------
// Answers, and the contract of each endpoint: the server declares its routes with these schemas
// (validation and the generated /api/openapi.json) and the clients take their types from them, so
// changing a contract breaks whichever side no longer matches (docs/architecture.md).

/** Every failure: a message people can read, and per-field messages for an invalid body. */
export const ApiError = v.object({
  success: v.literal(false),
  message: v.string(),
  errors: v.optional(FieldErrors),
});
export type ApiError = v.InferOutput<typeof ApiError>;

/** The envelope of every answer that is not a list. */
export const envelope = <T extends v.GenericSchema>(data: T) =>
  v.object({ success: v.literal(true), message: v.optional(v.string()), data });
export interface Envelope<T> {
  success: true;
  message?: string;
  data: T;
}

/** A synced record as the server answers it: the common fields plus its entity's fields. */
export const StoredRecord = v.looseObject(RecordMeta.entries);
export type StoredRecord = v.InferOutput<typeof StoredRecord>;

export const DeletedRecord = v.object({ _id: Id });

export const ApiStatus = v.object({ time: v.string() });

/** The signed-in user as the API shows it: never the password hash. */
export const PublicUser = v.object({
  _id: Id,
  id: Id,
  name: v.string(),
  email: v.string(),
  role: v.picklist(ALL_ROLES),
  version: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
  organization: v.object({ _id: Id, name: v.string() }),
});
export type PublicUser = v.InferOutput<typeof PublicUser>;

export const Session = v.object({ token: v.string(), user: PublicUser });

/** The dashboard's figures (computed by domain/rules/dashboard on either side). */
export const Dashboard = v.looseObject({});

/** A user's own fields, any of them; the rest of "the user object" a client sends is ignored. */
export const UserUpdateBody = v.looseObject({});

export type { Endpoint, HttpMethod } from './endpoint.ts';

/** Every endpoint but the per-entity REST collections (see `recordEndpoints`) and document content. */
export const ENDPOINTS = {
  status: { method: 'get', path: 'test', summary: 'Health check', response: ApiStatus, public: true },
  login: {
    method: 'post',
    path: 'auth/login',
    summary: 'Sign in; with two-factor sign-in, a challenge for the code instead of a session',
    body: LoginBody,
    response: v.union([Session, TwoFactorChallenge]),
    public: true,
  },
  register: {
    method: 'post',
    path: 'auth/register',
    summary:
      'New firm and its Admin: at once and signed in when the server sends no mail; else 202 and an emailed link, the same answer for an address in use',
    body: RegisterBody,
    response: v.union([Session, SignUpEmailed]),
    public: true,
  },
  signUpLink: {
    method: 'get',
    path: 'auth/register/:token',
    summary: 'Whom a sign-up link is for (404 when unknown or used, 410 when expired)',
    response: SignUpPreview,
    public: true,
  },
  finishSignUp: {
    method: 'post',
    path: 'auth/register/:token',
    summary: 'Finish a sign-up with its emailed link and the password chosen: the firm is made and signed in',
    body: FinishSignUpBody,
    response: Session,
    public: true,
  },
  me: { method: 'get', path: 'auth/me', summary: 'Current user', response: PublicUser },
  users: { method: 'get', path: 'users', summary: 'Users of the firm', response: PublicUser, list: true },
  profile: {
    method: 'get',
    path: 'users/me/profile',
    summary: 'Profile of the current user',
    response: PublicUser,
  },
  dashboard: { method: 'get', path: 'users/me/dashboard', summary: 'Dashboard figures', response: Dashboard },
  updateUser: {
    method: 'put',
    path: 'users/:id',
    summary: 'Update a user (only an Admin changes roles); fields other than the user’s own are ignored',
    body: UserUpdateBody,
    response: PublicUser,
  },
  organizations: {
    method: 'get',
    path: 'organizations',
    summary: 'The caller’s organization as a list',
    response: StoredRecord,
    list: true,
  },
  organization: {
    method: 'get',
    path: 'organizations/me',
    summary: 'The caller’s organization',
    response: StoredRecord,
  },
  updateOrganization: {
    method: 'put',
    path: 'organizations/me',
    summary: 'Update name and description',
    body: OrganizationUpdateBody,
    response: StoredRecord,
  },
  push: {
    method: 'post',
    path: 'sync/push',
    summary: 'Push outbox mutations; idempotent per client seq',
    body: PushBody,
    response: PushResponse,
  },
  pull: {
    method: 'get',
    path: 'sync/pull',
    summary: 'Changes after a cursor, in version order, tombstones included',
    query: PullQuery,
    response: PullResponse,
  },
  record: {
    method: 'get',
    path: 'sync/record',
    summary: 'One record as the server holds it now (deleted ones with their last data)',
    query: RecordQuery,
    response: RecordResponse,
  },
  records: {
    method: 'post',
    path: 'sync/records',
    summary: 'Many records as the server holds them now, in one request (a refused action put back)',
    body: RecordsBody,
    response: RecordsResponse,
  },
  ...ACTIVITY_ENDPOINTS,
  ...HISTORY_ENDPOINTS,
  ...TWO_FACTOR_ENDPOINTS,
  ...PEOPLE_ENDPOINTS,
  ...SESSION_ENDPOINTS,
  ...BENEFICIARY_ACCESS_ENDPOINTS,
  ...LIVE_ENDPOINTS,
  ...OIDC_ENDPOINTS,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
type EndpointOf<K extends EndpointName> = (typeof ENDPOINTS)[K];

/** `users/:id` -> 'id'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a client passes to call an endpoint: its body, query and path parameters, typed by the contract. */
export type EndpointInput<K extends EndpointName> = (EndpointOf<K> extends {
  body: infer B extends v.GenericSchema;
}
  ? { body: v.InferOutput<B> }
  : { body?: never }) &
  (EndpointOf<K> extends { query: infer Q extends v.GenericSchema }
    ? { query: v.InferOutput<Q> }
    : { query?: never }) &
  ([ParamNames<EndpointOf<K>['path']>] extends [never]
    ? { params?: never }
    : { params: Record<ParamNames<EndpointOf<K>['path']>, string> });

/** What the endpoint answers on success: the envelope's data, or the array of a list. */
export type EndpointData<K extends EndpointName> =
  EndpointOf<K> extends { list: true }
    ? v.InferOutput<EndpointOf<K>['response']>[]
    : v.InferOutput<EndpointOf<K>['response']>;

export type LoginRequest = v.InferOutput<typeof LoginBody>;
export type RegisterRequest = v.InferOutput<typeof RegisterBody>;
export type OrganizationUpdateRequest = v.InferOutput<typeof OrganizationUpdateBody>;
export type SessionResponse = v.InferOutput<typeof Session>;
