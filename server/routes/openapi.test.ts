import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CLIENT_WRITABLE } from '../../src/domain/schemas/index.ts';
import { createApp } from '../app.ts';
import { createTokens } from '../auth/tokens.ts';
import type { AppEnv } from '../http.ts';
import type { Db } from '../store/db.ts';
import { openApiDocument } from './openapi.ts';

// Building the document never touches the database.
const app = createApp({ db: {} as Db, tokens: createTokens('x'.repeat(40), 60) });

type Doc = Awaited<ReturnType<typeof openApiDocument>>;
type Operation = {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
  security?: unknown[];
};
const op = (doc: Doc, path: string, method: string) =>
  (doc.paths[path] as Record<string, Operation> | undefined)?.[method];

/** Every method + path the app answers under /api, in OpenAPI spelling (`:id` -> `{id}`). */
function apiRoutes(root: Hono<AppEnv>): string[] {
  const routes = root.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.includes('*'))
    .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
  return [...new Set(routes)].sort();
}

const missingFrom = (doc: Doc, root: Hono<AppEnv>) =>
  apiRoutes(root).filter((route) => {
    const [method, path] = route.split(' ') as [string, string];
    return !op(doc, path, method);
  });

describe('the generated OpenAPI document', () => {
  it('describes every route the app registers under /api', async () => {
    const doc = await openApiDocument(app);
    const routes = apiRoutes(app);
    // The walk finds the whole API, so an empty result below means something.
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toEqual(
      expect.arrayContaining(['post /api/auth/login', 'get /api/sync/pull', 'delete /api/parties/{id}']),
    );
    expect(missingFrom(doc, app)).toEqual([]);
  });

  it('notices a route that declares no contract', async () => {
    const extended = createApp({ db: {} as Db, tokens: createTokens('x'.repeat(40), 60) });
    extended.get('/api/undeclared', (c) => c.json([]));
    expect(missingFrom(await openApiDocument(extended), extended)).toEqual(['get /api/undeclared']);
  });

  it('is what GET /api/openapi.json serves', async () => {
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const served = (await res.json()) as Doc;
    expect(served.openapi).toBe('3.1.0');
    expect(Object.keys(served.paths).sort()).toEqual(Object.keys((await openApiDocument(app)).paths).sort());
    expect(op(served, '/api/openapi.json', 'get')?.security).toEqual([]);
  });

  it('takes request bodies from the shared schemas, whole for create and as a patch for update', async () => {
    const doc = await openApiDocument(app);
    // An object schema, or each member of a union (an asset's fields depend on its class).
    const objects = (schema: Record<string, unknown> | undefined) =>
      (schema?.oneOf ?? schema?.anyOf ?? [schema]) as (Record<string, unknown> | undefined)[];
    for (const entity of CLIENT_WRITABLE) {
      const create = objects(
        op(doc, `/api/${entity}`, 'post')?.requestBody?.content['application/json']?.schema,
      );
      const update = objects(
        op(doc, `/api/${entity}/{id}`, 'put')?.requestBody?.content['application/json']?.schema,
      );
      expect(create.length, entity).toBe(update.length);
      create.forEach((member, i) => {
        expect(member?.properties, entity).toBeDefined();
        expect(member?.required, entity).toBeDefined();
        expect(update[i]?.properties, entity).toEqual(member?.properties);
        expect(update[i]?.required, entity).toBeUndefined();
      });
    }
    const files = op(doc, '/api/files', 'post')?.requestBody?.content['application/json']?.schema;
    expect(files?.required).toEqual(['name']);
    const login = op(doc, '/api/auth/login', 'post');
    expect(login?.requestBody?.content['application/json']?.schema?.required).toEqual(['email', 'password']);
    expect(login?.security).toEqual([]);
  });

  it('declares the answers: envelope, plain arrays for lists, and the error envelope', async () => {
    const doc = await openApiDocument(app);
    const schemaOf = (path: string, method: string, status: string) =>
      op(doc, path, method)?.responses[status]?.content?.['application/json']?.schema;
    expect(schemaOf('/api/estates', 'get', '200')?.type).toBe('array');
    expect(schemaOf('/api/users', 'get', '200')?.type).toBe('array');
    const created = schemaOf('/api/estates', 'post', '201') as { properties: Record<string, unknown> };
    expect(Object.keys(created.properties)).toEqual(['success', 'message', 'data']);
    const error = schemaOf('/api/auth/login', 'post', '400') as { properties: Record<string, unknown> };
    expect(Object.keys(error.properties)).toEqual(['success', 'message', 'errors']);
    expect(schemaOf('/api/auth/login', 'post', '429')).toBeDefined();
    const pull = schemaOf('/api/sync/pull', 'get', '200') as {
      properties: { data: { properties: Record<string, unknown> } };
    };
    expect(Object.keys(pull.properties.data.properties)).toEqual(
      expect.arrayContaining(['changes', 'cursor', 'hasMore', 'remaining', 'lastSeq']),
    );
  });

  it('lists the query parameters of the sync endpoints and the lists’ field filters', async () => {
    const doc = await openApiDocument(app);
    const params = op(doc, '/api/sync/pull', 'get')?.parameters ?? [];
    expect(params.map((p) => [p.in, p.name, !!p.required])).toEqual(
      expect.arrayContaining([
        ['query', 'clientId', true],
        ['query', 'cursor', false],
      ]),
    );
    const record = op(doc, '/api/sync/record', 'get')?.parameters ?? [];
    expect(record.map((p) => p.name).sort()).toEqual(['entity', 'id']);
    const filters = op(doc, '/api/parties', 'get')?.parameters ?? [];
    expect(filters.map((p) => p.name)).toEqual(expect.arrayContaining(['estate', 'role', 'name']));
    const byId = op(doc, '/api/estates/{id}', 'get')?.parameters ?? [];
    expect(byId).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
  });
});
