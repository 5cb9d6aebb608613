import { useTranslation } from '@/src/client/i18n/use-translation';

/** A refusal's or a field's code as a sentence of the business screens (locales/…/business.json "errors"). */
export function useBusinessError() {
  const { t } = useTranslation('business');
  return (code: string): string => {
    const key = `errors.${code}`;
    const text = t(key);
    return text === key || text === `business:${key}` ? t('errors.generic') : text;
  };
}
