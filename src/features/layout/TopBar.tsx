import { useState, type CSSProperties } from 'react';
import { PlainButton } from '@/src/ui/PlainButton';
import { clientOnly } from '@/src/ui/client-only';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useTopBarSearch } from '@/src/features/search/TopBarSearch';
import { contrastText } from '@/src/ui/contrast-text';
import { AccountButton } from './AccountButton';
import looks from '@/src/ui/button-look.module.css';
import bar from './bar.module.css';
import { CartButton } from './CartButton';
import { MenuIcon } from './icons';
import { LanguageSelector } from './LanguageSelector';
import { serviceLabel, topbarServices } from './layout-links';
import { companySettings, type LayoutCompany } from './layout-company';
import styles from './TopBar.module.css';

// The drawer (with MUI's modal) loads on first open, keeping it out of every page's first load.
const MenuDrawer = clientOnly(() => import('./MenuDrawer').then((m) => m.MenuDrawer));

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

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
    // It keeps AppBar's class, which global.css's focus ring uses to draw inside the bar.
    <header
      className={`MuiAppBar-root ${styles.header}`}
      style={colour ? { backgroundColor: colour, color: contrastText(colour) } : undefined}
    >
      <div className={styles.bar}>
        <PlainButton
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
          aria-label={t('openMenu')}
          aria-expanded={menuOpen}
          className={`${looks.icon} ${bar.icon} ${styles.menu}`}
        >
          <MenuIcon />
        </PlainButton>
        <Link href="/" aria-label={t('home', { name: company.name })} className={styles.home}>
          {/* The company's logo as it is (often an SVG), as before: next/image would add its loader for a 32 px mark. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          {logo && <img src={logo} alt="" width={32} height={32} className={styles.logo} />}
          {/* On phones a long name ("Aeroporto Internacional — Serviços") gets two lines, then an ellipsis; from md one
              line. The title shows the whole name on hover; the link's aria-label already says it in full. */}
          <span title={company.name} className={styles.name}>
            {company.name}
          </span>
        </Link>
        <nav aria-label={t('services')} className={styles.services}>
          {tabs.map((service) => {
            const active = asPath === `/${service.slug}` || asPath.startsWith(`/${service.slug}/`);
            return (
              <PlainButton
                key={service._id}
                component={Link}
                href={`/${service.slug}`}
                aria-current={active ? 'page' : undefined}
                className={`${looks.text} ${styles.tab}`}
                style={service.color ? ({ '--tab-colour': service.color } as CSSProperties) : undefined}
              >
                {serviceLabel(service)}
              </PlainButton>
            );
          })}
        </nav>
        <div className={styles.spacer} />
        {search.inBar}
        <LanguageSelector />
        <AccountButton />
        <CartButton />
      </div>
      {search.underBar}
      {menuUsed && <MenuDrawer company={company} open={menuOpen} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
