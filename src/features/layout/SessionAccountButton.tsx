import { useId, useState, type MouseEvent } from 'react';
import { PlainButton } from '@/src/ui/PlainButton';
import { clientOnly } from '@/src/ui/client-only';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useSession } from '@/src/client/session/use-session';
import { accountButtonClass, SignInLink } from './SignInLink';
import styles from './SessionAccountButton.module.css';

// The menu (MUI's popover and modal) loads on first open, keeping it out of every page's first load.
const AccountMenu = clientOnly(() => import('@/src/features/auth/AccountMenu').then((m) => m.AccountMenu));

/**
 * The account control once the session client has loaded (./AccountButton.tsx): "Entrar" while signed out or not
 * yet known, and, signed in, a menu with the user's name, "Minha conta" and "Sair".
 */
export function SessionAccountButton() {
  const { t } = useTranslation('layout');
  const session = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();

  if (session.status !== 'authenticated') return <SignInLink loading={session.status === 'loading'} />;
  const name = session.user.name ?? session.user.email;
  const firstName = name.split(/\s+/)[0] ?? name;
  return (
    <>
      {/* Named in full by aria-label; the visible first name is part of it (WCAG 2.5.3). */}
      <PlainButton
        onClick={(event: MouseEvent<HTMLElement>) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={t('account.of', { name })}
        data-testid="account-button"
        className={accountButtonClass}
      >
        {/* The initial in a disc: on phones it is what tells a signed-in bar from a signed-out one. Drawn as generated
            content, not a text node: a visible "V" before "Viajante" would be visible text the accessible name
            ("Conta de Viajante Exemplo") does not contain, which axe's label-content-name-mismatch (WCAG 2.5.3) fails. */}
        <span aria-hidden="true" data-initial={firstName.charAt(0).toUpperCase()} className={styles.initial} />
        <span className={styles.firstName}>{firstName}</span>
      </PlainButton>
      {used && <AccountMenu id={menuId} user={session.user} anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
