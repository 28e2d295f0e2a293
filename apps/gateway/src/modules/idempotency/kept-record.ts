/** Largest answer body kept whole for replay (UTF-8 bytes); above it a record keeps the written record's id only. */
export const MAX_WHOLE_ANSWER_BYTES = 64 * 1024;

/**
 * How a finished answer is kept: `whole`, its body as sent; `sealed`, its
 * body encrypted (it holds a secret); `compact`, status and id only (the
 * body was too large, or the company's budget was spent).
 */
export type RecordForm = 'whole' | 'sealed' | 'compact';

/** The first line of a record in Redis. */
export interface RecordHeader {
  state: 'pending' | 'done';
  /** The request the key was first used with (requestFingerprint). */
  fingerprint: string;
  /** Pending: which request holds the key. */
  owner?: string;
  status?: number;
  form?: RecordForm;
  /** The id of the record the write answered with, to read it again (RouteDefinition.readBack). */
  id?: string;
}

/**
 * A record is its header as JSON on the first line, then the body when it is
 * kept: as sent (or sealed), not escaped into a JSON string, so a kept answer
 * costs its own size.
 */
export function encodeRecord(header: RecordHeader, body = ''): string {
  return `${JSON.stringify(header)}\n${body}`;
}

export function decodeRecord(raw: string): { header: RecordHeader; body: string } {
  const newline = raw.indexOf('\n');
  if (newline < 0) return { header: JSON.parse(raw) as RecordHeader, body: '' };
  return { header: JSON.parse(raw.slice(0, newline)) as RecordHeader, body: raw.slice(newline + 1) };
}

/** The `id` of the record an answer holds, if it is a JSON object with one. */
export function answerId(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { id?: unknown } | null;
    return typeof parsed?.id === 'string' ? parsed.id : undefined;
  } catch {
    return undefined;
  }
}
