import { sameSecret } from '@bizapi/runtime';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { field } from '../web/form-body';
import { CsrfRefused } from '../web/panel-errors';

/**
 * CSRF defence on every change (OWASP's synchronizer token, stateless form):
 * a signed-in page's forms carry a token derived from the session's secret
 * cookie, which another site can neither read nor compute; forms before
 * signing in use a double-submit cookie instead (PanelCookies.formName).
 * Both come on top of SameSite=Strict cookies and an Origin check.
 */
export function sessionCsrfToken(sessionToken: string): string {
  return createHash('sha256').update(`bizapi-panel-csrf\0${sessionToken}`).digest('base64url');
}

/**
 * A browser names the page a POST came from: another origin's is refused
 * outright, and so is `null` (a sandboxed frame or data: page hides its origin).
 */
export function requireSameOrigin(request: FastifyRequest): void {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw new CsrfRefused();
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new CsrfRefused();
  }
  // request.host follows X-Forwarded-Host when the panel trusts its proxy (TRUST_PROXY).
  if (host !== request.host) throw new CsrfRefused();
}

/** The form's `_csrf` must equal `expected` (the session's token or the form cookie). */
export function requireCsrf(request: FastifyRequest, expected: string | undefined): void {
  requireSameOrigin(request);
  const sent = field(request.body, '_csrf');
  if (!expected || !sent || !sameSecret(sent, expected)) throw new CsrfRefused();
}
