import * as v from 'valibot';
import { optionalText, requiredText } from '../common.ts';

export const ORGANIZATION_TYPES = ['law_firm', 'trust_company', 'executor', 'other'] as const;

export const OrganizationBody = v.strictObject({
  name: requiredText('Organization Name'),
  description: optionalText('Description', 4000),
  type: v.optional(v.picklist(ORGANIZATION_TYPES, 'Choose a valid organization type'), 'law_firm'),
  active: v.optional(v.boolean('Active must be true or false'), true),
  /**
   * How many days before a deadline the app reminds the firm's people (absent: the default, see
   * DEFAULT_REMINDER_DAYS); 0 turns reminders off.
   */
  reminderDays: v.optional(
    v.pipe(
      v.number('Reminder days must be a number'),
      v.safeInteger('Reminder days must be a whole number'),
      v.minValue(0, 'Reminder days must not be negative'),
      v.maxValue(365, 'Reminder days must be at most 365'),
    ),
  ),
});

/** Days before a deadline that reminders start when the firm has not chosen. */
export const DEFAULT_REMINDER_DAYS = 14;
export type OrganizationBody = v.InferOutput<typeof OrganizationBody>;
