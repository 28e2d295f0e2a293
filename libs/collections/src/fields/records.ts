import { memberProperty } from '@bizapi/contracts';
import type { FieldDeclaration } from '@bizapi/contracts';
import { ApiDateTime, formatApiDateTime } from '@bizapi/conventions';
import type { DetailOf, FieldedContract, RecordOf } from './field-values';

type Entity = Record<string, unknown>;

/**
 * A collection's records from its declared fields, in their order: `id`, the
 * fields the answers show, then `isActive`, `createdAt` and `updatedAt` as the
 * spec shows them for the collection (and, for a get, the fields it adds). A collection whose record holds more
 * than its fields (a value computed on read) spreads this one into its own.
 */
export function recordMapper<const C extends FieldedContract>(contract: C): (entity: object) => RecordOf<C> {
  return mapper(contract, 'always') as (entity: object) => RecordOf<C>;
}

/** The get's record: the list's, with the fields only the get shows (a person's address). */
export function detailMapper<const C extends FieldedContract>(contract: C): (entity: object) => DetailOf<C> {
  return mapper(contract, 'detail') as (entity: object) => DetailOf<C>;
}

/** Whether a collection's get shows fields its list does not (it then needs a detail mapper). */
export function hasDetailFields(contract: FieldedContract): boolean {
  return Object.values(contract.fields).some((field) => field.shown === 'detail');
}

function mapper(contract: FieldedContract, where: 'always' | 'detail') {
  const fields = Object.entries(contract.fields);
  const always = fields.filter(([, field]) => field.shown === undefined || field.shown === 'always');
  // The spec's gets "add" their fields to the list's record: after it.
  const added = where === 'detail' ? fields.filter(([, field]) => field.shown === 'detail') : [];
  const isActive = contract.record?.isActive !== false;
  const updatedAt = contract.record?.updatedAt !== false;
  return (entity: object) => {
    const source = entity as Entity;
    const record: Record<string, unknown> = { id: source.id };
    for (const [name, field] of always) record[name] = valueOf(name, field, source);
    if (isActive) record.isActive = source.isActive;
    record.createdAt = formatApiDateTime(source.createdAt as Date);
    if (updatedAt) record.updatedAt = formatApiDateTime(source.updatedAt as Date);
    for (const [name, field] of added) record[name] = valueOf(name, field, source);
    return record;
  };
}

function valueOf(name: string, field: FieldDeclaration, entity: Entity): unknown {
  const value = entity[name];
  switch (field.kind) {
    case 'date':
      return field.storage === 'date' ? dayAsDateTime(value as string | null) : formatApiDateTime(value as Date | null);
    case 'name-copy':
      // A required reference always names a record: its name is text, never null.
      return value ?? (field.nullable === false ? '' : null);
    case 'group':
      return Object.fromEntries(Object.keys(field.members).map((member) => [member, entity[memberProperty(name, member)]]));
    default:
      return value ?? (field.nullable ? null : value);
  }
}

/** A calendar day (a `date` column, `YYYY-MM-DD`) as the spec's date-time: midnight UTC. */
function dayAsDateTime(day: string | null | undefined): ApiDateTime | null {
  return day ? (`${day.slice(0, 10)}T00:00:00.000Z` as ApiDateTime) : null;
}
