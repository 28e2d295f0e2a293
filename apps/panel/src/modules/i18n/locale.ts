/** The panel's languages: Portuguese (Brazil) by default, like the API's `friendlyMessage`. */
export type Locale = 'pt-BR' | 'en';

/**
 * English only when the browser prefers it to Portuguese (Accept-Language,
 * q-values honoured); anything else, or nothing, is pt-BR.
 */
export function localeFrom(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'pt-BR';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().toLowerCase().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'pt' || tag.startsWith('pt-')) return 'pt-BR';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'pt-BR';
}
