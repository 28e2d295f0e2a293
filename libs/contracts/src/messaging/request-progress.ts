/**
 * A service working on a request for longer than a moment says so on the
 * request's progress subject: its reply subject plus this last token, with an
 * empty body (docs/reliability.md, "A killed replica"). A separate subject,
 * not the reply subject itself: each process may publish one message on a
 * reply subject only (`allow_responses: { max: 1 }`), and that is the reply.
 */
export const PROGRESS_TOKEN = 'progress';

/** Where the service taking a request sends its progress messages. */
export function progressSubject(replySubject: string): string {
  return `${replySubject}.${PROGRESS_TOKEN}`;
}
