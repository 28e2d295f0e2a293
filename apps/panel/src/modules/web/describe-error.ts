import { ApiError, FRIENDLY_MESSAGES } from '@bizapi/contracts';
import { PageContext } from './page-context';

/**
 * An API error (from a service or ApiKeysService) in the page's language:
 * the pt-BR `friendlyMessage` the API gives, or in English the code; the
 * field messages (English, as the API writes them) after either.
 */
export function describeError({ locale }: PageContext, error: ApiError): string {
  const head = locale === 'pt-BR' ? FRIENDLY_MESSAGES[error.code] : error.code.replace(/_/g, ' ').toLowerCase();
  const fields = (error.errors ?? []).map((item) => `${item.field}: ${item.message}`).join('; ');
  return fields ? `${head} (${fields})` : head;
}
