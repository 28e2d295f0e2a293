import {
  COLLECTION_REFERENCES,
  CollectionContract,
  CollectionReference,
  ErrorCode,
  OPERATION_REFERENCES,
  RouteDefinition,
  collectionContract,
} from '@bizapi/contracts';
import type { JsonSchema } from '../schema/json-schema';
import { PROXIED } from './error-codes';

/** Codes every routed operation can answer (authentication, admission, the proxy): said once in the introduction, not per operation. */
const COMMON_CODES = new Set<ErrorCode>([
  ...PROXIED,
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.INVALID_ENUM_VALUE,
  ErrorCode.INVALID_DATE_FORMAT,
  ErrorCode.RESOURCE_NOT_FOUND,
  ErrorCode.PAYLOAD_TOO_LARGE,
  ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  ErrorCode.IDEMPOTENCY_KEY_IN_USE,
  ErrorCode.IDEMPOTENCY_KEY_REUSED,
  ErrorCode.PRECONDITION_FAILED,
  ErrorCode.FEATURE_NOT_ENABLED,
]);

/** Query parameters every list has: the rest are the collection's filters. */
const PAGING = new Set(['page', 'limit', 'orderBy', 'order', 'updatedSince', 'cursor']);

export interface OperationFacts {
  route: RouteDefinition;
  /** The list's query schema (its filters, orderBy values and defaults). */
  query?: JsonSchema;
  /** The body schema (its required and accepted fields). */
  body?: JsonSchema;
  /** Every error code the operation answers. */
  codes: ErrorCode[];
  /** The declaration's noun (`person`), when the collection kit serves it. */
  noun?: string;
}

/** The collection's words; a routed collection without them stops the generator. */
export function referenceOf(collection: string): CollectionReference {
  const reference = COLLECTION_REFERENCES[collection];
  if (!reference) throw new Error(`${collection}: no CollectionReference in libs/contracts/src/collections/*.reference.ts`);
  return reference;
}

