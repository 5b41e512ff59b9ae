import * as v from 'valibot';
import { optionalText, requiredText } from '../common.ts';

export const ORGANIZATION_TYPES = ['law_firm', 'trust_company', 'executor', 'other'] as const;

export const OrganizationBody = v.strictObject({
  name: requiredText('Organization Name'),
  description: optionalText('Description', 4000),
  type: v.optional(v.picklist(ORGANIZATION_TYPES, 'Choose a valid organization type'), 'law_firm'),
  active: v.optional(v.boolean('Active must be true or false'), true),
});
export type OrganizationBody = v.InferOutput<typeof OrganizationBody>;
