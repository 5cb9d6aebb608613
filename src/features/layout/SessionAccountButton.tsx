import { useId, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { PlainButton } from '@/src/ui/PlainButton';
import { clientOnly } from '@/src/client/client-only';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useSession } from '@/src/client/session/use-session';
import { isAuthRoute, withReturn } from '@/src/features/auth/return-path';
import { barButton } from './bar-button';
import { PersonIcon } from './icons';

// The menu (MUI's popover and modal) loads on first open, keeping it out of every page's first load.
const AccountMenu = clientOnly(() => import('@/src/features/auth/AccountMenu').then((m) => m.AccountMenu));

/** Hidden on phones (the icon alone fits the bar; the text still names the control), shown beside the icon from md. */
const labelSx = {
  position: { xs: 'absolute', md: 'static' },
  // In px: MUI reads a bare 1 as 100%.
  width: { xs: '1px', md: 'auto' },
  height: { xs: '1px', md: 'auto' },
  overflow: { xs: 'hidden', md: 'visible' },
  clip: { xs: 'rect(0 0 0 0)', md: 'auto' },
  whiteSpace: 'nowrap',
  maxWidth: { md: 160 },
  textOverflow: { md: 'ellipsis' },
} as const;

/**
 * The top bar's account control: "Entrar" (to /login, returning here) while signed out or not yet known — the
 * server renders that for everyone, the session is read after hydration — and, signed in, a menu with the user's
 * name, "Minha conta" and "Sair".
 */
export function AccountButton() {
  const { t } = useTranslation('layout');
  const router = useRouter();
  const session = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  // A plain button with Button's look: Button itself costs every page about 4 kB (src/features/layout/bar-button.ts).
  const sx = { ...barButton, minWidth: 44, minHeight: 44, px: 1, gap: 1, textTransform: 'none' } as const;

  if (session.status !== 'authenticated') {
    const here = `${router.locale && router.locale !== router.defaultLocale ? `/${router.locale}` : ''}${router.asPath}`;
    return (
      <PlainButton component={Link} href={withReturn('/login', isAuthRoute(here) ? null : here)} aria-busy={session.status === 'loading' ? true : undefined} sx={sx}>
        <PersonIcon />
        <Box component="span" sx={labelSx}>{t('account.signIn')}</Box>
      </PlainButton>
    );
  }
  const name = session.user.name ?? session.user.email;
  const firstName = name.split(/\s+/)[0] ?? name;
  return (
    <>
      {/* Named in full by aria-label; the visible first name is part of it (WCAG 2.5.3). */}
      <PlainButton
        onClick={(event: MouseEvent<HTMLElement>) => { setUsed(true); setAnchor(event.currentTarget); }}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={t('account.of', { name })}
        data-testid="account-button"
        sx={sx}
      >
        {/* The initial in a disc: on phones it is what tells a signed-in bar from a signed-out one. */}
        <Box component="span" aria-hidden="true" sx={{ width: 28, height: 28, borderRadius: '50%', bgcolor: 'secondary.main', color: 'secondary.contrastText', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontWeight: 700, fontSize: '0.9rem' }}>
          {firstName.charAt(0).toUpperCase()}
        </Box>
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {firstName}
        </Box>
      </PlainButton>
      {used && <AccountMenu id={menuId} user={session.user} anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
