import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import type { JsonSchema } from './json-schema';

type Rule = (metadata: ValidationMetadata) => JsonSchema;
type Class = new (...args: never[]) => object;

/**
 * What each class-validator rule (and each rule of the conventions'
 * vocabulary, by its constraint name) says about a value, in JSON Schema.
 * A rule missing here stops the generator: a DTO the document cannot
 * describe is a bug to fix here, not a field to leave out.
 */
const RULES: Record<string, Rule> = {
  isString: () => ({ type: 'string' }),
  isBoolean: () => ({ type: 'boolean' }),
  isInt: () => ({ type: 'integer' }),
  isNumber: ({ constraints }) => ({ type: 'number', ...decimals(constraints?.[0]?.maxDecimalPlaces) }),
  isArray: () => ({ type: 'array' }),
  isObject: () => ({ type: 'object' }),
  isEmail: () => ({ type: 'string', format: 'email' }),
  isUuid: () => ({ type: 'string', format: 'uuid' }),
  isISO31661Alpha2: () => ({ type: 'string', pattern: '^[A-Za-z]{2}$' }),
  maxLength: ({ constraints }) => ({ maxLength: constraints[0] }),
  minLength: ({ constraints }) => ({ minLength: constraints[0] }),
  min: ({ constraints }) => ({ minimum: constraints[0] }),
  max: ({ constraints }) => ({ maximum: constraints[0] }),
  isAbove: ({ constraints }) => ({ exclusiveMinimum: constraints[0] }),
  matches: ({ constraints }) => ({ pattern: (constraints[0] as RegExp).source }),
  arrayMaxSize: ({ constraints }) => ({ maxItems: constraints[0] }),
  arrayMinSize: ({ constraints }) => ({ minItems: constraints[0] }),
  arrayNotEmpty: () => ({ minItems: 1 }),
  isIn: ({ constraints }) => ({ enum: [...constraints[0]] }),
  isEnumValue: ({ constraints }) => ({ type: 'string', enum: [...constraints[0]] }),
  isApiDate: ({ constraints }) => apiDate(constraints?.[0]),
};

/** Rules that exist only for their side effects on others (nesting, conditions). */
const STRUCTURAL = new Set(['nestedValidation', 'conditionalValidation', 'isDefined', 'whitelistValidation']);

/** Extra rules a caller adds for validators declared in an app (`isEventSelector`). */
export type ExtraRules = Record<string, (constraints: unknown[]) => JsonSchema>;

export class DtoToSchema {
  constructor(private readonly extraRules: ExtraRules = {}) {}

  /** The JSON Schema of a class-validator class: properties, required ones, limits; unknown properties refused as the API refuses them. */
  convert(target: Class): JsonSchema {
    const byProperty = new Map<string, ValidationMetadata[]>();
    for (const metadata of getMetadataStorage().getTargetValidationMetadatas(target, '', true, false)) {
      byProperty.set(metadata.propertyName, [...(byProperty.get(metadata.propertyName) ?? []), metadata]);
    }
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    // Initialisers are the defaults a missing value takes (`page = 1`, a list's `orderBy`).
    const defaults = new target() as Record<string, unknown>;
    for (const [property, rules] of byProperty) {
      properties[property] = this.property(target, property, rules);
      if (defaults[property] !== undefined) properties[property].default = defaults[property];
      if (rules.some((rule) => rule.type === 'isDefined')) required.push(property);
    }
    const schema: JsonSchema = { type: 'object', properties, additionalProperties: false };
    if (required.length) schema.required = required;
    return schema;
  }

  private property(target: Class, property: string, rules: ValidationMetadata[]): JsonSchema {
    const whole: JsonSchema = {};
    const each: JsonSchema = {};
    for (const rule of rules) {
      if (rule.type === 'nestedValidation') {
        Object.assign(rule.each ? each : whole, this.convert(nestedClass(target, property)));
        continue;
      }
      if (STRUCTURAL.has(rule.type)) continue;
      merge(rule.each ? each : whole, this.rule(target, property, rule));
    }
    if (Object.keys(each).length) whole.items = each;
    // `Nullable()` (class-validator's IsOptional) lets a client send null to clear the field.
    const nullable = rules.some((rule) => rule.type === 'conditionalValidation' && rule.name === 'isOptional');
    return nullable ? withNull(whole) : whole;
  }

  private rule(target: Class, property: string, rule: ValidationMetadata): JsonSchema {
    const name = rule.name ?? rule.type;
    const extra = this.extraRules[name];
    if (extra) return extra(rule.constraints ?? []);
    const known = RULES[name];
    if (!known)
      throw new Error(`${target.name}.${property}: no JSON Schema for the validation rule ${name}; add it to the generator's rules`);
    return known(rule);
  }
}

function decimals(places: number | undefined): JsonSchema {
  return places === undefined ? {} : { multipleOf: Number((10 ** -places).toFixed(places)) };
}

function apiDate(options: { dateOnly?: boolean } | undefined): JsonSchema {
  return options?.dateOnly
    ? { type: 'string', format: 'date', description: 'YYYY-MM-DD' }
    : {
        type: 'string',
        pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z)?$',
        description: 'YYYY-MM-DD or YYYY-MM-DDTHH:mm:ssZ',
      };
}

/** Several rules on one value: the numbers and limits add up; `type` of the most specific rule wins (integer over number). */
function merge(into: JsonSchema, from: JsonSchema): void {
  for (const [keyword, value] of Object.entries(from)) {
    if (keyword === 'type' && into.type === 'integer' && value === 'number') continue;
    if (keyword === 'pattern' && into.pattern && into.pattern !== value) {
      into.allOf = [...(into.allOf ?? []), { pattern: value }];
      continue;
    }
    into[keyword] = value;
  }
}

function withNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string')
    return { ...schema, type: [schema.type, 'null'], ...(schema.enum ? { enum: [...schema.enum, null] } : {}) };
  return { anyOf: [schema, { type: 'null' }] };
}

function nestedClass(target: Class, property: string): Class {
  const type = Reflect.getMetadata('design:type', target.prototype, property) as Class | undefined;
  if (!type || type === Object || type === Array)
    throw new Error(`${target.name}.${property}: a nested DTO needs its class as the property's type`);
  return type;
}

/** The constraint names a DTO checks (nested DTOs included): which error codes its validation can answer. */
export function constraintNamesOf(target: Class): Set<string> {
  const names = new Set<string>();
  for (const metadata of getMetadataStorage().getTargetValidationMetadatas(target, '', true, false)) {
    names.add(metadata.name ?? metadata.type);
    if (metadata.type === 'nestedValidation')
      constraintNamesOf(nestedClass(target, metadata.propertyName)).forEach((name) => names.add(name));
  }
  return names;
}
