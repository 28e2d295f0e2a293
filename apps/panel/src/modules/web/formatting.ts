import type { ApiKeyRecord } from '@bizapi/contracts';
import type { Locale } from '../i18n/locale';

/** A moment as people read it, in UTC (the panel's users are spread over time zones; the API speaks UTC too). */
export function formatMoment(locale: Locale, value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' }).format(date)} UTC`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** How a key is named on a page and in the audit: its label and last characters, never the key. */
export function keyName(key: Pick<ApiKeyRecord, 'label' | 'keyHint'>): string {
  return key.label ? `${key.label} (…${key.keyHint})` : `…${key.keyHint}`;
}
