import type { EstateBody, EstateRecord, EstateStatus } from '../../domain/schemas/index.ts';

/**
 * The estate form as flat strings (what inputs hold) and back to an estate body. Keys are the
 * record's dot paths, so a ValidationError's 'executor.email' lands under the right input.
 */
export type EstateFormValues = {
  estateName: string;
  file: string;
  'deceased.name': string;
  'deceased.dateOfDeath': string;
  status: EstateStatus;
  'executor.name': string;
  'executor.email': string;
  'executor.phone': string;
  'keyDates.courtDeadline': string;
  'keyDates.certificateIssued': string;
  notes: string;
  /** The id of the firm's lawyer who acts on the estate (docs/behaviour.md#firm-details); '' for none. */
  lawyerOfRecord: string;
};

export const emptyEstateForm = (file = ''): EstateFormValues => ({
  estateName: '',
  file,
  'deceased.name': '',
  'deceased.dateOfDeath': '',
  status: 'open',
  'executor.name': '',
  'executor.email': '',
  'executor.phone': '',
  'keyDates.courtDeadline': '',
  'keyDates.certificateIssued': '',
  notes: '',
  lawyerOfRecord: '',
});

/** A stored estate as the form's inputs (an empty form for `{}`). */
export function estateToForm(record: Partial<EstateRecord>): EstateFormValues {
  const { deceased, executor, keyDates } = record;
  return {
    estateName: record.estateName ?? '',
    file: record.file ?? '',
    'deceased.name': deceased?.name ?? '',
    // Older records may carry the date of death only among the key dates.
    'deceased.dateOfDeath': deceased?.dateOfDeath || keyDates?.dateOfDeath || '',
    status: record.status || 'open',
    'executor.name': executor?.name ?? '',
    'executor.email': executor?.email ?? '',
    'executor.phone': executor?.phone ?? '',
    'keyDates.courtDeadline': keyDates?.courtDeadline ?? '',
    'keyDates.certificateIssued': keyDates?.certificateIssued ?? '',
    notes: record.notes ?? '',
    lawyerOfRecord: record.lawyerOfRecord ?? '',
  };
}

/**
 * Form -> body. One Date of Death input fills both the deceased and the key dates, which is
 * where deadlines are read from. For a new estate empty inputs are left out; for an update they
 * are sent as '' or null, so clearing a field really clears it (a missing key would keep it).
 */
export function formToEstateBody(values: EstateFormValues, mode: 'create' | 'update'): EstateBody {
  const t = (key: keyof EstateFormValues) => values[key].trim();
  const text = (key: keyof EstateFormValues) => (t(key) || mode === 'update' ? t(key) : undefined);
  const date = (key: keyof EstateFormValues) => t(key) || (mode === 'update' ? null : undefined);
  const compact = <T extends object>(o: T): T =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
  return compact({
    estateName: t('estateName'),
    file: date('file'),
    deceased: compact({ name: text('deceased.name'), dateOfDeath: date('deceased.dateOfDeath') }),
    jurisdiction: 'Ontario' as const,
    status: values.status,
    executor: compact({
      name: text('executor.name'),
      email: text('executor.email'),
      phone: text('executor.phone'),
    }),
    keyDates: compact({
      dateOfDeath: date('deceased.dateOfDeath'),
      courtDeadline: date('keyDates.courtDeadline'),
      certificateIssued: date('keyDates.certificateIssued'),
    }),
    notes: text('notes'),
    lawyerOfRecord: date('lawyerOfRecord'),
  });
}
