import type { RouteDefinition } from '@bizapi/contracts';
import ts from 'typescript';
import type { SourceProgram } from '../discovery/source-program';
import type { JsonSchema } from '../schema/json-schema';
import type { TypeToSchema } from '../schema/type-to-schema';
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
    this.meta = registry.ref('ListMeta', types.convert(program.checker.getTypeOfSymbol(meta)));
  }

  of(collection: string): CollectionShapes {
    const literal = this.declarations.get(collection);
    if (!literal) throw new Error(`no defineCollection({contract}) of ${collection} found in the apps' *.collection.ts`);
    const record = this.mapped(collection, literal, 'toRecord', 'Record');
    if (!record) throw new Error(`${collection} declares no toRecord`);
    const detail = this.mapped(collection, literal, 'toDetail', 'Detail') ?? record;
    const list = this.registry.ref(`${pascal(collection)}Page`, this.envelope(record));
    return { record, detail, list };
  }

  /** A hand-written handler's answer: named after its type when the type has a name of its own, else after the operation. */
  handlerAnswer(route: RouteDefinition, type: ts.Type): JsonSchema {
    const schema = this.types.convert(type);
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const generic = !!type.aliasTypeArguments?.length || this.program.checker.getTypeArguments(type as ts.TypeReference).length > 0;
    const named = symbol && !generic && !(symbol.flags & ts.SymbolFlags.TypeLiteral) && !symbol.getName().startsWith('__');
    const name = named ? symbol.getName() : `${pascal(operationIdOf(route.subject))}Response`;
    return this.registry.ref(name, schema);
  }

  envelope(record: JsonSchema): JsonSchema {
    return {
      type: 'object',
      properties: { data: { type: 'array', items: record }, meta: this.meta },
      required: ['data', 'meta'],
      additionalProperties: false,
    };
  }

  private mapped(collection: string, literal: ts.ObjectLiteralExpression, property: string, suffix: string): JsonSchema | undefined {
    const type = this.program.returnTypeOfProperty(literal, property);
    if (!type) return undefined;
    const initializer = literal.properties.find((element) => element.name?.getText() === property);
    const mapperName = initializer && ts.isPropertyAssignment(initializer) ? initializer.initializer.getText() : '';
    const name = /^to[A-Z]\w+$/.test(mapperName) ? mapperName.slice(2) : `${pascal(collection)}${suffix}`;
    return this.registry.ref(name, this.types.convert(type));
  }
}
