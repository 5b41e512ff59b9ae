import { titleCaseWords } from './text.ts';

/**
 * Record create page title (docs/behaviour.md#record-forms): 'Create ' plus the type with hyphens as spaces and each
 * word capitalised. A page reached without a type still gets a sensible heading.
 */
export function recordCreateTitle(type: string | null | undefined): string {
  return `Create ${titleCaseWords(type) || 'Record'}`;
}
