import { useTranslation } from '@/src/client/i18n/use-translation';

/** Turns an account error code (the API's, next-auth's or zod's) into its translated sentence, with the wait when limited. */
export function useErrorText() {
  const { t } = useTranslation(['accounts', 'auth']);
  return (code: string, retryAfter?: number): string => {
    if (code === 'RATE_LIMITED') {
      if (!retryAfter) return t('auth:errors.rateLimitedSoon');
      // The per-account limits wait up to 15 minutes: past a minute and a half the wait reads in minutes.
      return retryAfter > 90
        ? t('accounts:limits.tryAgainInMinutes', { count: Math.ceil(retryAfter / 60) })
        : t('accounts:errors.RATE_LIMITED', { seconds: retryAfter });
    }
    const key = `accounts:errors.${code}`;
    const text = t(key);
    return text === key || text === `errors.${code}` ? t('accounts:errors.UNKNOWN') : text;
  };
}
