import type { FastifyReply } from 'fastify';

/**
 * Our own origin only, and nothing inline: the panel's one stylesheet and one
 * script are files the panel serves; forms post back to us; no page may
 * frame it. Stricter than the docs page's (which must allow Scalar's inline styles).
 */
export const PANEL_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The headers of every panel answer: pages hold secrets shown once and
 * per-session CSRF tokens, so nothing is cached or framed, and no Referer
 * (an invite link holds its token) leaves our origin. `same-origin`, not
 * `no-referrer`: under no-referrer a browser sends `Origin: null` on our own
 * form posts, which the CSRF check must refuse (sessions/csrf.ts).
 * (helmet would set the same headers; it is not a dependency and these are all we need.)
 */
export function applyPanelHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('Content-Security-Policy', PANEL_CONTENT_SECURITY_POLICY)
    .header('X-Content-Type-Options', 'nosniff')
    .header('X-Frame-Options', 'DENY')
    .header('Referrer-Policy', 'same-origin')
    .header('Cross-Origin-Opener-Policy', 'same-origin')
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
    .header('Cache-Control', 'no-store');
}

export function sendHtml(reply: FastifyReply, body: { toString(): string }, status = 200): void {
  void applyPanelHeaders(reply).status(status).type('text/html; charset=utf-8').send(body.toString());
}

/** 303 See Other: after a form's POST the browser GETs the next page. Only our own paths. */
export function redirectTo(reply: FastifyReply, path: string): void {
  void applyPanelHeaders(reply).status(303).header('Location', path).send();
}
