import { describe, expect, it } from 'vitest';
import { uploadNote } from './upload-note.ts';

describe('the note on a document just saved', () => {
  it('follows the connection: uploading now online, waiting offline', () => {
    expect(uploadNote(true, false)).toBe('it is uploading to the firm’s server now');
    expect(uploadNote(false, false)).toBe('it uploads when this device is online');
    expect(uploadNote(true, true)).toBe('they are uploading to the firm’s server now');
    expect(uploadNote(false, true)).toBe('they upload when this device is online');
  });
});
