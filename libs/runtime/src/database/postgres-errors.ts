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

/**
 * Whether a write failed with numeric_value_out_of_range (SQLSTATE 22003): a
 * value, or an amount PostgreSQL computed, does not fit its numeric column.
 * The collection kit answers it for the column (RecordWriter); the RPC filter
 * answers any other as a bare VALIDATION_ERROR.
 */
export function isNumericOverflow(error: unknown): boolean {
  return postgresErrorCode(error) === '22003';
}

/**
 * SQLSTATEs that say "not now" rather than "wrong": too many connections,
 * the server starting or shutting down, a deadlock or serialization failure
 * the client may simply retry.
 */
const RETRYABLE_STATES = new Set(['53300', '57P01', '57P02', '57P03', '40001', '40P01']);

/**
 * Connection lost mid-transaction: pg refuses a client that already failed,
 * and TypeORM releases the transaction's query runner when its connection
 * fails, so the transaction's next query throws that (the chaos suite saw a
 * 500 from it while PostgreSQL was killed).
 */
const CONNECTION_LOST =
  /timeout exceeded when trying to connect|Connection terminated|ECONNREFUSED|ECONNRESET|EPIPE|not queryable|[Qq]uery runner (was )?already released/;

/**
 * Whether a failure is the database being overloaded or away (the pool gave
 * up waiting for a connection, the connection was refused, reset or lost in
 * a transaction, a connection-exception SQLSTATE of class 08, or a retryable
 * SQLSTATE): the request may succeed later, so it is a 503, not a 500.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const state = postgresErrorCode(error);
  if (state && (RETRYABLE_STATES.has(state) || /^08[0-9A-Z]{3}$/.test(state))) return true;
  const message = error instanceof Error ? error.message : '';
  return CONNECTION_LOST.test(message) || ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(String(state));
}
