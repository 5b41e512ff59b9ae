import {
  WORKED_CLAIM,
  WORKED_INPUT,
  WORKED_TODAY,
} from '../../domain/rules/ontario/worked-example.fixture.ts';
import type { PassingData } from './input.ts';

/** The worked example as the court forms are made from it: Kingston, a hearing on June 16, 2025. */
export const WORKED_PASSING: PassingData = {
  ...WORKED_INPUT,
  estate: { ...WORKED_INPUT.estate, executor: { name: 'Ian Ramsay' } },
  today: WORKED_TODAY,
  options: { compensationOverrides: WORKED_CLAIM },
  courtFileNumber: 'ES-1234/25',
  courtOffice: 'Kingston',
  hearingDate: '2025-06-16',
  served: [
    { name: 'Thomas Ramsay', capacity: 'beneficiary' },
    { name: 'The Public Guardian and Trustee', capacity: 'for Kingston Humane Society (a charity)' },
  ],
};
