/**
 * PUT is a partial update (spec convention 8): the fields sent change, the
 * others keep their value. A field sent as null clears it (the DTO decides
 * which fields may be null).
 */
export function assignSent<T extends object>(record: T, input: object): void {
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) Object.assign(record, { [key]: value });
  }
}

/** Whether an update left the API record as it was: then nothing is written, and no event is emitted. */
export function sameRecord(before: unknown, after: unknown): boolean {
  return JSON.stringify(before) === JSON.stringify(after);
}

/** The fields of an input that were sent (DTO properties left out are undefined, and must not override defaults). */
export function sentFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
