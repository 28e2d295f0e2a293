import { columnOf, memberProperty } from '@bizapi/contracts';
import type { FieldDeclaration } from '@bizapi/contracts';
import { MONEY_COLUMN, QUANTITY_COLUMN, decimalTransformer } from '@bizapi/runtime';
import { Column, ColumnOptions } from 'typeorm';
import { DeactivatableRecord, TenantRecord } from '../entity/tenant-record';
import type { EntityOf, FieldedContract } from './field-values';

/** A bigint column read as a number: the sums it holds stay far below 2^53. */
const BIGINT_AS_NUMBER = { to: (value: number) => value, from: (value: string | null) => Number(value ?? 0) };

type Base<C> = C extends { record: { isActive: false } } ? TenantRecord : DeactivatableRecord;

/**
 * The columns of a collection's table, from its declared fields: the base every
 * collection's entity extends instead of listing its columns again.
 *
 *     @Entity({ name: 'leads' })
 *     @ListIndexes('leads')
 *     export class LeadEntity extends DeclaredTable(LEADS_CONTRACT) {}
 *
 * The entity keeps what is the table's own beyond its fields: its name, indexes
 * and foreign keys. A record whose answers show `isActive` is deactivatable; one
 * whose answers do not (the spec's project tasks) is not.
 */
export function DeclaredTable<const C extends FieldedContract>(contract: C): abstract new () => Base<C> & EntityOf<C['fields']> {
  const base = contract.record?.isActive === false ? TenantRecord : DeactivatableRecord;
  abstract class Declared extends base {}
  for (const [name, field] of Object.entries(contract.fields)) {
    for (const [property, options] of columnsOf(name, field)) Column(options)(Declared.prototype, property);
  }
  Object.defineProperty(Declared, 'name', { value: `Declared${contract.collection}` });
  return Declared as unknown as abstract new () => Base<C> & EntityOf<C['fields']>;
}

/** The entity properties and column options a field has: one, none (a name copy), or a group's members. */
export function columnsOf(name: string, field: FieldDeclaration): [string, ColumnOptions][] {
  if (field.kind === 'name-copy') return [];
  if (field.kind === 'group') {
    return Object.keys(field.members).map((member) => {
      const property = memberProperty(name, member);
      return [property, { name: columnOf(property, {}), type: 'text', default: '' }];
    });
  }
  const column = columnOf(name, field);
  const named = column === name ? {} : { name: column };
  const nullable = field.nullable ? { nullable: true } : {};
  const fallback = 'default' in field && field.default !== undefined ? { default: field.default } : {};
  const generated = 'generated' in field && field.generated ? { generatedType: 'STORED', asExpression: field.generated } : {};
  return [[name, { ...named, ...nullable, ...fallback, ...typeOf(field), ...generated } as ColumnOptions]];
}

function typeOf(field: FieldDeclaration): ColumnOptions {
  switch (field.kind) {
    case 'text':
    case 'enum':
    case 'code':
      return { type: 'text' };
    case 'reference':
      return { type: 'uuid' };
    case 'enum-list':
    case 'text-list':
      // An empty list, unless the field may be null (a custom field's options: null when it has none).
      return { type: 'text', array: true, ...(field.nullable ? {} : { default: '{}' }) };
    case 'money':
      return { ...MONEY_COLUMN };
    case 'quantity':
      return { ...QUANTITY_COLUMN };
    case 'percentage':
      return { type: 'numeric', precision: 5, scale: 2, transformer: decimalTransformer };
    case 'integer':
      return field.big ? { type: 'bigint', transformer: BIGINT_AS_NUMBER } : { type: 'integer' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: field.storage ?? 'timestamptz' };
    default:
      throw new Error(`no column for a field of kind ${field.kind}`);
  }
}
