import { useState } from 'react';
import Box from '@mui/material/Box';
import { PlainButton } from '@/src/ui/PlainButton';
import { clientOnly } from '@/src/ui/client-only';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useTopBarSearch } from '@/src/features/search/TopBarSearch';
import { contrastText } from '@/src/ui/contrast-text';
import { TOP_BAR_HEIGHT } from '@/src/ui/layout-constants';
import { AccountButton } from './AccountButton';
import { barButton, barIconButton } from './bar-button';
import { CartButton } from './CartButton';
import { MenuIcon } from './icons';
import { LanguageSelector } from './LanguageSelector';
import { serviceLabel, topbarServices } from './layout-links';
import { companySettings, type LayoutCompany } from './layout-company';

// The drawer (with MUI's modal) loads on first open, keeping it out of every page's first load.
const MenuDrawer = clientOnly(() => import('./MenuDrawer').then((m) => m.MenuDrawer));

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

const nameSx = {
  fontWeight: 700,
  fontSize: { xs: '0.875rem', sm: '0.95rem', md: '1.05rem' },
  lineHeight: { xs: 1.2, md: 1.5 },
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  display: { xs: '-webkit-box', md: 'block' },
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: { xs: 2, md: 'none' },
  textOverflow: 'ellipsis',
  whiteSpace: { xs: 'normal', md: 'nowrap' },
} as const;

/**
 * The 60 px bar of every company page: menu button (phones), the company's mark linking home, the top-bar services
 * as tabs (desktop), the search (a field on desktop, a button opening one on phones), the language selector and the cart. Not sticky: the store's category chips own the top edge
 * when scrolling (src/features/store/CategoryChips.tsx).
 */
export function TopBar({ company }: { company: LayoutCompany }) {
  const { t } = useTranslation('layout');
  const { asPath } = useRouter();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const settings = companySettings(company.settings);
  const colour = settings.primaryColor && HEX.test(settings.primaryColor) ? settings.primaryColor : null;
  const logo = settings.logo ?? null;
  const tabs = topbarServices(company.services);
  const search = useTopBarSearch();

  return (
    // A header drawn as MUI's AppBar (static, flat, primary) and Toolbar draw it, without their modules (and Paper's);
    // it keeps AppBar's class, which global.css's focus ring uses to draw inside the bar.
    <Box
      component="header"
      className="MuiAppBar-root"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        boxSizing: 'border-box',
        flexShrink: 0,
        position: 'static',
        zIndex: 'appBar',
        bgcolor: colour ?? 'primary.main',
        color: colour ? contrastText(colour) : 'primary.contrastText',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          minHeight: TOP_BAR_HEIGHT,
          height: TOP_BAR_HEIGHT,
          px: 1,
          gap: 0.5,
          maxWidth: 1200,
          width: '100%',
          mx: 'auto',
          boxSizing: 'border-box',
        }}
      >
        <PlainButton
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
          aria-label={t('openMenu')}
          aria-expanded={menuOpen}
          sx={{ ...barIconButton, display: { md: 'none' } }}
        >
          <MenuIcon />
        </PlainButton>
        <Box
          component={Link}
          href="/"
          aria-label={t('home', { name: company.name })}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 44,
            minWidth: 0,
            color: 'inherit',
            textDecoration: 'none',
            px: 0.5,
            borderRadius: 1,
          }}
        >
          {logo && (
            <Box component="img" src={logo} alt="" width={32} height={32} sx={{ flexShrink: 0, borderRadius: 1 }} />
          )}
          {/* On phones a long name ("Aeroporto Internacional — Serviços") gets two lines, then an ellipsis; from md one
              line. The title shows the whole name on hover; the link's aria-label already says it in full. */}
          <Box component="span" title={company.name} sx={nameSx}>
            {company.name}
          </Box>
        </Box>
        <Box
          component="nav"
          aria-label={t('services')}
          sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'stretch', alignSelf: 'stretch', ml: 2, gap: 0.5 }}
        >
          {tabs.map((service) => {
            const active = asPath === `/${service.slug}` || asPath.startsWith(`/${service.slug}/`);
            return (
              <PlainButton
                key={service._id}
                component={Link}
                href={`/${service.slug}`}
                aria-current={active ? 'page' : undefined}
                sx={{
                  ...barButton,
                  borderRadius: 0,
                  px: 1.5,
                  minHeight: 44,
                  whiteSpace: { lg: 'nowrap' },
                  borderBottom: 3,
                  borderColor: active ? (service.color ?? 'secondary.main') : 'transparent',
                  '&:hover': { borderColor: service.color ?? 'secondary.main' },
                }}
              >
                {serviceLabel(service)}
              </PlainButton>
            );
          })}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {search.inBar}
        <LanguageSelector />
        <AccountButton />
        <CartButton />
      </Box>
      {search.underBar}
      {menuUsed && <MenuDrawer company={company} open={menuOpen} onClose={() => setMenuOpen(false)} />}
    </Box>
  );
}
