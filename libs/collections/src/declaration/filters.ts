import { ApiDate, EnumValue, Optional, containsPattern } from '@bizapi/conventions';
import { isId } from '@bizapi/runtime';
import { IsIn, IsString, MaxLength } from 'class-validator';

/** Adds a value to the statement's parameters and answers its placeholder (`$3`). */
export type Bind = (value: unknown) => string;
/** The SQL of an entity property (`t."person_id"`), as the list's table alias sees it. */
export type ColumnOf = (property: string) => string;

/**
 * One filter of a list: how its query parameter is validated, and the SQL
 * condition it adds. `where` answers null when the value can match nothing
 * (an id filter that is not an id): the list is then empty without a query.
 */
export interface ListFilter {
  validators: PropertyDecorator[];
  where(value: string, bind: Bind, column: ColumnOf): string | null;
}

/** Equality on a text property; with `values`, the parameter must be one of them (INVALID_ENUM_VALUE otherwise). */
export function equals(property: string, values?: readonly string[]): ListFilter {
  return {
    validators: [Optional(), values ? EnumValue(values) : IsString(), MaxLength(255)],
    where: (value, bind, column) => `${column(property)} = ${bind(value)}`,
  };
}

/** Equality on an id property (`personId`); a value that is not an id matches nothing. */
export function idEquals(property: string): ListFilter {
  return {
    validators: [Optional(), IsString(), MaxLength(255)],
    where: (value, bind, column) => (isId(value) ? `${column(property)} = ${bind(value)}` : null),
  };
}

/** An array property that holds the value (`classification` in `classifications`). */
export function arrayContains(property: string, values: readonly string[]): ListFilter {
  return {
    validators: [Optional(), EnumValue(values)],
    where: (value, bind, column) => `${bind(value)} = ANY(${column(property)})`,
  };
}

/**
 * A case- and accent-blind "contains" over text properties (`search`).
 * `alsoWhen` adds alternatives for values of a special shape (a tax id).
 */
export function textSearch(properties: readonly string[], alsoWhen?: (value: string, bind: Bind, column: ColumnOf) => string | null): ListFilter {
  return {
    validators: [Optional(), IsString(), MaxLength(255)],
    where: (value, bind, column) => {
      const pattern = bind(containsPattern(value));
      const alternatives = properties.map((property) => `${column(property)} ILIKE ${pattern}`);
      const extra = alsoWhen?.(value, bind, column);
      if (extra) alternatives.push(extra);
      return `(${alternatives.join(' OR ')})`;
    },
  };
}

/** A boolean property, sent as `true` or `false` (`isActive` of webhook subscriptions). */
export function booleanEquals(property: string): ListFilter {
  return {
    validators: [Optional(), IsIn(['true', 'false'], { message: `$property must be true or false` })],
    where: (value, bind, column) => `${column(property)} = ${bind(value === 'true')}`,
  };
}

/**
 * One end of a date range on a property (`startDate` and `endDate` on a
 * journal entry's `entryDate`, `dueDateFrom`…): `YYYY-MM-DD`, inclusive;
 * malformed is INVALID_DATE_FORMAT.
 */
export function dateRange(property: string, end: 'from' | 'to'): ListFilter {
  return {
    validators: [Optional(), ApiDate({ dateOnly: true })],
    where: (value, bind, column) => `${column(property)} ${end === 'from' ? '>=' : '<='} ${bind(value)}::date`,
  };
}
