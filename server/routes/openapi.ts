import type { Hono, MiddlewareHandler } from 'hono';
import { describeRoute, type GenerateSpecOptions, generateSpecs, openAPIRouteHandler } from 'hono-openapi';
import type { AppEnv } from '../http.ts';
import { markPublic } from '../middleware/auth.ts';

/**
 * /api/openapi.json is generated from the routes' own declarations (server/contract.ts), so a route
 * cannot be added, removed or changed without the document following (docs/architecture.md).
 */
export const OPENAPI_OPTIONS: Partial<GenerateSpecOptions> = {
  documentation: {
    info: {
      title: 'Estate Administration API',
      version: '1.0.0',
      description:
        'Money is integer cents; ids are UUIDs. Lists answer a plain JSON array; everything else the ' +
        'envelope {success, message?, data}; errors {success: false, message, errors?}.',
    },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
  },
  // The document's own path ends in ".json"; it is an endpoint, not a static file.
  excludeStaticFile: false,
  // Every route declares its 400 answer itself, in our envelope.
  defaultValidationErrorResponse: false,
};

/** The description of GET /api/openapi.json itself. */
export const describeOpenApi = markPublic(
  describeRoute({
    summary: 'This document (OpenAPI 3.1)',
    security: [],
    responses: { 200: { description: 'The OpenAPI document' } },
  }),
);

/** Serves the document of `root` (the whole app, so paths carry their /api prefix), built once. */
export function openApiHandler(root: () => Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  let handler: MiddlewareHandler<AppEnv> | undefined;
  return (c, next) => {
    handler ??= openAPIRouteHandler(root(), OPENAPI_OPTIONS);
    return handler(c, next);
  };
}

/** The document, for tests and tools. */
export const openApiDocument = (root: Hono<AppEnv>) => generateSpecs(root, OPENAPI_OPTIONS);
