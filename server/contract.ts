import type { Context, MiddlewareHandler } from 'hono';
import { describeRoute, resolver, validator } from 'hono-openapi';
import * as v from 'valibot';
import { ApiError, type Endpoint, envelope } from '../src/domain/schemas/index.ts';
import { type AppEnv, fail, readJson } from './http.ts';
import { markPublic } from './middleware/auth.ts';
import { fieldErrors } from './store/write-helpers.ts';

/**
 * Routes declare their contract here, from the shared valibot schemas: the request they read and
 * the answers they give. The same declarations validate requests and make /api/openapi.json, so the
 * document cannot drift from the routes (docs/architecture.md).
 */

type Schema = v.GenericSchema;

const json = (schema: Schema | ReturnType<typeof resolver>) => ({
  'application/json': { schema: 'toOpenAPISchema' in schema ? schema : resolver(schema) },
});

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid request (per-field messages in `errors`)',
  401: 'Missing, invalid or expired token',
  403: 'Not allowed',
  404: 'Unknown id, or another organization’s',
  409: 'Conflict',
  413: 'Too large',
  429: 'Too many attempts (see Retry-After)',
};

/** The `{success: false, message, errors?}` answers a route may give. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((s) => [String(s), { description: ERROR_TEXT[s] ?? 'Error', content: json(ApiError) }]),
  );

/**
 * A request body documented as a patch: the entity's fields, none of them required. Updates send
 * only what changed; the write function checks the merged record against the whole schema.
 */
export function partialBody(schema: Schema): ReturnType<typeof resolver> {
  const base = resolver(schema);
  return {
    ...base,
    toOpenAPISchema: async (options) => {
      const result = await base.toOpenAPISchema(options);
      return { ...result, schema: optionalAll(result.schema as JsonSchema) as typeof result.schema };
    },
  };
}

type JsonSchema = Record<string, unknown>;

/** Drops `required` from an object schema, or from each member of a union (assets vary by class). */
function optionalAll(schema: JsonSchema): JsonSchema {
  const { required: _all, ...rest } = schema;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const members = rest[key];
    if (Array.isArray(members)) rest[key] = members.map((m) => optionalAll(m as JsonSchema));
  }
  return rest;
}

export interface Described {
  status?: 200 | 201;
  /** What a successful answer holds, when it is not the endpoint's `response`. */
  response?: Schema;
  errors?: number[];
  /** The body, when documenting it differs from the endpoint's own (e.g. a patch). */
  requestBody?: ReturnType<typeof resolver>;
  description?: string;
  /** Query parameters read without a schema (the lists' field filters). */
  parameters?: { name: string; description?: string }[];
}

const defaultErrors = (endpoint: Endpoint): number[] => {
  const auth = endpoint.public ? [] : [401];
  return endpoint.body || endpoint.query ? [400, ...auth] : auth;
};

/** The OpenAPI description of one endpoint, from its contract. */
export function describe(endpoint: Endpoint, extra: Described = {}): MiddlewareHandler {
  const data = extra.response ?? endpoint.response;
  const answer = endpoint.list ? v.array(data) : envelope(data);
  const body = extra.requestBody ?? endpoint.body;
  const described = describeRoute({
    summary: endpoint.summary,
    ...(extra.description ? { description: extra.description } : {}),
    ...(extra.parameters
      ? {
          parameters: extra.parameters.map((p) => ({
            in: 'query' as const,
            name: p.name,
            required: false,
            schema: { type: 'string' as const },
            ...(p.description ? { description: p.description } : {}),
          })),
        }
      : {}),
    ...(endpoint.public ? { security: [] } : {}),
    ...(body ? { requestBody: { required: true, content: json(body) } } : {}),
    responses: {
      [String(extra.status ?? 200)]: {
        description: endpoint.list ? 'A plain JSON array' : 'The envelope {success, message?, data}',
        content: json(answer),
      },
      ...errorResponses(...(extra.errors ?? defaultErrors(endpoint))),
    },
  });
  // The contract is what opens a route to callers without a token (server/middleware/auth.ts).
  return endpoint.public ? markPublic(described) : described;
}

const invalid = (c: Context, message: string, issues: readonly unknown[], withErrors: boolean) =>
  fail(c, 400, message, withErrors ? fieldErrors(issues as v.BaseIssue<unknown>[]) : undefined);

/**
 * Validates the query with the schema (hono-openapi's Standard Schema validator, so the parameters
 * appear in the document); an invalid one answers our 400 envelope with `message`.
 */
export const validQuery = <S extends Schema>(schema: S, message: string, withErrors = true) =>
  validator('query', schema, (result, c) => {
    if (!result.success) return invalid(c, message, result.error, withErrors);
  });

/**
 * Reads and validates the JSON body. Bodies are read whatever their Content-Type, as the API always
 * has (Hono's own json validator would treat a body sent without one as empty), and unreadable JSON
 * answers the 400 envelope rather than Hono's plain-text error.
 */
export function validJson<S extends Schema>(
  schema: S,
  message: string,
): MiddlewareHandler<AppEnv, string, { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }> {
  return async (c, next) => {
    const read = await readJson(c);
    if ('response' in read) return read.response;
    const parsed = v.safeParse(schema, read.body);
    if (!parsed.success) return invalid(c, message, parsed.issues, true);
    c.req.addValidatedData('json', parsed.output as object);
    await next();
  };
}
