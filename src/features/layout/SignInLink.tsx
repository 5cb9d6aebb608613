import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { PlainButton } from '@/src/ui/PlainButton';
import { isAuthRoute, withReturn } from '@/src/features/auth/return-path';
import looks from '@/src/ui/button-look.module.css';
import bar from './bar.module.css';
import styles from './SignInLink.module.css';
import { PersonIcon } from './icons';

/**
 * The account control's classes (shared with ./SessionAccountButton.tsx): a plain button with Button's look, since
 * Button itself costs every page about 4 kB (./bar-button.ts).
 */
export const accountButtonClass = `${looks.text} ${bar.labelled} ${bar.account}`;

/** "Entrar", to /login returning here; busy while the session is not yet read. */
export function SignInLink({ loading }: { loading: boolean }) {
  const { t } = useTranslation('layout');
  const router = useRouter();
  const here = `${router.locale && router.locale !== router.defaultLocale ? `/${router.locale}` : ''}${router.asPath}`;
  return (
    <PlainButton
      component={Link}
      href={withReturn('/login', isAuthRoute(here) ? null : here)}
      aria-busy={loading ? true : undefined}
      className={accountButtonClass}
    >
      <PersonIcon />
      {/* Hidden on phones (the icon alone fits the bar; the text still names the control), shown beside it from md. */}
      <span className={styles.label}>{t('account.signIn')}</span>
    </PlainButton>
  );
}
