/** Translated text of catalogue records: pt-BR is the record's own text; en and es live in `translations`. */
import type { Locale } from '../../domain/locale';
export { LOCALES, type Locale } from '../../domain/locale';

/** The first supported language of an accept-language header (q-values respected); pt-BR otherwise. */
export function pickLocale(acceptLanguage: string | null | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('es')) return 'es';
  }
  return 'pt-BR';
}

type Translatable = { translations?: Partial<Record<'en' | 'es', Record<string, unknown> | undefined>> | null };

/** The field in the locale, falling back to the record's own (pt-BR) text. */
export function tr<T extends Translatable, K extends keyof T & string>(record: T, field: K, locale: Locale): T[K] {
  if (locale !== 'pt-BR') {
    const value = record.translations?.[locale]?.[field];
    if (value !== undefined && value !== null && value !== '') return value as T[K];
  }
  return record[field];
}
