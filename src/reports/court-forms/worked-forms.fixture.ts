import {
  WORKED_CLAIM,
  WORKED_INPUT,
  WORKED_TODAY,
} from '../../domain/rules/ontario/worked-example.fixture.ts';
import type { PassingData } from './input.ts';

export const WORKED_LAWYER_ID = '01890a5d-ac96-774b-bcce-b302099a8057';

/** The firm that acts for the trustee (docs/behaviour.md#firm-details): its address and lawyer print on every document. */
export const WORKED_FIRM = {
  name: 'Limestone Estates Law LLP',
  address: {
    line1: '85 King Street East',
    line2: 'Suite 300',
    city: 'Kingston',
    region: 'ON',
    postalCode: 'K7L 2Z3',
  },
  telephone: '613-555-0142',
  email: 'office@limestone-law.example',
  lawyers: [
    {
      id: WORKED_LAWYER_ID,
      name: 'Grace Osei',
      lsoNumber: '54321K',
      email: 'grace.osei@limestone-law.example',
    },
  ],
};

/** The worked example as the court forms are made from it: Kingston, a hearing on June 16, 2025. */
export const WORKED_PASSING: PassingData = {
  ...WORKED_INPUT,
  estate: { ...WORKED_INPUT.estate, executor: { name: 'Ian Ramsay' }, lawyerOfRecord: WORKED_LAWYER_ID },
  firm: WORKED_FIRM,
  today: WORKED_TODAY,
  options: { compensationOverrides: WORKED_CLAIM },
  courtFileNumber: 'ES-1234/25',
  courtOffice: 'Kingston',
  hearingDate: '2025-06-16',
  hearingTime: '10:00',
  officialsServed: ['public-guardian-and-trustee'],
  served: [
    { name: 'Thomas Ramsay', capacity: 'beneficiary' },
    { name: 'The Public Guardian and Trustee', capacity: 'for Kingston Humane Society (a charity)' },
  ],
};
