import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute, resolver } from 'hono-openapi';
import { envelope, MAX_DOCUMENT_BYTES, StoredRecord } from '../../src/domain/schemas/index.ts';
import { errorResponses } from '../contract.ts';
import { type AppDeps, type AppEnv, fail, ok, rejection } from '../http.ts';
import { requestScope } from '../scope/scope.ts';
import { applyWrite } from '../store/apply.ts';
import { findRecord } from '../store/records.ts';

export const TOO_LARGE = 'This file is larger than the 10 MB limit. Please upload a smaller file.';

/** Document contents travel apart from the record: raw bytes up, raw bytes down, 10 MB each. */
export function documentContentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());

  app.put(
    '/:id/content',
    describeRoute({
      summary: 'Upload document content (raw bytes, 10 MB at most)',
      requestBody: { required: true, content: { 'application/octet-stream': {} } },
      responses: {
        200: {
          description: 'The document record, now with hasContent',
          content: { 'application/json': { schema: resolver(envelope(StoredRecord)) } },
        },
        ...errorResponses(401, 404, 413),
      },
    }),
    bodyLimit({ maxSize: MAX_DOCUMENT_BYTES, onError: (c) => fail(c, 413, TOO_LARGE) }),
    async (c) => {
      const actor = c.get('actor');
      const id = c.req.param('id');
      const doc = await findRecord(
        deps.db,
        actor.organization,
        'documents',
        id,
        await requestScope(c, deps.db),
      );
      if (!doc) return fail(c, 404, 'Document not found');
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.byteLength > MAX_DOCUMENT_BYTES) return fail(c, 413, TOO_LARGE);
      const mimeType = (c.req.header('content-type') ?? 'application/octet-stream')
        .split(';')[0]!
        .trim()
        .slice(0, 120);
      const at = now();
      const result = await deps.db.transaction(async (tx) => {
        await tx.query(
          `insert into document_contents (document_id, organization, mime_type, size, content, updated_at)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (document_id) do update set mime_type = $3, size = $4, content = $5, updated_at = $6`,
          [id, actor.organization, mimeType, bytes.byteLength, bytes, at],
        );
        return applyWrite(
          tx,
          actor,
          {
            entity: 'documents',
            id,
            op: 'update',
            patch: { hasContent: true, size: bytes.byteLength, mimeType },
          },
          { now: at, trusted: true },
        );
      });
      if (result.status === 'rejected') return rejection(c, result, 'Document not found');
      return ok(c, result.record, 200, 'File uploaded');
    },
  );

  app.get(
    '/:id/content',
    describeRoute({
      summary: 'Download document content',
      responses: {
        200: { description: 'The bytes, with their type', content: { 'application/octet-stream': {} } },
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const actor = c.get('actor');
      const id = c.req.param('id');
      const doc = await findRecord(
        deps.db,
        actor.organization,
        'documents',
        id,
        await requestScope(c, deps.db),
      );
      if (!doc) return fail(c, 404, 'Document not found');
      const rows = await deps.db.query<{ mime_type: string; content: Uint8Array }>(
        'select mime_type, content from document_contents where document_id = $1 and organization = $2',
        [id, actor.organization],
      );
      const row = rows[0];
      if (!row) return fail(c, 404, 'This document has no uploaded file yet');
      const name = String(doc.fileName || doc.title || 'document').replace(/[^\w. -]/g, '_');
      return new Response(new Uint8Array(row.content), {
        headers: {
          'Content-Type': row.mime_type,
          'Content-Length': String(row.content.byteLength),
          'Content-Disposition': `attachment; filename="${name}"`,
          'Cache-Control': 'private, no-store',
        },
      });
    },
  );

  return app;
}
