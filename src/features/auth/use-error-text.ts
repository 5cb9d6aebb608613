import { useTranslation } from 'next-i18next/pages';

/** Turns an account error code (the API's, next-auth's or zod's) into its translated sentence, with the wait when limited. */
export function useErrorText() {
  const { t } = useTranslation(['accounts', 'auth']);
  return (code: string, retryAfter?: number): string => {
    if (code === 'RATE_LIMITED') return retryAfter ? t('accounts:errors.RATE_LIMITED', { seconds: retryAfter }) : t('auth:errors.rateLimitedSoon');
    const key = `accounts:errors.${code}`;
    const text = t(key);
    return text === key || text === `errors.${code}` ? t('accounts:errors.UNKNOWN') : text;
  };
}
