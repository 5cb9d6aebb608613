/**
 * Localises a nested document (service definitions: banner, benefits, FAQ, slides, bentos): every object
 * carrying `translations[locale]` gets those fields laid over its own pt-BR text, at every depth.
 */
import type { Locale } from './localize';

export function localizeDeep<T>(value: T, locale: Locale): T {
  if (locale === 'pt-BR' || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((entry) => localizeDeep(entry, locale)) as T;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(record))
    out[key] = key === 'translations' ? entry : localizeDeep(entry, locale);
  const translations = record.translations as Record<string, Record<string, unknown> | undefined> | undefined;
  const overlay = translations?.[locale];
  if (overlay)
    for (const [key, text] of Object.entries(overlay))
      if (text !== undefined && text !== null && text !== '') out[key] = text;
  return out as T;
}
