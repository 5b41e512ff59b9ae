import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../src/domain/schemas/index.ts';
import { createParents, validBody } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

let t: TestApp;
let token: string;
let documentId: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await createAccount(t.db, t.tokens, 'docs')).token;
  const parents = await createParents(t, token);
  const res = await t.request('POST', '/api/documents', { token, body: validBody('documents', parents) });
  documentId = (await res.json()).data._id;
});
afterAll(() => t.close());

describe('document content', () => {
  it('uploads and downloads the bytes, marking the document', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 45, 1, 2, 3, 255]);
    const up = await t.request('PUT', `/api/documents/${documentId}/content`, {
      token,
      body: bytes,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(up.status).toBe(200);
    expect((await up.json()).data).toMatchObject({
      hasContent: true,
      size: bytes.length,
      mimeType: 'application/pdf',
    });
    const down = await t.request('GET', `/api/documents/${documentId}/content`, { token });
    expect(down.status).toBe(200);
    expect(down.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await down.arrayBuffer())).toEqual(bytes);
  });

  it('accepts exactly 10 MB and answers 413 with a clear message for 10 MB + 1 byte', async () => {
    const exact = await t.request('PUT', `/api/documents/${documentId}/content`, {
      token,
      body: new Uint8Array(MAX_DOCUMENT_BYTES),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(exact.status).toBe(200);
    const over = await t.request('PUT', `/api/documents/${documentId}/content`, {
      token,
      body: new Uint8Array(MAX_DOCUMENT_BYTES + 1),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(over.status).toBe(413);
    expect((await over.json()).message).toMatch(/10 MB/);
    const rows = await t.db.query<{ size: number }>(
      'select size from document_contents where document_id = $1',
      [documentId],
    );
    expect(rows[0]?.size).toBe(MAX_DOCUMENT_BYTES);
  });

  it('answers 404 for a document without content or an unknown one', async () => {
    const parents = await createParents(t, token);
    const res = await t.request('POST', '/api/documents', { token, body: validBody('documents', parents) });
    const empty = (await res.json()).data._id;
    expect((await t.request('GET', `/api/documents/${empty}/content`, { token })).status).toBe(404);
    expect(
      (await t.request('GET', '/api/documents/00000000-0000-7000-8000-000000000000/content', { token }))
        .status,
    ).toBe(404);
  });
});
