import { createHash } from 'node:crypto';

/**
 * A strong entity tag of a record's JSON as the get operation sends it:
 * equal tags mean byte-identical bodies, so `If-Match` (which compares
 * strongly, RFC 9110 §13.1.1) can use it as well as `If-None-Match`.
 */
export function entityTagOf(json: string | Buffer): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether a precondition header (`If-Match` or `If-None-Match`) names `tag`:
 * `*`, or a comma-separated list of tags. With `weak`, `W/"x"` matches
 * `"x"` (the weak comparison If-None-Match uses); `If-Match` compares strongly.
 */
export function preconditionNames(header: string, tag: string, { weak }: { weak: boolean }): boolean {
  return header.trim() === '*' || listsTag(header, tag, { weak });
}

/** Whether the header lists `tag` itself (not `*`): the client holds that very version. */
export function listsTag(header: string, tag: string, { weak }: { weak: boolean }): boolean {
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    if (value === tag) return true;
    return weak && value.startsWith('W/') && value.slice(2) === tag;
  });
}
