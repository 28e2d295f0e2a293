import { isDeepStrictEqual } from 'node:util';
import type { JsonSchema } from '../schema/json-schema';

/** `components.schemas`: named schemas, referenced by `$ref`; one name never holds two shapes. */
export class SchemaRegistry {
  readonly schemas: Record<string, JsonSchema> = {};

  ref(name: string, schema: JsonSchema): JsonSchema {
    const existing = this.schemas[name];
    if (existing && !isDeepStrictEqual(existing, schema)) throw new Error(`two different schemas are both named ${name}`);
    this.schemas[name] = schema;
    return { $ref: `#/components/schemas/${name}` };
  }

  /** The components, sorted by name so the document's text is stable. */
  sorted(): Record<string, JsonSchema> {
    return Object.fromEntries(Object.entries(this.schemas).sort(([a], [b]) => a.localeCompare(b)));
  }
}

/** `deal-items` → `DealItems`, `trial-balance` → `TrialBalance`. */
export function pascal(words: string): string {
  return words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
}

/** `api.deals.list` → `listDeals`-like ids: the subject's parts, camel-cased (`dealsList`). */
export function operationIdOf(subject: string): string {
  const name = pascal(subject.replace(/^api\./, ''));
  return name[0].toLowerCase() + name.slice(1);
}
