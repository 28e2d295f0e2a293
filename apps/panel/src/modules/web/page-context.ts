import type { FastifyRequest } from 'fastify';
import { Locale, localeFrom } from '../i18n/locale';
import { Translate, translator } from '../i18n/messages';

export interface PageContext {
  locale: Locale;
  t: Translate;
}

/** The request's language (Accept-Language) and its translator. */
export function pageContext(request: FastifyRequest): PageContext {
  const locale = localeFrom(request.headers['accept-language']);
  return { locale, t: translator(locale) };
}
