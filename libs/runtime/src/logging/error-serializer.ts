import { stdSerializers } from 'pino';

/** What a PostgreSQL error may say in a log: where it happened, never the values involved. */
const DATABASE_ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'routine'] as const;

type SerializedError = ReturnType<typeof stdSerializers.err> & Record<string, unknown>;

/**
 * pino's error serializer, minus what would put personal data or secrets in
 * the logs: a failed query's `parameters` (the values written), PostgreSQL's
 * `detail` ("Key (email)=(ana@…) already exists"), `where`, `internalQuery`
 * and the quoted values in its message ("invalid input syntax for type
 * uuid: \"…\""). The statement text stays: its values are placeholders.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = stdSerializers.err(error) as SerializedError;
  const databaseError = asDatabaseError(error);
  if (!databaseError) return serialized;
  const safe: Record<string, unknown> = {
    type: serialized.type,
    message: withoutQuotedValues(serialized.message),
    stack: serialized.stack?.replace(serialized.message, withoutQuotedValues(serialized.message)),
  };
  if (typeof serialized.query === 'string') safe.query = serialized.query;
  for (const field of DATABASE_ERROR_FIELDS) {
    const value = databaseError[field];
    if (value !== undefined) safe[field] = value;
  }
  return safe;
}

/** A TypeORM QueryFailedError (driver error inside) or a bare pg error. */
function asDatabaseError(error: Error): Record<string, unknown> | undefined {
  const record = error as unknown as Record<string, unknown>;
  if ('parameters' in record || 'driverError' in record) {
    const driver = record.driverError;
    return typeof driver === 'object' && driver !== null ? (driver as Record<string, unknown>) : record;
  }
  // pg's DatabaseError carries a SQLSTATE and a severity.
  if (typeof record.code === 'string' && typeof record.severity === 'string') return record;
  return undefined;
}

function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"');
}
