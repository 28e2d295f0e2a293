import ts from 'typescript';
import type { JsonSchema } from './json-schema';

/**
 * Turns a TypeScript type, as the compiler sees it, into JSON Schema: the
 * response records are the return types of the mappers (`toDealRecord`) and
 * of the handlers, so their schemas cannot drift from what the code returns.
 *
 * Objects are exact (every property listed, `additionalProperties: false`);
 * a property that may be `undefined` is not required; `| null` becomes a
 * nullable type; a union of string literals becomes an `enum`; a string
 * branded `ApiDateTime` (what `formatApiDateTime` returns) gets `format: date-time`.
 */
export class TypeToSchema {
  private readonly stack = new Set<ts.Type>();

  /**
   * `enumerations`: the lists of enumeration values in their declared order (the contracts'). A union
   * of string literals is unordered to the compiler (its order follows when each literal was first
   * seen), so its `enum` takes the order of the list holding exactly its values.
   */
  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly enumerations: readonly (readonly string[])[] = [],
  ) {}

  convert(type: ts.Type): JsonSchema {
    if (this.stack.has(type)) throw new Error(`recursive type ${this.checker.typeToString(type)} cannot be described`);
    this.stack.add(type);
    try {
      return this.describe(type);
    } finally {
      this.stack.delete(type);
    }
  }

  private describe(type: ts.Type): JsonSchema {
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (flags & ts.TypeFlags.Null) return { type: 'null' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [this.checker.typeToString(type) === 'true'] };
    if (flags & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [(type as ts.StringLiteralType).value] };
    if (flags & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [(type as ts.NumberLiteralType).value] };
    if (flags & ts.TypeFlags.StringLike) return { type: 'string' };
    if (flags & ts.TypeFlags.NumberLike) return { type: 'number' };
    if (type.isUnion()) return this.union(type.types);
    if (type.isIntersection()) return this.intersection(type);
    if (this.checker.isArrayType(type) || this.checker.isTupleType(type)) {
      const [item] = this.checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: item ? this.convert(item) : {} };
    }
    if (flags & ts.TypeFlags.Object) return this.object(type);
    throw new Error(`no JSON Schema for the type ${this.checker.typeToString(type)}`);
  }

  /** `string & { [apiDateTime]: true }`: the branded strings of the conventions. */
  private intersection(type: ts.IntersectionType): JsonSchema {
    const primitive = type.types.find((member) => member.flags & ts.TypeFlags.String);
    const brand = type.types
      .flatMap((member) => member.getProperties().map((property) => property.getName()))
      .find((name) => name.startsWith('__format_'));
    if (primitive && brand) return { type: 'string', format: brand.slice('__format_'.length).replace(/_/g, '-') };
    if (primitive) return { type: 'string' };
    return this.object(type);
  }

  private union(members: readonly ts.Type[]): JsonSchema {
    const defined = members.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const nullable = defined.some((member) => member.flags & ts.TypeFlags.Null);
    const rest = defined.filter((member) => !(member.flags & ts.TypeFlags.Null));
    // `boolean` is `true | false` to the compiler.
    const booleans = rest.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    const others = rest.filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral));
    const schemas = [
      ...(booleans.length === 2 ? [{ type: 'boolean' } as JsonSchema] : booleans.map((member) => this.convert(member))),
      ...others.map((member) => this.convert(member)),
    ];
    const literals = schemas.every((schema) => schema.enum && !schema.format && typeof schema.type === 'string');
    if (literals && schemas.length > 0 && new Set(schemas.map((schema) => schema.type)).size === 1) {
      const values = this.inDeclaredOrder(schemas.flatMap((schema) => schema.enum as unknown[]));
      return nullable ? { type: [schemas[0].type as string, 'null'], enum: [...values, null] } : { type: schemas[0].type, enum: values };
    }
    if (schemas.length === 1) return nullable ? orNull(schemas[0]) : schemas[0];
    const anyOf = nullable ? [...schemas, { type: 'null' }] : schemas;
    return { anyOf };
  }

  private inDeclaredOrder(values: unknown[]): unknown[] {
    const same = this.enumerations.find((list) => list.length === values.length && list.every((value) => values.includes(value)));
    return same ? [...same] : values;
  }

  private object(type: ts.Type): JsonSchema {
    const indexType = this.checker.getIndexInfosOfType(type)[0]?.type;
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const property of this.checker.getPropertiesOfType(type)) {
      // A property of a mapped type (a record derived from declared fields) has no declaration of its own.
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration ? this.checker.getTypeOfSymbolAtLocation(property, declaration) : this.checker.getTypeOfSymbol(property);
      if (propertyType.getCallSignatures().length > 0) continue;
      properties[property.getName()] = this.convert(propertyType);
      const optional =
        (property.flags & ts.SymbolFlags.Optional) !== 0 ||
        (propertyType.isUnion() && propertyType.types.some((member) => member.flags & ts.TypeFlags.Undefined));
      if (!optional) required.push(property.getName());
    }
    const schema: JsonSchema = { type: 'object', properties, required, additionalProperties: indexType ? this.convert(indexType) : false };
    if (required.length === 0) delete schema.required;
    return schema;
  }
}

function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && !schema.anyOf) {
    return { ...schema, type: [schema.type, 'null'], ...(schema.enum ? { enum: [...schema.enum, null] } : {}) };
  }
  return { anyOf: [schema, { type: 'null' }] };
}
