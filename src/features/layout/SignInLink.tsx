import Box from '@mui/material/Box';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { PlainButton } from '@/src/ui/PlainButton';
import { isAuthRoute, withReturn } from '@/src/features/auth/return-path';
import { barButton } from './bar-button';
import { PersonIcon } from './icons';

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

// A plain button with Button's look: Button itself costs every page about 4 kB (src/features/layout/bar-button.ts).
// Not shrunk by a crowded bar (the first name read "Eq…" at 1280 px): the company name gives way instead, with its title.
export const accountButtonSx = {
  ...barButton,
  minWidth: 44,
  minHeight: 44,
  px: 1,
  gap: 1,
  textTransform: 'none',
  flexShrink: 0,
} as const;

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
      sx={accountButtonSx}
    >
      <PersonIcon />
      <Box component="span" sx={labelSx}>
        {t('account.signIn')}
      </Box>
    </PlainButton>
  );
}
