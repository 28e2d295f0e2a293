/** SQLSTATE of an error thrown by pg or wrapped by TypeORM, if any. */
export function postgresErrorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = candidate.driverError?.code ?? candidate.code;
  return typeof code === 'string' ? code : undefined;
}

/** The name of the unique constraint a write violated, or undefined when it was not a unique violation. */
export function uniqueViolation(error: unknown): string | undefined {
  if (postgresErrorCode(error) !== '23505') return undefined;
  const candidate = error as { constraint?: string; driverError?: { constraint?: string } };
  return candidate.driverError?.constraint ?? candidate.constraint ?? '';
}
