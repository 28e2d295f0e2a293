import type { FieldDeclaration, GroupField, NumberField, TextField } from '@bizapi/contracts';
import { ApiDate, EnumList, EnumValue, Money, Nullable, Optional, Quantity, Required, StringList, Text } from '@bizapi/conventions';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsISO31661Alpha2, IsInt, IsObject, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import type { CreateBodyOf, FieldedContract, UpdateBodyOf } from './field-values';

type Write = 'create' | 'update';

/**
 * The class-validator classes of a collection's writes, from its declared fields:
 * a body accepts exactly the fields its write takes (any other is 400
 * VALIDATION_ERROR naming it), each with its kind's rules. The module passes
 * them to `collectionController`; the OpenAPI document reads their rules.
 */
export function CreateBody<const C extends FieldedContract>(contract: C, name = `Create${singular(contract.collection)}Body`): new () => CreateBodyOf<C['fields']> {
  return writeBody(contract, 'create', name) as new () => CreateBodyOf<C['fields']>;
}

export function UpdateBody<const C extends FieldedContract>(contract: C, name = `Update${singular(contract.collection)}Body`): new () => UpdateBodyOf<C['fields']> {
  return writeBody(contract, 'update', name) as new () => UpdateBodyOf<C['fields']>;
}

function writeBody(contract: FieldedContract, write: Write, name: string): new () => object {
  const body = class {};
  Object.defineProperty(body, 'name', { value: name });
  for (const [field, declaration] of Object.entries(contract.fields)) {
    const taken = declaration[write];
    if (!taken) continue;
    const presence = taken === 'required' ? Required() : declaration.nullable ? Nullable() : Optional();
    for (const decorate of [presence, ...rulesOf(field, declaration)]) decorate(body.prototype, field);
  }
  return body;
}

/** What a value of a field must be, in the validation vocabulary (libs/conventions), whatever write sends it. */
function rulesOf(name: string, field: FieldDeclaration): PropertyDecorator[] {
  switch (field.kind) {
    case 'text':
      return textRules(field);
    case 'enum':
      return [EnumValue(field.values)];
    case 'enum-list':
      return [EnumList(field.values)];
    case 'text-list':
      return [StringList(field.maxItems, field.maxLength)];
    case 'reference':
      return [IsString({ message: '$property must be a string' })];
    case 'money':
      return [Money(field)];
    case 'quantity':
      return [Quantity(field)];
    case 'percentage':
      // Two decimal places, as money.
      return [Money({ min: field.min, exclusiveMin: field.exclusiveMin, max: field.max ?? 100 })];
    case 'code':
      return [Text(field.max ?? 50)];
    case 'integer':
      return integerRules(field);
    case 'boolean':
      return [IsBoolean({ message: '$property must be a boolean' })];
    case 'date':
      return [ApiDate({ dateOnly: field.dateOnly, endOfDay: field.endOfDay })];
    case 'group':
      return groupRules(name, field);
    default:
      throw new Error(`${name}: a field of kind ${field.kind} is never written`);
  }
}

function integerRules({ min, exclusiveMin, max, unit }: NumberField): PropertyDecorator[] {
  // Above an exclusive minimum is, for a whole number, at least the next one.
  const least = min === undefined ? [] : [Min(exclusiveMin ? min + 1 : min, { message: `$property must be ${exclusiveMin ? 'greater than' : 'at least'} ${min}` })];
  return [
    IsInt({ message: `$property must be a whole number${unit ? ` of ${unit}` : ''}` }),
    ...least,
    ...(max === undefined ? [] : [Max(max, { message: `$property must be at most ${max}${unit ? ` ${unit}` : ''}` })]),
  ];
}

function textRules(field: TextField): PropertyDecorator[] {
  const limit = MaxLength(field.max, { message: `$property must be at most ${field.max} characters` });
  switch (field.format) {
    case 'email':
      return [IsEmail({}, { message: '$property must be an e-mail address' }), limit];
    case 'country-code':
      // Any letter case is understood; the code is kept, and returned, in upper case as ISO 3166-1 writes it.
      return [
        Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value)),
        IsISO31661Alpha2({ message: '$property must be an ISO 3166-1 alpha-2 code such as BR' }),
      ];
    case 'hex-color':
      return [IsString({ message: '$property must be a string' }), Matches(/^#[0-9A-Fa-f]{6}$/, { message: '$property must be a hexadecimal color such as #1A2B3C' })];
    default:
      // A pattern bounds the length itself.
      return field.pattern
        ? [IsString({ message: '$property must be a string' }), Matches(new RegExp(field.pattern.source), { message: field.pattern.message })]
        : [Text(field.max)];
  }
}

/** A group is an object of optional text members, validated as a nested body. */
function groupRules(name: string, field: GroupField): PropertyDecorator[] {
  const members = class {};
  Object.defineProperty(members, 'name', { value: `${name[0].toUpperCase()}${name.slice(1)}Input` });
  for (const [member, { max }] of Object.entries(field.members)) {
    for (const decorate of [Optional(), IsString({ message: '$property must be a string' }), MaxLength(max, { message: `$property must be at most ${max} characters` })]) {
      decorate(members.prototype, member);
    }
  }
  return [
    IsObject({ message: '$property must be an object' }),
    ValidateNested(),
    Type(() => members),
    // What the OpenAPI document reads to describe the nested body.
    (target, key) => Reflect.defineMetadata('design:type', members, target, key),
  ];
}

/** `leads` → `Lead`, `person-emails` → `PersonEmail`: the default names of the bodies' classes. */
function singular(collection: string): string {
  const words = collection.split('-').map((word) => `${word[0].toUpperCase()}${word.slice(1)}`);
  const last = words.pop() as string;
  const one = last.endsWith('ies') ? `${last.slice(0, -3)}y` : last.endsWith('ses') ? last.slice(0, -2) : last.replace(/s$/, '');
  return [...words, one].join('');
}
