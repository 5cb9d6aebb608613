/** The storefront's languages: pt-BR is the default and the language of every record's own text. */
export type Locale = 'pt-BR' | 'en' | 'es';
export const LOCALES: readonly Locale[] = ['pt-BR', 'en', 'es'];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

/** Maps any locale tag ('en-US', 'es_ES', 'pt') to a supported one; pt-BR by default. */
export function resolveLocale(locale?: string | null): Locale {
  // Stryker disable next-line StringLiteral: any fallback that starts with neither 'en' nor 'es' gives the default
  const tag = (locale ?? '').toLowerCase();
  if (tag.startsWith('en')) return 'en';
  if (tag.startsWith('es')) return 'es';
  return DEFAULT_LOCALE;
}

/** Whether a tag is one of the storefront's languages, exactly as written ('en', not 'en-US'). */
export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The language an address is in: its first segment when it names one of ours ('/en/loja/x'), else the default. */
export function pathLocale(path: string): Locale {
  // Stryker disable next-line StringLiteral: any fallback that is not a language's name gives the default alike
  const first = path.split(/[/?#]/)[1] ?? '';
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
