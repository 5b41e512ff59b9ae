import { DELETE_RULES, type DeleteRule } from './delete-rules.ts';
import { ENTITIES } from './registry.ts';
import { andList } from './rules/text.ts';
import type { EntityName } from './schemas/entities/index.ts';

/** '3 assets', '1 court accounts record': a count in the registry's words. */
export const countOf = (entity: EntityName, n: number): string =>
  `${n} ${n === 1 ? ENTITIES[entity].singular : ENTITIES[entity].pluralLabel.toLowerCase()}`;

/**
 * What a delete's confirmation says also goes: 'This also deletes its 2 accounts, 7 assets and 1
 * deadline.', or '' when nothing does. The kinds and their order are the parent's 'cascade' rules
 * (src/domain/delete-rules.ts), the same the delete mutator follows, so the two cannot drift.
 */
export function describeCascade(parent: EntityName, counts: Partial<Record<EntityName, number>>): string {
  const rules = DELETE_RULES[parent] as Partial<Record<EntityName, DeleteRule>>;
  const parts = (Object.keys(rules) as EntityName[])
    .filter((child) => rules[child] === 'cascade' && (counts[child] ?? 0) > 0)
    .map((child) => countOf(child, counts[child] ?? 0));
  return parts.length ? `This also deletes its ${andList(parts)}.` : '';
}

/**
 * Why a delete is refused by a 'refuse' rule: 'This file still has the estates Estate of A and
 * Estate of B. Delete them first.' The delete mutator refuses with the same words.
 */
export function describeRefusal(
  parent: EntityName,
  refusedBy: readonly { child: EntityName; names: readonly string[] }[],
): string {
  const kinds = refusedBy
    .filter((r) => r.names.length)
    .map((r) => {
      const info = ENTITIES[r.child];
      return `${r.names.length === 1 ? info.singular : info.pluralLabel.toLowerCase()} ${andList(r.names)}`;
    });
  return `This ${ENTITIES[parent].singular} still has the ${andList(kinds)}. Delete them first.`;
}
