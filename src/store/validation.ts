import * as v from 'valibot';

/** A local write refused by the entity's schema, with per-field messages for the form. */
export class ValidationError extends Error {
  constructor(public readonly errors: Record<string, string[]>) {
    super(Object.values(errors).flat()[0] ?? 'Invalid data');
    this.name = 'ValidationError';
  }
}

export function issuesToErrors(issues: v.BaseIssue<unknown>[]): Record<string, string[]> {
  const out = new Map<string, string[]>();
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    out.set(key, [...(out.get(key) ?? []), issue.message]);
  }
  return Object.fromEntries(out);
}

/** A ValidationError's messages by input: the first message per field is enough to act on. */
export function firstErrors(errors: Record<string, string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}
