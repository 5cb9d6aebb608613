/**
 * A service definition in the shopper's language: every nested text through localizeDeep, and its meta tags, whose
 * translations the import format keeps on the service itself (`translations.en.metaTitle`, `metaDescription`).
 */
import { localizeDeep } from './localize-deep';
import type { Locale } from './localize';

interface WithMetaTags {
  metaTags?: { title?: string; description?: string } | null;
  translations?: Partial<Record<'en' | 'es', { metaTitle?: string; metaDescription?: string } | undefined>> | null;
}

export function localizeService<T extends WithMetaTags>(service: T, locale: Locale): T {
  const localized = localizeDeep(service, locale);
  if (locale === 'pt-BR') return localized;
  const overlay = service.translations?.[locale];
  const title = overlay?.metaTitle?.trim();
  const description = overlay?.metaDescription?.trim();
  if (!title && !description) return localized;
  return {
    ...localized,
    metaTags: { ...service.metaTags, ...(title ? { title } : {}), ...(description ? { description } : {}) },
  };
}
