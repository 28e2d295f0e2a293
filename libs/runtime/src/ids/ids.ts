import { v7 as uuidv7, validate as uuidValidate } from 'uuid';

/** A new record id: a time-ordered UUID (v7) for index locality. */
export function newId(): string {
  return uuidv7();
}

/** Whether a string can be an id; anything else cannot exist, so lookups answer "not found" without a query. */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length === 36 && uuidValidate(value);
}

/** An event id: `evt_` and 32 hex characters, time-ordered. */
export function newEventId(): string {
  return `evt_${uuidv7().replaceAll('-', '')}`;
}
