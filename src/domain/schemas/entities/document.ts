import * as v from 'valibot';
import { Id, IsoDate, optionalText, requiredText } from '../common.ts';
import { DOCUMENT_TYPES } from '../statuses.ts';

/** 10 MB per document content, enforced by the server (413). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const DocumentBody = v.pipe(
  v.strictObject({
    estate: v.optional(v.nullable(Id)),
    file: v.optional(v.nullable(Id)),
    title: requiredText('Title'),
    type: v.optional(v.picklist(DOCUMENT_TYPES, 'Choose a document type'), 'Other'),
    keyDates: optionalText('Key dates', 1000),
    courtDetails: optionalText('Court details', 4000),
    fileName: optionalText('File name', 255),
    mimeType: optionalText('File type', 120),
    size: v.optional(
      v.pipe(
        v.number(),
        v.safeInteger(),
        v.minValue(0),
        v.maxValue(MAX_DOCUMENT_BYTES, 'Files are limited to 10 MB'),
      ),
    ),
    /** Set by the server once content is uploaded; clients never send it. */
    hasContent: v.optional(v.boolean()),
    date: v.optional(v.nullable(IsoDate)),
    /** Shared with the estate's beneficiaries: the only documents their portal receives. */
    shared: v.optional(v.boolean('Shared is yes or no')),
    /**
     * The later version that replaced this one (src/domain/mutators/replace-document.ts): an
     * earlier version is kept, listed under the document that replaced it, and goes with it.
     */
    replacedBy: v.optional(v.nullable(Id)),
  }),
  v.forward(
    v.partialCheck(
      [['estate'], ['file']],
      (d) => !!d.estate || !!d.file,
      'A document belongs to an estate or a file',
    ),
    ['estate'],
  ),
);
export type DocumentBody = v.InferOutput<typeof DocumentBody>;
