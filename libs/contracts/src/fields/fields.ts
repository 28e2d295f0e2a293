import type {
  BooleanField,
  CodeField,
  DateField,
  EnumField,
  EnumListField,
  FieldDeclaration,
  FieldDeclarations,
  FieldTraits,
  GroupField,
  NameCopyField,
  NumberField,
  ReferenceField,
  TextField,
  TextListField,
  WriteFields,
} from './field-kinds';

/**
 * The words a collection's fields are declared in. Each returns plain data whose
 * type keeps what it said (`nullable: true`, the enumeration's values, the
 * writes), so the entity, the write bodies and the record derive their types
 * from the declaration too.
 */

type Options<F, Given extends keyof F> = Omit<F, 'kind' | Given>;

export function text<const T extends Options<TextField, 'max'>>(max: number, traits: T = {} as T) {
  return { kind: 'text', max, ...traits } as const satisfies TextField;
}

export function enumeration<const V extends string, const T extends Options<EnumField<V>, 'values'>>(values: readonly V[], traits: T = {} as T) {
  return { kind: 'enum', values, ...traits } as const satisfies EnumField<V>;
}

export function enumList<const V extends string, const T extends Options<EnumListField<V>, 'values'>>(values: readonly V[], traits: T = {} as T) {
  return { kind: 'enum-list', values, ...traits } as const satisfies EnumListField<V>;
}

export function textList<const T extends Options<TextListField, never>>(traits: T = {} as T) {
  return { kind: 'text-list', ...traits } as const satisfies TextListField;
}

export function reference<const T extends Options<ReferenceField, 'collection'>>(collection: string, traits: T = {} as T) {
  return { kind: 'reference', collection, ...traits } as const satisfies ReferenceField;
}

/** Null while its reference is (nullable by default; `nullable: false` where the reference is required). */
export function nameCopy<const T extends Options<NameCopyField, 'of'>>(of: string, traits: T = {} as T) {
  return { kind: 'name-copy', of, ...traits } as const satisfies NameCopyField;
}

export function money<const T extends Options<NumberField, never>>(traits: T = {} as T) {
  return { kind: 'money', ...traits } as const satisfies NumberField;
}

export function quantity<const T extends Options<NumberField, never>>(traits: T = {} as T) {
  return { kind: 'quantity', ...traits } as const satisfies NumberField;
}

export function percentage<const T extends Options<NumberField, never>>(traits: T = {} as T) {
  return { kind: 'percentage', ...traits } as const satisfies NumberField;
}

export function integer<const T extends Options<NumberField, never>>(traits: T = {} as T) {
  return { kind: 'integer', ...traits } as const satisfies NumberField;
}

export function bool<const T extends Options<BooleanField, never>>(traits: T = {} as T) {
  return { kind: 'boolean', ...traits } as const satisfies BooleanField;
}

export function date<const T extends Options<DateField, never>>(traits: T = {} as T) {
  return { kind: 'date', ...traits } as const satisfies DateField;
}

export function code<const T extends Options<CodeField, 'prefix'>>(prefix: string, traits: T = {} as T) {
  return { kind: 'code', prefix, ...traits } as const satisfies CodeField;
}

export function group<const M extends GroupField['members'], const T extends Options<GroupField, 'members'>>(members: M, traits: T = {} as T) {
  return { kind: 'group', members, ...traits } as const satisfies GroupField;
}

/** The table's column of a field: its own name, or its name in snake_case. */
export function columnOf(name: string, field: FieldTraits): string {
  return field.column ?? name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The entity property of a group's member: `address` + `zipCode` → `addressZipCode`. */
export function memberProperty(group: string, member: string): string {
  return `${group}${member[0].toUpperCase()}${member.slice(1)}`;
}

/** Whether a field has a column of its own (a name copy lives in the kit's table of names; a group in one per member). */
export function isStored(field: FieldDeclaration): boolean {
  return field.kind !== 'name-copy' && field.kind !== 'group';
}

/** The body fields each write accepts, from the fields' `create` and `update`, in declaration order. */
export function writesOf(fields: FieldDeclarations): { create?: WriteFields; update?: WriteFields } {
  const listOf = (write: 'create' | 'update'): WriteFields | undefined => {
    const taken = Object.entries(fields).filter(([, field]) => field[write] !== undefined);
    if (!taken.length) return undefined;
    const extensions = taken.filter(([, field]) => field[write] === 'extension').map(([name]) => name);
    return {
      spec: taken.filter(([, field]) => field[write] !== 'extension').map(([name]) => name),
      ...(extensions.length ? { extensions } : {}),
    };
  };
  const [create, update] = [listOf('create'), listOf('update')];
  return { ...(create ? { create } : {}), ...(update ? { update } : {}) };
}
