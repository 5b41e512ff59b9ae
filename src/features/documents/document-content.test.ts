import { describe, expect, it } from 'vitest';
import { viewerTypeOf } from './document-content.ts';

describe('viewerTypeOf', () => {
  it('opens PDFs and pictures in the browser’s viewer, by type or else by the name’s ending', () => {
    expect(viewerTypeOf({ mimeType: 'application/pdf', fileName: 'will' })).toBe('application/pdf');
    expect(viewerTypeOf({ mimeType: 'Application/PDF; charset=binary' })).toBe('application/pdf');
    expect(viewerTypeOf({ fileName: 'Will.PDF' })).toBe('application/pdf');
    expect(viewerTypeOf({ mimeType: 'image/png' })).toBe('image/png');
    expect(viewerTypeOf({ fileName: 'house.jpg' })).toBe('image/jpeg');
  });

  it('never opens what a browser would run as a page of this site: those are saved instead', () => {
    expect(viewerTypeOf({ mimeType: 'text/html', fileName: 'will.pdf' })).toBeNull();
    expect(viewerTypeOf({ mimeType: 'image/svg+xml', fileName: 'plan.svg' })).toBeNull();
    expect(viewerTypeOf({ fileName: 'plan.svg' })).toBeNull();
    expect(
      viewerTypeOf({ mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    ).toBeNull();
    expect(viewerTypeOf({})).toBeNull();
  });
});
