import { COLLECTION_REFERENCES, ErrorCode, OPERATION_REFERENCES, RouteDefinition, collectionContract, isErrorCode } from '@bizapi/contracts';
import type { Handler } from '../discovery/handlers';
import type { SourceProgram } from '../discovery/source-program';
import { DtoToSchema, constraintNamesOf } from '../schema/dto-to-schema';
import type { JsonSchema } from '../schema/json-schema';
import { EXTENSION } from './components';
import { errors } from './gateway-routes';
import { errorCodesOf } from './error-codes';
import { describeFields, filterWords } from './field-words';
import { describeOperation } from './operation-words';
import { RecordSchemas } from './record-schemas';
import { operationIdOf, pascal } from './schema-registry';

type Class = new (...args: never[]) => object;

/** The gateway's own rules of which routes are conditional (apps/gateway conditional-requests), loaded from its build. */
export interface GatewayRules {
  readsOneRecord(route: RouteDefinition): boolean;
  updatesOneRecord(route: RouteDefinition): boolean;
}

interface Inputs {
  query?: Class;
  body?: Class;
  success: JsonSchema;
  thrown: ErrorCode[];
  unique: boolean;
}

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
/** The kit's list query, whose doc comments mark the extensions every list shares. */
const LIST_QUERY_SOURCE = 'libs/collections/src/list/list-query.ts';
const RATE_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy', 'RateLimit'];

/** One OpenAPI operation per route of the route table, from its handler, DTOs and record types. */
export class OperationBuilder {
  constructor(
    private readonly program: SourceProgram,
    private readonly dtos: DtoToSchema,
    private readonly records: RecordSchemas,
    private readonly gateway: GatewayRules,
  ) {}

  build(route: RouteDefinition, handler: Handler): Record<string, unknown> {
    const inputs = this.inputsOf(route, handler);
    const readsOne = this.gateway.readsOneRecord(route);
    const updatesOne = this.gateway.updatesOneRecord(route);
    const constraints = new Set([
      ...(inputs.query ? constraintNamesOf(inputs.query) : []),
      ...(inputs.body ? constraintNamesOf(inputs.body) : []),
    ]);
    const codes = errorCodesOf({
      route,
      constraints,
      hasBody: route.method === 'POST' || route.method === 'PUT',
      readsOneRecord: readsOne,
      updatesOneRecord: updatesOne,
      unique: inputs.unique,
      thrown: inputs.thrown,
    });
    const querySchema = inputs.query ? this.dtos.convert(inputs.query) : undefined;
    const parameters: unknown[] = [...pathParameters(route.path), ...(inputs.query ? this.queryParameters(route, inputs.query) : [])];
    if (readsOne) parameters.push(ref('parameters', 'IfNoneMatch'));
    if (updatesOne) parameters.push(ref('parameters', 'IfMatch'));
    if (route.method === 'POST' || route.method === 'PUT') parameters.push(ref('parameters', 'IdempotencyKey'));
    parameters.push(ref('parameters', 'RequestId'));

    const successHeaders: Record<string, unknown> = { 'X-Request-Id': headerRef('X-Request-Id') };
    for (const name of RATE_HEADERS) successHeaders[name] = headerRef(name);
    if (readsOne) successHeaders.ETag = headerRef('ETag');
    if (route.method === 'POST' || route.method === 'PUT') successHeaders['Idempotent-Replayed'] = ref('headers', 'Idempotent-Replayed');
    const responses: Record<string, unknown> = {
      [route.successStatus]: {
        description: successDescription(route),
        headers: successHeaders,
        content: { 'application/json': { schema: inputs.success } },
      },
    };
    if (readsOne)
      responses['304'] = {
        description: 'Not modified: If-None-Match names the current ETag. No body; not counted by the rate limit.',
        headers: successHeaders,
        ...EXTENSION,
      };
    Object.assign(responses, errors(codes));

    const bodySchema = inputs.body && this.bodySchema(route, inputs.body, handler);
    const body = bodySchema &&
      inputs.body && {
      required: true,
      content: { 'application/json': { schema: this.records.registry.ref(bodyName(route, inputs.body), bodySchema) } },
    };
    const { summary, description } = describeOperation({
      route,
      query: querySchema,
      body: bodySchema,
      codes,
      noun: handler.collection?.declaration.noun,
    });
    return {
      operationId: operationIdOf(route.subject),
      summary,
      description,
      tags: [route.collection],
      security: [{ bearerAuth: [], companyToken: [] }],
      'x-scope': route.scope,
      ...(route.extension ? EXTENSION : {}),
      ...(route.feature ? { 'x-feature': route.feature } : {}),
      parameters,
      ...(body ? { requestBody: body } : {}),
      responses,
    };
  }

