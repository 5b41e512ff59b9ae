import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FileBody } from '../../domain/schemas/entities/file.ts';
import { issuesToErrors } from '../../store/index.ts';
import { EMPTY_FILE_FORM, fileFormErrors, fileFormFromRecord, fileFormToBody } from './file-form-values.ts';

const errorsFor = (values: typeof EMPTY_FILE_FORM) => {
  const parsed = v.safeParse(FileBody, fileFormToBody(values));
  return parsed.success ? {} : fileFormErrors(issuesToErrors(parsed.issues));
};

describe('file form values', () => {
  it('starts empty and active', () => {
    expect(EMPTY_FILE_FORM).toEqual({ name: '', fileNumber: '', description: '', status: 'active' });
  });

  it('reads an existing record, defaulting odd values', () => {
    expect(fileFormFromRecord({ name: 'A', fileNumber: 'EST-1', status: 'closed' })).toEqual({
      name: 'A',
      fileNumber: 'EST-1',
      description: '',
      status: 'closed',
    });
    expect(fileFormFromRecord({ name: 'A', status: 'archived' }).status).toBe('active');
  });

  it('makes a body the file schema accepts, trimmed', () => {
    const parsed = v.parse(
      FileBody,
      fileFormToBody({ ...EMPTY_FILE_FORM, name: '  Estate of X ', fileNumber: ' F-1 ' }),
    );
    expect(parsed).toMatchObject({ name: 'Estate of X', fileNumber: 'F-1', status: 'active' });
  });

  it('turns schema messages into one message per field', () => {
    expect(errorsFor({ ...EMPTY_FILE_FORM, name: '   ' })).toEqual({ name: 'File Name is required' });
    expect(errorsFor({ ...EMPTY_FILE_FORM, name: 'A', fileNumber: 'x'.repeat(61) })).toEqual({
      fileNumber: 'File Number is too long',
    });
    expect(fileFormErrors({ '': ['Unknown key'], name: ['First', 'Second'] })).toEqual({
      form: 'Unknown key',
      name: 'First',
    });
  });
});
