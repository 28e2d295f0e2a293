import type { CollectionContract, FieldDeclaration, FieldDeclarations } from '@bizapi/contracts';
import type { ApiDateTime } from '@bizapi/conventions';

/**
 * The TypeScript types a collection's field declarations give its entity, its
 * write bodies and its records, so a service reads `lead.status` as a
 * LeadStatus, and the OpenAPI document reads each record's schema, from the one
 * declaration.
 */

/** A name copy is null while its reference is, unless declared `nullable: false`; any other field only when `nullable: true`. */
type Nullable<F, V> = F extends { kind: 'name-copy' } ? (F extends { nullable: false } ? V : V | null) : F extends { nullable: true } ? V | null : V;

/** A field's value as the service holds it (the entity's property). */
type EntityValue<F> = F extends { kind: 'text' | 'reference' | 'code' }
  ? string
  : F extends { kind: 'enum'; values: readonly (infer V)[] }
    ? V
    : F extends { kind: 'enum-list'; values: readonly (infer V)[] }
      ? V[]
      : F extends { kind: 'text-list' }
        ? string[]
        : F extends { kind: 'money' | 'quantity' | 'percentage' | 'integer' }
          ? number
          : F extends { kind: 'boolean' }
            ? boolean
            : F extends { kind: 'date'; storage: 'date' }
              ? string
              : F extends { kind: 'date' }
                ? Date
                : never;

/** A field's value in a write body: dates as the ISO 8601 text sent. */
type InputValue<F> = F extends { kind: 'date' } ? string : F extends { kind: 'group'; members: infer M } ? { [K in keyof M]?: string } : EntityValue<F>;

/** A field's value in a record: dates formatted, groups as objects. */
type RecordValue<F> = F extends { kind: 'date' }
  ? ApiDateTime
  : F extends { kind: 'name-copy' }
    ? string
    : F extends { kind: 'group'; members: infer M }
      ? { [K in keyof M]: string }
      : EntityValue<F>;

type Stored<F extends FieldDeclarations> = { [K in keyof F]: F[K] extends { kind: 'name-copy' | 'group' } ? never : K }[keyof F];
type Groups<F extends FieldDeclarations> = { [K in keyof F]: F[K] extends { kind: 'group' } ? K : never }[keyof F];
type NameCopies<F extends FieldDeclarations> = { [K in keyof F]: F[K] extends { kind: 'name-copy' } ? K : never }[keyof F];
type MembersOf<F> = F extends { kind: 'group'; members: infer M } ? keyof M & string : never;

/** The entity's properties a declaration gives: a column each, a group's members flattened (`addressZipCode`), name copies read beside. */
export type EntityOf<F extends FieldDeclarations> = { -readonly [K in Stored<F>]: Nullable<F[K], EntityValue<F[K]>> } & {
  -readonly [K in Groups<F> as `${K & string}${Capitalize<MembersOf<F[K]>>}`]: string;
} & { -readonly [K in NameCopies<F>]?: string | null };

type CreateRequired<F extends FieldDeclarations> = { [K in keyof F]: F[K] extends { create: 'required' } ? K : never }[keyof F];
type CreateOptional<F extends FieldDeclarations> = { [K in keyof F]: F[K] extends { create: 'optional' | 'extension' } ? K : never }[keyof F];
type Updatable<F extends FieldDeclarations> = { [K in keyof F]: F[K] extends { update: 'optional' | 'extension' } ? K : never }[keyof F];

/** A create's body, validated: the required fields, and the optional ones when sent (null where the field is nullable). */
export type CreateBodyOf<F extends FieldDeclarations> = { [K in CreateRequired<F>]: InputValue<F[K]> } & {
  [K in CreateOptional<F>]?: Nullable<F[K], InputValue<F[K]>>;
};

/** An update's body, validated: each field it takes, when sent. */
export type UpdateBodyOf<F extends FieldDeclarations> = { [K in Updatable<F>]?: Nullable<F[K], InputValue<F[K]>> };

type Hidden<F, Where extends 'always' | 'detail'> = F extends { shown: 'never' } ? true : Where extends 'always' ? (F extends { shown: 'detail' } ? true : false) : false;

type Base<C> = C extends { record: { isActive: false } } ? unknown : { isActive: boolean };
type Updated<C> = C extends { record: { updatedAt: false } } ? unknown : { updatedAt: ApiDateTime };

// Mapped over `keyof` itself (filtered by `as`), so the record keeps the fields' declared order.
type ShownFields<F extends FieldDeclarations, Where extends 'always' | 'detail'> = {
  -readonly [K in keyof F as Hidden<F[K], Where> extends true ? never : K]: Nullable<F[K], RecordValue<F[K]>>;
};

type RecordShape<C extends CollectionContract & { fields: FieldDeclarations }, Where extends 'always' | 'detail'> = { id: string } & ShownFields<
  C['fields'],
  Where
> &
  Base<C> & { createdAt: ApiDateTime } & Updated<C>;

/** A record as lists return it. */
export type RecordOf<C extends CollectionContract & { fields: FieldDeclarations }> = RecordShape<C, 'always'>;

/** A record as the get returns it: the list's fields and the get-only ones. */
export type DetailOf<C extends CollectionContract & { fields: FieldDeclarations }> = RecordShape<C, 'detail'>;

/** The contract of a collection declared with fields. */
export type FieldedContract = CollectionContract & { fields: FieldDeclarations };

/** A create's validated body, by the collection's contract entry (`CreateInput<typeof LEADS_CONTRACT>`). */
export type CreateInput<C extends FieldedContract> = CreateBodyOf<C['fields']>;

/** An update's validated body, by the collection's contract entry. */
export type UpdateInput<C extends FieldedContract> = UpdateBodyOf<C['fields']>;

export type AnyField = FieldDeclaration;
