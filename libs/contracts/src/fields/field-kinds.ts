/**
 * A collection's fields, each declared once with its type, rules, the writes
 * that take it and what it means (docs/collections.md, "Fields"). Plain data:
 * the owning service derives its table's columns, its write DTOs and its
 * records from it (libs/collections/src/fields), the OpenAPI document its
 * words, the contract test its bodies, and the write lists below.
 */

/** How a create takes a field: `required`, `optional`, or an `extension` beyond the spec's list (optional). */
export type CreateAcceptance = 'required' | 'optional' | 'extension';
/** How an update takes a field: `optional` (PUT is partial), or an `extension` beyond the spec's list. */
export type UpdateAcceptance = 'optional' | 'extension';

/** What any field may say, whatever its kind. */
export interface FieldTraits {
  /** What it is, in the reference's words; without one the reference uses generic words (`The id of a record of /persons`). */
  description?: string;
  /** The column holds null, the record shows it, and a write may send null to clear it. */
  nullable?: boolean;
  create?: CreateAcceptance;
  update?: UpdateAcceptance;
  /** The table's column, when not the field's name in snake_case. */
  column?: string;
  /** Which answers show it: every record (default), the get's only, or none (kept for the service's own use). */
  shown?: 'always' | 'detail' | 'never';
}

interface Kind<K extends string> extends FieldTraits {
  readonly kind: K;
}

export interface TextField extends Kind<'text'> {
  max: number;
  /** A format the value must have beyond being text, each with its own rule and message. */
  format?: 'email' | 'country-code' | 'hex-color';
  /** A pattern the whole value must match (regular expression source) and the message when it does not. */
  pattern?: { source: string; message: string };
  default?: string;
}

export interface EnumField<V extends string = string> extends Kind<'enum'> {
  values: readonly V[];
  default?: V;
}

export interface EnumListField<V extends string = string> extends Kind<'enum-list'> {
  values: readonly V[];
}

export interface TextListField extends Kind<'text-list'> {
  maxItems?: number;
  maxLength?: number;
}

/** The id of a record of a collection (this service's or another's), checked on every write that sets it. */
export interface ReferenceField extends Kind<'reference'> {
  /** The collection whose record it names (a key of REFERENCE_OWNERS: `persons`, `company-users`…). */
  collection: string;
  /** false for a copy the service takes from a record it already checked (a contract's person, from its sign): not asked again. */
  checked?: false;
}

/** The name of the record a reference field names, copied and kept fresh by the owner's events. Never written, no column of its own. */
export interface NameCopyField extends Kind<'name-copy'> {
  /** The reference field whose record's name this is (`personId`). */
  of: string;
}

export interface NumberField extends Kind<'money' | 'quantity' | 'percentage' | 'integer'> {
  /** Smallest value; default 0 for amounts, none for integers. */
  min?: number;
  /** The value must be strictly above `min` ("greater than zero"). */
  exclusiveMin?: boolean;
  max?: number;
  default?: number;
  /** Computed by PostgreSQL from other columns (a stored generated column: this SQL expression); never written. */
  generated?: string;
  /** What an integer counts (`minutes`), for the messages of its rules. */
  unit?: string;
  /** An integer that may outgrow 32 bits (a sum of minutes): a bigint column. */
  big?: true;
}

export interface BooleanField extends Kind<'boolean'> {
  default?: boolean;
}

/** A date or date-time: ISO 8601 in, `YYYY-MM-DDTHH:mm:ss.sssZ` out. */
export interface DateField extends Kind<'date'> {
  /** Only `YYYY-MM-DD` is accepted. */
  dateOnly?: boolean;
  /** A date-only input means the end of that day (23:59:59.000Z): `validUntil`, contracts' `endDate`. */
  endOfDay?: boolean;
  /** The column's type: a point in time (default) or a calendar day. */
  storage?: 'timestamptz' | 'date';
}

/** The record's generated readable code (`DEAL-000001`); the service makes it, a client may send one only where `clientMay`. */
export interface CodeField extends Kind<'code'> {
  prefix: string;
  /** A client may send its own (then it is writable, and at most `max` characters): products' codes. */
  clientMay?: boolean;
  max?: number;
}

/** An object of text fields (a person's address), kept in a column each (`address_street`…); every member optional. */
export interface GroupField extends Kind<'group'> {
  members: Readonly<Record<string, { max: number; description?: string }>>;
}

export type FieldDeclaration =
  | TextField
  | EnumField
  | EnumListField
  | TextListField
  | ReferenceField
  | NameCopyField
  | NumberField
  | BooleanField
  | DateField
  | CodeField
  | GroupField;

export type FieldDeclarations = Readonly<Record<string, FieldDeclaration>>;

/** Which of the base record's fields the records show, beside `id` (always first): the spec omits some on some collections. */
export interface RecordBase {
  /** `isActive` (default true). */
  isActive?: boolean;
  /** `updatedAt` (default true); `createdAt` is always shown. */
  updatedAt?: boolean;
}

/** The fields one write accepts: the spec's list, and documented extensions beyond it. */
export interface WriteFields {
  /** Exactly the spec's list for this write. */
  spec: readonly string[];
  /** Fields accepted beyond the spec's list, each documented in docs/ (additive: a client written from the spec never sends them). */
  extensions?: readonly string[];
}
