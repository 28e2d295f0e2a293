import type { RouteDefinition } from '@bizapi/contracts';
import ts from 'typescript';
import type { SourceProgram } from '../discovery/source-program';
import type { JsonSchema } from '../schema/json-schema';
import type { TypeToSchema } from '../schema/type-to-schema';
import { COLLECTION_REFERENCES, OPERATION_REFERENCES, collectionContract } from '@bizapi/contracts';
import { describeFields } from './field-words';
import { referenceOf } from './operation-words';
import { SchemaRegistry, operationIdOf, pascal } from './schema-registry';

/** What a collection answers: its list record, its get record (the same when it has no detail mapper) and its list envelope. */
export interface CollectionShapes {
  record: JsonSchema;
  detail: JsonSchema;
  list: JsonSchema;
}

/**
 * The response schemas: each collection's records from its mappers' return
 * types (`toRecord`, `toDetail` of its declaration), the list envelope from
 * the collections kit's `CollectionPage`, and the hand-written handlers'
 * answers from their methods' return types.
 */
export class RecordSchemas {
  private readonly declarations: Map<string, ts.ObjectLiteralExpression>;
  private readonly meta: JsonSchema;

  constructor(
    readonly registry: SchemaRegistry,
    private readonly program: SourceProgram,
    private readonly types: TypeToSchema,
  ) {
    this.declarations = program.collectionDeclarations();
    const page = program.exportedType('libs/collections/src/list/list-statement.ts', 'CollectionPage');
    const meta = page.getProperty('meta');
    if (!meta) throw new Error('CollectionPage has no meta');
    const metaSchema = types.convert(program.checker.getTypeOfSymbol(meta));
    describeFields(metaSchema, {
      answer: true,
      references: {},
      fields: {
        total: 'How many records match, exactly (all pages).',
        page: 'The page answered, from 1.',
        limit: 'Records per page.',
        totalPages: 'How many pages of `limit` records there are.',
        nextCursor:
          'Extension: send it as `cursor` for the next page (keyset: as fast deep in the list as at its start); null on the last page.',
      },
      extensions: new Set(['nextCursor']),
    });
    this.meta = registry.ref('ListMeta', metaSchema);
  }

  /**
   * A collection's answers under public names: `Person` (what its get
   * answers), `PersonSummary` (the list's record, where the get shows more)
   * and `PersonList` (the list envelope).
   */
  of(collection: string): CollectionShapes {
    const literal = this.declarations.get(collection);
    if (!literal) throw new Error(`no defineCollection({contract}) of ${collection} found in the apps' *.collection.ts`);
    const name = referenceOf(collection).schema;
    const detailType = this.program.returnTypeOfProperty(literal, 'toDetail');
    const recordType = this.program.returnTypeOfProperty(literal, 'toRecord');
    if (!recordType) throw new Error(`${collection} declares no toRecord`);
    const record = this.registry.ref(detailType ? `${name}Summary` : name, this.answerSchema(collection, recordType));
    const detail = detailType ? this.registry.ref(name, this.answerSchema(collection, detailType)) : record;
    const list = this.registry.ref(`${name}List`, this.envelope(record));
    return { record, detail, list };
  }

  /**
   * A hand-written handler's answer under its public name: the operation's
   * (OPERATION_REFERENCES), or the collection's for a collection operation
   * (`WebhookSubscription`, `WebhookSubscriptionList`, `…WithSecret` for the create).
   */
  handlerAnswer(route: RouteDefinition, type: ts.Type): JsonSchema {
    const operation = OPERATION_REFERENCES[route.subject];
    const reference = COLLECTION_REFERENCES[route.collection];
    const schema = this.types.convert(type);
    describeFields(schema, {
      answer: true,
      references: {},
      fields: { ...reference?.fields, ...operation?.fields },
      extensions: new Set(reference?.answerExtensions ?? []),
    });
    const kind = route.subject.slice(route.subject.lastIndexOf('.') + 1);
    const name =
      operation?.answer ??
      (collectionContract(route.collection) && reference && route.subject === `api.${route.collection}.${kind}`
        ? `${reference.schema}${{ list: 'List', create: 'WithSecret' }[kind] ?? ''}`
        : `${pascal(operationIdOf(route.subject))}Response`);
    return this.registry.ref(name, schema);
  }

  private answerSchema(collection: string, type: ts.Type): JsonSchema {
    const reference = referenceOf(collection);
    const schema = this.types.convert(type);
    describeFields(schema, { answer: true, references: {}, fields: reference.fields ?? {}, extensions: new Set(reference.answerExtensions ?? []) });
    return schema;
  }

  envelope(record: JsonSchema): JsonSchema {
    return {
      type: 'object',
      properties: { data: { type: 'array', items: record, description: 'The records of this page, in the list\'s order.' }, meta: this.meta },
      required: ['data', 'meta'],
      additionalProperties: false,
    };
  }
}
