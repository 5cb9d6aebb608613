import type { Locale } from '@/src/domain/locale';

/** Each language is named in itself, so a shopper finds their own whatever the page's language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { 'pt-BR': 'Português', en: 'English', es: 'Español' };
