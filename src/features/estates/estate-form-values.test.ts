import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EstateBody } from '../../domain/schemas/index.ts';
import { emptyEstateForm, estateToForm, formToEstateBody } from './estate-form-values.ts';

const filled = {
  ...emptyEstateForm('0196a000-0000-7000-8000-000000000001'),
  estateName: ' Estate of Ada ',
  'deceased.name': 'Ada Lovelace',
  'deceased.dateOfDeath': '2026-01-31',
  'executor.email': 'ex@example.com',
  'keyDates.courtDeadline': '2026-06-30',
};

describe('estate form values', () => {
  it('creates a body without empty fields, the date of death in both places', () => {
    const body = formToEstateBody(filled, 'create');
    expect(body).toEqual({
      estateName: 'Estate of Ada',
      file: '0196a000-0000-7000-8000-000000000001',
      deceased: { name: 'Ada Lovelace', dateOfDeath: '2026-01-31' },
      jurisdiction: 'Ontario',
      status: 'open',
      executor: { email: 'ex@example.com' },
      keyDates: { dateOfDeath: '2026-01-31', courtDeadline: '2026-06-30' },
    });
    expect(v.safeParse(EstateBody, body).success).toBe(true);
  });
  it('sends cleared fields as empty or null on update, and the schema accepts them', () => {
    const body = formToEstateBody({ ...filled, file: '', notes: '', 'keyDates.courtDeadline': '' }, 'update');
    expect(body.file).toBeNull();
    expect(body.notes).toBe('');
    expect(body.keyDates?.courtDeadline).toBeNull();
    expect(body.executor).toEqual({ name: '', email: 'ex@example.com', phone: '' });
    expect(v.safeParse(EstateBody, body).success).toBe(true);
  });
  it('reads a record back, taking the date of death from the key dates when needed', () => {
    const form = estateToForm({ estateName: 'E', status: 'closed', keyDates: { dateOfDeath: '2025-05-05' } });
    expect(form['deceased.dateOfDeath']).toBe('2025-05-05');
    expect(form.status).toBe('closed');
    expect(form.file).toBe('');
    expect(estateToForm({})).toEqual(emptyEstateForm());
  });
  it('names the lawyer of record by id, and clears it with null on update', () => {
    const lawyer = '01890a5d-ac96-774b-bcce-b302099a8057';
    expect(formToEstateBody({ ...filled, lawyerOfRecord: lawyer }, 'create').lawyerOfRecord).toBe(lawyer);
    expect(formToEstateBody(filled, 'create')).not.toHaveProperty('lawyerOfRecord');
    const cleared = formToEstateBody({ ...filled, lawyerOfRecord: '' }, 'update');
    expect(cleared.lawyerOfRecord).toBeNull();
    expect(v.safeParse(EstateBody, cleared).success).toBe(true);
    expect(estateToForm({ estateName: 'E', lawyerOfRecord: lawyer }).lawyerOfRecord).toBe(lawyer);
  });
});
