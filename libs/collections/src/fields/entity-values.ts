import { memberProperty } from '@bizapi/contracts';
import type { FieldDeclaration, FieldDeclarations } from '@bizapi/contracts';
import { formatApiDate, parseApiDate, uniqueValues } from '@bizapi/conventions';

type Values = Record<string, unknown>;

/**
 * A validated write body as entity values, by the declared fields: dates parsed
 * (a date-only input at the end of its day where the field says so; a calendar
 * day column keeps the day), lists kept as sets (a repeated tag counts once), a
 * group spread over its members' columns. What the kit's default `build` and
 * `apply` write; a collection's own rules come after.
 */
export function entityValues(fields: FieldDeclarations, input: object): Values {
  const values: Values = {};
  for (const [name, sent] of Object.entries(input)) {
    const field = fields[name];
    if (sent === undefined || !field) continue;
    if (field.kind === 'group') {
      for (const [member, value] of Object.entries(sent as Values)) {
        if (value !== undefined && member in field.members) values[memberProperty(name, member)] = value;
      }
      continue;
    }
    values[name] = sent === null ? null : converted(field, sent);
  }
  return values;
}

/** What a create leaves out takes: the declared default, null where nullable, else an empty list or group. */
export function createDefaults(fields: FieldDeclarations): Values {
  const values: Values = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind === 'group') {
      for (const member of Object.keys(field.members)) values[memberProperty(name, member)] = '';
    } else if (field.kind === 'enum-list' || field.kind === 'text-list') {
      values[name] = field.nullable ? null : [];
    } else if ('default' in field && field.default !== undefined) {
      values[name] = field.default;
    } else if (field.nullable && field.kind !== 'name-copy') {
      values[name] = null;
    }
  }
  return values;
}

function converted(field: FieldDeclaration, value: unknown): unknown {
  switch (field.kind) {
    case 'date': {
      const instant = parseApiDate(value, { dateOnly: field.dateOnly, endOfDay: field.endOfDay });
      return instant && field.storage === 'date' ? formatApiDate(instant) : instant;
    }
    case 'enum-list':
    case 'text-list':
      return uniqueValues(value as unknown[]);
    default:
      return value;
  }
}
