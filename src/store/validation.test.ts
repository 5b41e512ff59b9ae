import { describe, expect, it } from 'vitest';
import { firstErrors, ValidationError } from './validation.ts';

describe('firstErrors', () => {
  it('keeps the first message per field and drops fields without one', () => {
    expect(firstErrors({ name: ['Full Name is required', 'x'], email: [] })).toEqual({
      name: 'Full Name is required',
    });
    expect(firstErrors(new ValidationError({ estateName: ['a', 'b'] }).errors)).toEqual({ estateName: 'a' });
  });

  it('is empty when there are no errors', () => {
    expect(firstErrors(undefined)).toEqual({});
  });
});