/** `WebhookSubscription` → `webhook subscription`. */
export function wordsOf(pascalName: string): string {
  return pascalName.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

export function singularOf(collection: string, noun?: string): string {
  const reference = referenceOf(collection);
  return reference.singular ?? noun ?? wordsOf(reference.schema);
}

export function pluralOf(collection: string): string {
  return referenceOf(collection).plural ?? collection.replace(/-/g, ' ');
}

const article = (noun: string) => (/^([aeiou]|SLA)/i.test(noun) ? `an ${noun}` : `a ${noun}`);
const code = (value: string) => `\`${value}\``;
const list = (values: string[]) => values.map(code).join(', ');

/** A summary in words ("Create a person") and a description of one route. */
export function describeOperation(facts: OperationFacts): { summary: string; description: string } {
  const { route } = facts;
  const extra = OPERATION_REFERENCES[route.subject];
  const access = accessSentence(route);
  const errors = particularErrors(facts.codes);
  if (extra) return { summary: extra.summary, description: paragraphs(extra.description, errors, access) };
  const contract = collectionContract(route.collection);
  if (!contract) throw new Error(`${route.subject}: neither a contract entry nor an OperationReference`);
  const operation = route.subject.slice(route.subject.lastIndexOf('.') + 1) as keyof typeof VERBS;
  const reference = referenceOf(route.collection);
  const noun = singularOf(route.collection, facts.noun);
  const summary = VERBS[operation](noun, pluralOf(route.collection));
  const body = {
    list: () => listWords(facts, contract),
    get: () =>
      `Returns one ${noun} by its id, without an envelope; 404 \`RESOURCE_NOT_FOUND\` when it does not exist, is inactive or is another company's. The answer carries an \`ETag\`: sent back in \`If-None-Match\` it gives 304 while the record is unchanged.`,
    create: () => writeWords(facts, contract, 'create', noun),
    update: () => writeWords(facts, contract, 'update', noun),
    delete: () => `Deactivates the ${noun} and answers it.`,
  }[operation]();
  return {
    summary,
    description: paragraphs(`${reference.about} ${body}`, reference.operations?.[operation], eventsSentence(route, contract), errors, access),
  };
}

const VERBS = {
  list: (_noun: string, plural: string) => `List ${plural}`,
  get: (noun: string) => `Get ${article(noun)}`,
  create: (noun: string) => `Create ${article(noun)}`,
  update: (noun: string) => `Update ${article(noun)}`,
  delete: (noun: string) => `Deactivate ${article(noun)}`,
};

function listWords(facts: OperationFacts, contract: CollectionContract): string {
  const properties = facts.query?.properties ?? {};
  const orderBy = properties.orderBy;
  const filters = Object.keys(properties).filter((name) => !PAGING.has(name));
  const order = orderBy
    ? `ordered by ${code(String(orderBy.default))} ${String(properties.order?.default ?? 'DESC') === 'ASC' ? 'ascending' : 'descending'} unless \`orderBy\` (${list((orderBy.enum as string[]) ?? [])}) and \`order\` say otherwise`
    : 'newest first';
  return [
    `Lists the company's ${pluralOf(contract.collection)} in the envelope \`{data, meta}\`, 20 a page (\`limit\` up to 100), ${order}.`,
    filters.length ? `Filters: ${list(filters)}; an id in a filter that names no record of the company gives an empty page.` : 'No filters but the page.',
    properties.cursor
      ? 'To walk every record, or to sync, follow `meta.nextCursor` with `cursor` (it keeps the order and filters) and use `updatedSince` (extensions).'
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function writeWords(facts: OperationFacts, contract: CollectionContract, write: 'create' | 'update', noun: string): string {
  const fields = contract.writes?.[write];
  const required = facts.body?.required ?? [];
  const accepted = Object.keys(facts.body?.properties ?? {});
  const optional = accepted.filter((name) => !required.includes(name) && !(fields?.extensions ?? []).includes(name));
  const references = accepted.filter((name) => facts.body?.properties?.[name]?.['x-references']);
  const head =
    write === 'create'
      ? `Creates ${article(noun)} and answers 201 with it.`
      : `Changes the fields sent, and only those (a partial update), and answers 200 with the whole ${noun}. A PUT that changes nothing writes nothing and emits no event; \`If-Match\` with the ETag refuses (412) to overwrite a change made since.`;
  return [
    head,
    required.length ? `Required: ${list(required)}.` : '',
    optional.length ? `${required.length ? 'Also accepted' : 'Accepted'}: ${list(optional)}.` : '',
    fields?.extensions?.length ? `Accepted beyond the spec: ${list([...fields.extensions])}.` : '',
    'Any other field is 400 `VALIDATION_ERROR` naming it.',
    references.length
      ? `${list(references)} must name an active record of the company, else 400 \`VALIDATION_ERROR\` naming the field.`
      : '',
    'Safe to retry with an `Idempotency-Key`.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The events this route emits, from the contract entry's `when` (`POST /persons`, `PUT /deals/:id that changes dealStageId`). */
function eventsSentence(route: RouteDefinition, contract: CollectionContract): string {
  const mine = Object.entries(contract.events ?? {}).filter(([, event]) =>
    new RegExp(`(^|\\W)${route.method} ${route.path.replace(/[/:]/g, '\\$&')}(\\W|$)`).test(event.when),
  );
  if (!mine.length) return '';
  return `Emits ${mine.map(([name, event]) => `\`${name}\` (${event.when})`).join('; ')} to the webhook subscriptions that listen to it.`;
}

function particularErrors(codes: ErrorCode[]): string {
  const own = codes.filter((each) => !COMMON_CODES.has(each));
  return own.length ? `Errors of its own: ${list(own)}.` : '';
}

function accessSentence(route: RouteDefinition): string {
  const feature = route.feature ? ` and the plan feature \`${route.feature}\` (else 403 \`FEATURE_NOT_ENABLED\`)` : '';
  return `Needs the scope \`${route.scope}\`${feature}.`;
}

function paragraphs(...parts: (string | undefined)[]): string {
  return parts.filter((part): part is string => !!part && part.trim() !== '').join('\n\n');
}
