import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import {
  BODY_SCHEMAS,
  CLIENT_WRITABLE,
  LoginBody,
  OrganizationUpdateBody,
  PushBody,
  RegisterBody,
} from '../../src/domain/schemas/index.ts';

const schema = (s: v.GenericSchema) => toJsonSchema(s, { errorMode: 'ignore' });

const envelope = {
  type: 'object',
  properties: { success: { type: 'boolean' }, message: { type: 'string' }, data: {} },
};
const error = {
  description: 'Error',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          success: { const: false },
          message: { type: 'string' },
          errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
      },
    },
  },
};
const json = (s: unknown) => ({ content: { 'application/json': { schema: s } } });
const responses = (okDescription: string, okSchema: unknown = envelope) => ({
  200: { description: okDescription, ...json(okSchema) },
  400: error,
  401: error,
  404: error,
});

/** OpenAPI 3.1 description of the API, built from the same valibot schemas the server validates with. */
export function openApiDocument() {
  const paths: Record<string, unknown> = {
    '/api/test': {
      get: { summary: 'Health check', security: [], responses: { 200: { description: 'API is up' } } },
    },
    '/api/auth/login': {
      post: {
        summary: 'Sign in',
        security: [],
        requestBody: json(schema(LoginBody)),
        responses: { ...responses('Token and user'), 429: error },
      },
    },
    '/api/auth/register': {
      post: {
        summary: 'New firm and its Admin',
        security: [],
        requestBody: json(schema(RegisterBody)),
        responses: { 201: { description: 'Token and user' }, 400: error, 409: error },
      },
    },
    '/api/auth/me': { get: { summary: 'Current user', responses: responses('User') } },
    '/api/users': {
      get: { summary: 'Users of the firm', responses: responses('Array of users', { type: 'array' }) },
    },
    '/api/users/me/profile': {
      get: { summary: 'Profile of the current user', responses: responses('User') },
    },
    '/api/users/me/dashboard': { get: { summary: 'Dashboard figures', responses: responses('Dashboard') } },
    '/api/users/{id}': {
      put: {
        summary: 'Update a user (only an Admin changes roles)',
        requestBody: json(schema(BODY_SCHEMAS.users)),
        responses: { ...responses('User'), 403: error },
      },
    },
    '/api/organizations': {
      get: {
        summary: 'The caller’s organization as a list',
        responses: responses('Array', { type: 'array' }),
      },
    },
    '/api/organizations/me': {
      get: { summary: 'The caller’s organization', responses: responses('Organization') },
      put: {
        summary: 'Update name and description',
        requestBody: json(schema(OrganizationUpdateBody)),
        responses: responses('Organization'),
      },
    },
    '/api/sync/push': {
      post: {
        summary:
          'Push outbox mutations {clientId, mutations[{seq, mutationId, entity, entityId, op, patch?, baseVersion?}]}; idempotent per client seq',
        requestBody: json(schema(PushBody)),
        responses: {
          ...responses('{lastSeq, results[{seq, mutationId, status, version?, reason?}]}'),
          403: error,
          409: error,
        },
      },
    },
    '/api/sync/pull': {
      get: {
        summary: 'Changes after a cursor, in version order, tombstones included: ?clientId&cursor&limit',
        responses: {
          ...responses(
            '{changes[{entity, id, version, deleted, data}], cursor, hasMore, remaining, lastSeq}',
          ),
          403: error,
        },
      },
    },
    '/api/sync/record': {
      get: {
        summary: 'One record as the server holds it now (deleted ones with their last data): ?entity&id',
        responses: responses('Change or null'),
      },
    },
    '/api/documents/{id}/content': {
      put: {
        summary: 'Upload document content (raw bytes, 10 MB at most)',
        requestBody: { content: { 'application/octet-stream': {} } },
        responses: { ...responses('Document'), 413: error },
      },
      get: {
        summary: 'Download document content',
        responses: { 200: { description: 'The bytes' }, 404: error },
      },
    },
  };
  for (const entity of CLIENT_WRITABLE) {
    const body = schema(BODY_SCHEMAS[entity]);
    paths[`/api/${entity}`] = {
      get: {
        summary: `List ${entity} (query parameters named after fields filter, e.g. ?estate=ID)`,
        responses: responses('Plain JSON array', { type: 'array' }),
      },
      post: {
        summary: `Create one of ${entity}`,
        requestBody: json(body),
        responses: { ...responses('Created'), 201: { description: 'Created', ...json(envelope) } },
      },
    };
    paths[`/api/${entity}/{id}`] = {
      get: { summary: `One of ${entity}`, responses: responses('Record') },
      put: {
        summary: `Update one of ${entity} (changed fields only)`,
        requestBody: json(body),
        responses: responses('Record'),
      },
      delete: { summary: `Delete one of ${entity}`, responses: responses('Deleted') },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Estate Administration API',
      version: '1.0.0',
      description: 'Money is integer cents; ids are UUIDs.',
    },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
