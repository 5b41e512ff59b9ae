import { toJsonSchema } from '@valibot/to-json-schema';
import { BODY_SCHEMAS } from '../../domain/schemas/index.ts';
import { EXPORT_ENTITIES, EXPORT_FORMAT, EXPORT_FORMAT_VERSION, recordsPath } from './format.ts';

/**
 * The JSON Schema of an export's records, generated from the same valibot schemas the app and the
 * server validate with (src/domain/schemas): one definition per entity, each record its fields
 * plus `_id`. Rules across fields (a document belongs to an estate or a file, …) and text trimming
 * have no JSON Schema form; the app checks them on import.
 */
export function exportJsonSchema(): Record<string, unknown> {
  const $defs: Record<string, unknown> = {};
  for (const entity of EXPORT_ENTITIES) {
    const body = toJsonSchema(BODY_SCHEMAS[entity] as never, {
      target: 'draft-2020-12',
      typeMode: 'output',
      errorMode: 'ignore',
    }) as { properties?: Record<string, unknown>; required?: string[]; $schema?: string };
    const { $schema: _, ...rest } = body;
    $defs[entity] = {
      ...rest,
      properties: { _id: { type: 'string', format: 'uuid' }, ...(rest.properties ?? {}) },
      required: ['_id', ...(rest.required ?? [])],
    };
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `${EXPORT_FORMAT} version ${EXPORT_FORMAT_VERSION}: the records of one estate or one firm`,
    description: `Each records/<entity>.json file is an array of the entity's records; ${recordsPath('estates')} holds estates, and so on.`,
    type: 'object',
    properties: Object.fromEntries(
      EXPORT_ENTITIES.map((entity) => [entity, { type: 'array', items: { $ref: `#/$defs/${entity}` } }]),
    ),
    $defs,
  };
}
