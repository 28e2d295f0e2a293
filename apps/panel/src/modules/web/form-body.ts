import { ApiError, ErrorCode } from '@bizapi/contracts';
import type { FastifyInstance } from 'fastify';
import { PANEL_BASE } from './layout';

/** Largest panel form: a webhook's URL and event list are far below it. */
const FORM_LIMIT_BYTES = 64 * 1024;

export type FormBody = Record<string, string | string[]>;

/**
 * HTML forms post `application/x-www-form-urlencoded`. The public API takes
 * JSON only (configureHttp), so this parser answers the panel's paths alone;
 * anywhere else such a body is still 415 UNSUPPORTED_MEDIA_TYPE.
 * Repeated fields (checkboxes) become arrays.
 */
export function acceptPanelForms(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (request, body, done) => {
    if (!request.url.startsWith(`${PANEL_BASE}/`)) return done(new ApiError(ErrorCode.UNSUPPORTED_MEDIA_TYPE), undefined);
    const form: FormBody = Object.create(null);
    for (const [name, value] of new URLSearchParams(body as string)) {
      const existing = form[name];
      form[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
    return done(null, form);
  });
}

/** One field's value (the first when repeated), trimmed; '' when absent. */
export function field(form: unknown, name: string): string {
  const value = (form as FormBody | undefined)?.[name];
  return (Array.isArray(value) ? value[0] : value ?? '').trim();
}

/** Every value of a repeated field (checkboxes). */
export function fields(form: unknown, name: string): string[] {
  const value = (form as FormBody | undefined)?.[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/**
 * `/panel/` itself: Nest drops a route's trailing slash, so the address the
 * docs give is served here, straight to the keys page (which asks for a
 * session first).
 */
export function servePanelRoot(fastify: FastifyInstance): void {
  fastify.get(`${PANEL_BASE}/`, (_request, reply) => {
    void reply.status(303).header('Location', `${PANEL_BASE}/keys`).header('Cache-Control', 'no-store').send();
  });
}
