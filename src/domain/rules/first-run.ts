import { can } from './permissions.ts';

export interface FirstRunItem {
  id: 'firm-details' | 'first-file' | 'colleagues';
  title: string;
  /** Where the step is done. */
  to: '/admin/profile' | '/admin/files/create';
  done: boolean;
}

export interface FirstRunFacts {
  role: string;
  files: number;
  /** Members of the firm, the person included. */
  people: number;
  organization: { address?: unknown; lawyers?: readonly unknown[] } | null | undefined;
}

/**
 * A new firm's first steps (docs/behaviour.md#dashboard), in the order its papers need them: the
 * firm's address and lawyers print on every court document, a file holds the estates, and the
 * colleagues who work on them. Only the steps this person may take are listed: a Staff member
 * cannot change the firm's details or invite anyone.
 */
export function firstRunItems(facts: FirstRunFacts): FirstRunItem[] {
  const items: FirstRunItem[] = [];
  if (can(facts.role, 'firm-settings'))
    items.push({
      id: 'firm-details',
      title: 'Enter your firm’s address and its lawyers, which every court document prints',
      to: '/admin/profile',
      done: Boolean(facts.organization?.address) && (facts.organization?.lawyers?.length ?? 0) > 0,
    });
  if (can(facts.role, 'create', 'files'))
    items.push({
      id: 'first-file',
      title: 'Create your first file',
      to: '/admin/files/create',
      done: facts.files > 0,
    });
  if (can(facts.role, 'users'))
    items.push({
      id: 'colleagues',
      title: 'Invite your colleagues',
      to: '/admin/profile',
      done: facts.people > 1,
    });
  return items;
}

/** The checklist shows until the firm has its first file; the greeting says "back" only to someone who has been here. */
export const isNewFirm = (files: number): boolean => files === 0;
