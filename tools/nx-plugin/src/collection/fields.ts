/**
 * The record's own fields, as `--fields` names them (`name:text,rank:integer?`), and what each type
 * becomes in every file the generator writes: entity column, DTO rule, migration column, a sample
 * value for the generated contract test.
 */

export const FIELD_TYPES = ['text', 'integer', 'money', 'boolean'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface Field {
  /** camelCase, as the API and the entity name it. */
  name: string;
  /** snake_case, as the table names it. */
  column: string;
  type: FieldType;
  /** Optional on create and nullable in the table; a required field is NOT NULL. */
  optional: boolean;
}

/** What one type is in TypeScript, in the table, in a DTO, and a valid sample for tests. */
interface TypeShape {
  ts: string;
  sql: string;
  /** The entity's `@Column` options (with the column's name when it differs). */
  column: (field: Field) => string;
  /** The DTO rule after `@Required()` / `@Optional()` / `@Nullable()`. */
  rule: string;
  sample: (field: Field) => string;
}

const columnName = (field: Field) => (field.column === field.name ? '' : `name: '${field.column}', `);

const SHAPES: Record<FieldType, TypeShape> = {
  text: {
    ts: 'string',
    sql: 'text',
    column: (field) => `{ ${columnName(field)}type: 'text'${field.optional ? ', nullable: true' : ''} }`,
    rule: '@Text(255)',
    sample: (field) => `word('${field.name}')`,
  },
  integer: {
    ts: 'number',
    sql: 'integer',
    column: (field) => `{ ${columnName(field)}type: 'integer'${field.optional ? ', nullable: true' : ''} }`,
    rule: "@IsInt({ message: '$property must be an integer' })",
    sample: () => '7',
  },
  money: {
    ts: 'number',
    sql: 'numeric(15,2)',
    column: (field) => `{ ${columnName(field)}...MONEY_COLUMN${field.optional ? ', nullable: true' : ''} }`,
    rule: '@Money()',
    sample: () => '12.5',
  },
  boolean: {
    ts: 'boolean',
    sql: 'boolean',
    column: (field) => `{ ${columnName(field)}type: 'boolean'${field.optional ? ', nullable: true' : ''} }`,
    rule: '@IsBoolean()',
    sample: () => 'true',
  },
};

/** Fields a record always has (TenantRecord / DeactivatableRecord): never one of its own. */
const RESERVED = new Set(['id', 'companyId', 'isActive', 'createdAt', 'updatedAt', 'code']);

/** `name:text,rank:integer?` → fields; throws naming the part it cannot read. */
export function parseFields(spec: string): Field[] {
  const fields = spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^([a-z][A-Za-z0-9]*)(?::([a-z]+)(\?)?)?$/.exec(part);
      if (!match) throw new Error(`--fields: "${part}" is not name:type (name camelCase, type one of ${FIELD_TYPES.join(', ')}, ? for optional)`);
      const [, name, type = 'text', optional] = match;
      if (!(FIELD_TYPES as readonly string[]).includes(type)) throw new Error(`--fields: "${part}": the type is one of ${FIELD_TYPES.join(', ')}`);
      if (RESERVED.has(name)) throw new Error(`--fields: "${name}" is a field every record has already`);
      return { name, column: snakeCase(name), type: type as FieldType, optional: optional === '?' };
    });
  if (!fields.length) throw new Error('--fields: at least one field');
  const names = fields.map((field) => field.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new Error(`--fields: "${repeated}" is named twice`);
  return fields;
}

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/-/g, '_');

/** Everything the templates print of the fields, computed once (templates stay free of logic). */
export function fieldTemplates(fields: readonly Field[]) {
  const shape = (field: Field) => SHAPES[field.type];
  const nullable = (field: Field) => (field.optional ? ' | null' : '');
  const required = fields.filter((field) => !field.optional);
  const texts = fields.filter((field) => field.type === 'text');
  return {
    entityColumns: fields.map((field) => `  @Column(${shape(field).column(field)})\n  ${field.name}: ${shape(field).ts}${nullable(field)};`).join('\n\n'),
    usesMoney: fields.some((field) => field.type === 'money'),
    mapperLines: fields.map((field) => `    ${field.name}: record.${field.name},`).join('\n'),
    createDtoLines: fields
      .map((field) => `  ${field.optional ? '@Nullable()' : '@Required()'} ${shape(field).rule} ${field.name}${field.optional ? '?' : ''}: ${shape(field).ts}${nullable(field)};`)
      .join('\n'),
    updateDtoLines: fields
      .map((field) => `  ${field.optional ? '@Nullable()' : '@Optional()'} ${shape(field).rule} ${field.name}?: ${shape(field).ts}${nullable(field)};`)
      .join('\n'),
    dtoRuleImports: {
      conventions: ['Money', 'Nullable', 'Optional', 'Required', 'Text'].filter((name) => fields.some((field) => usesRule(field, name))),
      classValidator: ['IsBoolean', 'IsInt'].filter((name) => fields.some((field) => shape(field).rule.startsWith(`@${name}(`))),
    },
    sqlColumns: fields.map((field) => `${field.column} ${shape(field).sql}${field.optional ? '' : ' NOT NULL'},`),
    fieldNames: fields.map((field) => `'${field.name}'`).join(', '),
    /** The create body of the contract test: every required field (optional ones are left out, as a client may). */
    createBody: `{ ${required.map((field) => `${field.name}: ${shape(field).sample(field)}`).join(', ')} }`,
    /** The update body: the first field, changed. */
    updateBody: `{ ${fields[0].name}: ${fields[0].type === 'text' ? `'Renamed'` : shape(fields[0]).sample(fields[0])} }`,
    /** The list's text search covers the text fields (none: no search). */
    searchFields: texts.map((field) => `'${field.name}'`).join(', '),
    hasSearch: texts.length > 0,
    /** Optional fields a create leaves out are null in the record (the document says each field is there). */
    optionalDefaults: fields.filter((field) => field.optional).map((field) => `${field.name}: null`).join(', '),
  };
}

function usesRule(field: Field, name: string): boolean {
  if (name === 'Required') return !field.optional;
  if (name === 'Nullable') return field.optional;
  if (name === 'Optional') return !field.optional;
  return SHAPES[field.type].rule.startsWith(`@${name}(`);
}
