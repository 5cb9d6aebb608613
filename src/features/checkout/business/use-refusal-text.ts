import { useTranslation } from '@/src/client/i18n/use-translation';

/**
 * A problem's code in words (locales/…/checkout.json "business.errors"): the same codes for the form's own checks
 * and the server's refusals. A code without words of ours shows the server's message (already in the page's
 * language), else a general one.
 */
export function useRefusalText() {
  const { t } = useTranslation('checkout');
  return (code: string, fallback?: string): string => {
    const key = `business.errors.${code}`;
    const text = t(key);
    if (text !== key && text !== `checkout:${key}`) return text;
    return fallback || t('business.errors.generic');
  };
}
