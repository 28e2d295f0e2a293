import { COMPUTED, DATE_TIME_ANSWER, ENUM_MEANINGS, MONEY, SHARED_FIELDS, SHARED_FILTERS } from '@bizapi/contracts';
import type { JsonSchema } from '../schema/json-schema';
import { EXTENSION } from './components';

/** Where a schema is used and what is said of its fields. */
export interface FieldContext {
  /** Field words of the collection or operation (the spec's wording), before the shared ones. */
  fields: Readonly<Record<string, string>>;
  /** Body field → the collection whose id it takes (the declarations' references). */
  references: Readonly<Record<string, string>>;
  /** An answer (read-only fields marked `readOnly`) rather than a body. */
  answer: boolean;
  /** Fields beyond the spec: marked `x-extension: true`. */
  extensions?: ReadonlySet<string>;
}

/** Names of money fields (numbers): amounts, prices, balances, rates, debits and credits. */
const MONEY_NAME = /(amount|price|balance|salary|rate|budget|debit|credit|discount)$/i;
/** Money fields whose name says otherwise: a percentage discount. */
const NOT_MONEY = new Set(['percentComplete', 'progress']);

/**
 * Describes every property of a schema (nested objects and array items too)
 * in words: the collection's own, else the shared ones, else what the name
 * says (`personId`, `personName`); then the enumeration's meanings, money and
 * date formats. Existing descriptions (formats the DTO rules give) are kept
 * after the words.
 */
export function describeFields(schema: JsonSchema, context: FieldContext): void {
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    describeField(name, property, schema.properties ?? {}, context);
    if (context.extensions?.has(name)) Object.assign(property, EXTENSION);
  }
  for (const nested of [schema.items, ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) if (nested) describeFields(nested, context);
}

function describeField(name: string, property: JsonSchema, siblings: Record<string, JsonSchema>, context: FieldContext): void {
  if (property.$ref) return;
  const words = context.fields[name] ?? SHARED_FIELDS[name] ?? derived(name, siblings, context) ?? humanised(name);
  const type = ([] as unknown[]).concat(property.type ?? []);
  const parts = [words];
  const values = ((property.enum ?? (property.items as JsonSchema | undefined)?.enum ?? []) as unknown[]).filter(
    (value): value is string => typeof value === 'string',
  );
  const meanings = values.filter((value) => ENUM_MEANINGS[value]).map((value) => `\`${value}\`: ${ENUM_MEANINGS[value]}`);
  if (meanings.length) parts.push(`${meanings.join('; ')}.`);
  if (type.includes('number') && MONEY_NAME.test(name) && !NOT_MONEY.has(name) && !/percent/i.test(words) && !/discount/.test(name))
    parts.push(MONEY);
  if (property.format === 'date-time' && !/ISO 8601/.test(words)) parts.push(DATE_TIME_ANSWER);
  if (type.includes('null') && context.answer && !/null/.test(words)) parts.push('May be null.');
  if (property.description && !parts.join(' ').includes(property.description)) parts.push(property.description);
  property.description = parts.join(' ');
  if (context.answer && /Read-only\.|cannot be sent/.test(words)) property.readOnly = true;
  if (property.type === 'object' || property.properties) describeFields(property, context);
  if (property.items && typeof property.items === 'object') describeFields(property.items, context);
}

/** What a name says: `personId` is a person's id, `personName` its copied name. */
function derived(name: string, siblings: Record<string, JsonSchema>, context: FieldContext): string | undefined {
  const reference = context.references[name];
  if (reference) return `The id of a record of \`/${reference}\` (of the company, active).`;
  const id = /^(\w+)Id$/.exec(name);
  if (id) return `The id of the ${humanWords(id[1])}.`;
  const copy = /^(\w+?)(Name|Title)$/.exec(name);
  if (copy && siblings[`${copy[1]}Id`])
    return `The ${copy[2].toLowerCase()} of the ${humanWords(copy[1])} \`${copy[1]}Id\` names, kept by the service (refreshed when it is renamed). Read-only.`;
  if (/^total[A-Z]/.test(name)) return `${humanised(name).slice(0, -1)}. ${COMPUTED}`;
  return SHARED_FILTERS[name];
}

function humanWords(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function humanised(name: string): string {
  const words = humanWords(name);
  return `${words[0].toUpperCase()}${words.slice(1)}.`;
}

/** A list's query parameter in words: the shared ones, else what a filter by a field is. */
export function filterWords(name: string, fields: Readonly<Record<string, string>>, search?: string): string {
  if (name === 'search') return `Text searched (case-insensitive, anywhere in the value) in the ${search ?? 'title'}.`;
  if (name === 'orderBy') return 'The field the list is ordered by.';
  const shared = SHARED_FILTERS[name];
  if (shared) return shared;
  const field = fields[name] ?? SHARED_FIELDS[name];
  return `Only records whose \`${name}\` is this value.${field ? ` (${field.replace(/ Read-only\.$/, '')})` : ''}`;
}
