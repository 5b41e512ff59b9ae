/**
 * Turns machine words (snake_case statuses, kebab-case record types) into the words people read.
 * Only the first letter of each word changes, so acronyms already in upper case survive.
 */
export function titleCaseWords(text: string | null | undefined): string {
  return (text ?? '')
    .split(/[\s_-]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
