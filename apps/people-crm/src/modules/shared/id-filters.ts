import { isId } from '@bizapi/runtime';

/**
 * The id filters of a list query that were sent; null when one cannot be an
 * id: such a filter matches nothing (and must not reach a uuid comparison).
 */
export function idFilters<K extends string>(query: { [P in K]?: string }, filters: readonly K[]): Partial<Record<K, string>> | null {
  const sent: Partial<Record<K, string>> = {};
  for (const filter of filters) {
    const value = query[filter];
    if (value === undefined) continue;
    if (!isId(value)) return null;
    sent[filter] = value;
  }
  return sent;
}
