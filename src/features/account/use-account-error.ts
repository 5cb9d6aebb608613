import { useTranslation } from '@/src/client/i18n/use-translation';
import { useErrorText } from '@/src/features/auth/use-error-text';

/** An error code as a sentence: the account screens' own codes (CEP_INVALID…) first, then the shared account ones. */
export function useAccountError() {
  const { t } = useTranslation('account');
  const shared = useErrorText();
  return (code: string, retryAfter?: number): string => {
    const key = `errors.${code}`;
    const own = t(key);
    return own === key || own === `account:${key}` ? shared(code, retryAfter) : own;
  };
}