  private inputsOf(route: RouteDefinition, handler: Handler): Inputs {
    if (handler.collection) {
      const { declaration, listQuery, bodies } = handler.collection;
      const operation = route.subject.slice(route.subject.lastIndexOf('.') + 1);
      const shapes = this.records.of(declaration.collection);
      const written = declaration.writesAnswer === 'record' ? shapes.record : shapes.detail;
      const success = { list: shapes.list, get: shapes.detail, create: written, update: written }[operation];
      if (!success) throw new Error(`${route.subject}: a declared collection has no ${operation} operation`);
      const body = operation === 'create' ? bodies.create : operation === 'update' ? bodies.update : undefined;
      return {
        query: operation === 'list' ? (listQuery as Class) : undefined,
        body: body as Class | undefined,
        success,
        thrown: [],
        unique: !!declaration.unique,
      };
    }
    const method = handler.method;
    if (!method) throw new Error(`${route.subject}: a handler with neither a method nor a declaration`);
    const dtos = method.parameterTypes.filter((type) => constraintNamesOf(type).size > 0);
    const dto = dtos[0];
    const answer = this.program.handlerReturnType(method.className, method.name);
    const success = this.records.handlerAnswer(route, answer);
    const thrown = this.program.thrownCodes(method.className, method.name).filter(isErrorCode);
    return route.method === 'GET' || route.method === 'DELETE'
      ? { query: dto, success, thrown, unique: false }
      : { body: dto, success, thrown, unique: false };
  }

  /** A body in words: the collection's field words, the references it takes, its fields beyond the spec marked. */
  private bodySchema(route: RouteDefinition, dto: Class, handler: Handler): JsonSchema {
    const schema = withReferences(this.dtos.convert(dto), handler);
    const write = route.method === 'POST' ? 'create' : 'update';
    const contract = collectionContract(route.collection);
    const ownRoute = route.subject === `api.${route.collection}.${write}`;
    describeFields(schema, {
      answer: false,
      references: Object.fromEntries(
        Object.entries(handler.collection?.declaration.references ?? {}).map(([field, reference]) => [field, reference.collection]),
      ),
      fields: { ...COLLECTION_REFERENCES[route.collection]?.fields, ...OPERATION_REFERENCES[route.subject]?.fields },
      extensions: new Set(ownRoute ? (contract?.writes?.[write]?.extensions ?? []) : []),
    });
    return schema;
  }

  private queryParameters(route: RouteDefinition, query: Class): unknown[] {
    const schema = this.dtos.convert(query);
    const required = new Set(schema.required ?? []);
    const extensions = this.program.extensionProperties(LIST_QUERY_SOURCE, 'CollectionListQuery');
    const reference = COLLECTION_REFERENCES[route.collection];
    const fields = { ...reference?.fields, ...OPERATION_REFERENCES[route.subject]?.fields };
    return Object.entries(schema.properties ?? {}).map(([name, property]) => {
      const words = filterWords(name, fields, reference?.search);
      const format = property.description && !words.includes(property.description) ? ` ${property.description}` : '';
      return {
        name,
        in: 'query',
        required: required.has(name),
        description: `${words}${format}`,
        schema: property,
        ...(extensions.has(name) ? EXTENSION : {}),
      };
    });
  }
}

/** A declared reference (`customerId` → persons) says, on the body field, which collection's id it takes. */
function withReferences(schema: JsonSchema, handler: Handler): JsonSchema {
  for (const [property, reference] of Object.entries(handler.collection?.declaration.references ?? {})) {
    const field = schema.properties?.[property];
    // Its words come from describeFields (the collection's, else "the id of a record of …").
    if (field) field['x-references'] = reference.collection;
  }
  return schema;
}

function pathParameters(path: string): unknown[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

const headerRef = (name: string) => ref('headers', name);

/** A body's public name: `PersonCreate` / `PersonUpdate` for a collection's writes, else the operation's (`WebhookReplayRequest`). */
function bodyName(route: RouteDefinition, dto: Class): string {
  const own = OPERATION_REFERENCES[route.subject]?.body;
  if (own) return own;
  const reference = COLLECTION_REFERENCES[route.collection];
  const write = route.method === 'POST' ? 'Create' : 'Update';
  return reference && route.subject === `api.${route.collection}.${write.toLowerCase()}` ? `${reference.schema}${write}` : pascal(dto.name);
}

function successDescription(route: RouteDefinition): string {
  return { 200: 'OK', 201: 'Created', 202: 'Accepted' }[route.successStatus];
}
