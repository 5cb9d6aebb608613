import { useEffect, type ReactNode } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { Footer } from './Footer';
import { LocaleHead } from './LocaleHead';
import { clientOnly } from '@/src/ui/client-only';
import { pageKind } from './page-kind';
import { usePendingRoute } from './use-pending-route';
import { TopBar } from './TopBar';
import { useMainState } from '@/src/client/main-state/main-state-context';
import { useBrowserLanguage } from './use-browser-language';
import type { LayoutCompany } from './layout-company';
import { urlCarriesSecret } from '@/src/domain/accounts/secret-url';
import { markSecretPageShown } from '@/src/features/seo/secret-page';
import styles from './CompanyLayout.module.css';

export const CONTENT_ID = 'conteudo';

// The skeleton only shows during a client-side navigation, never on first paint: it loads right after the page
// (below), not with it, so MUI's Skeleton stays out of every page's first load.
const loadSkeleton = () => import('@/src/ui/skeletons/PageSkeleton').then((m) => m.PageSkeleton);
const PageSkeleton = clientOnly(loadSkeleton);
// Only companies that sell to adults only load the age confirmation.
const AgeGate = clientOnly(() => import('@/src/features/account/AgeGate').then((m) => m.AgeGate));
// Neither draws anything in the server's HTML: the attendant band depends on this browser's saved state, and the tag
// manager runs after the page is interactive. Their code loads after the page's (the band only in attendant mode).
const AttendantBanner = clientOnly(() => import('./AttendantBanner').then((m) => m.AttendantBanner));
const TagManager = clientOnly(() => import('@/src/features/seo/TagManager').then((m) => m.TagManager), undefined, {
  mui: false,
});

/**
 * The shell every company page shares: skip link, top bar, the page, footer, and the head's canonical and
 * hreflang links. The page keeps its own `<main>`; the shell only wraps it, so the skip link lands on it.
 * A page whose address carries a secret (src/domain/accounts/secret-url.ts) gets no tag manager, no canonical or
 * alternates (they would repeat the secret) and `referrer: no-referrer`, as the proxy's headers say too.
 */
export function CompanyLayout({
  company,
  origin,
  children,
}: {
  company: LayoutCompany | null;
  origin: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('layout');
  useBrowserLanguage();
  // While the next page's data loads, a skeleton of its shape stands in (the old page is kept mounted, hidden, so
  // nothing it holds is lost if the navigation fails).
  const pending = usePendingRoute();
  const attendant = useMainState().state.accessedThePage.attendant;
  useEffect(() => {
    void loadSkeleton();
  }, []);
  const secretUrl = urlCarriesSecret(useRouter().asPath);
  useEffect(() => {
    if (secretUrl) markSecretPageShown();
  }, [secretUrl]);
  return (
    <>
      {secretUrl ? (
        <Head>
          <meta key="referrer" name="referrer" content="no-referrer" />
        </Head>
      ) : (
        <LocaleHead origin={origin} />
      )}
      <a href={`#${CONTENT_ID}`} className={styles.skip}>
        {t('skipToContent')}
      </a>
      {company && <TopBar company={company} />}
      {/* On every page, so an attendant never forgets whose order this device is taking. */}
      {attendant && <AttendantBanner />}
      <div id={CONTENT_ID} tabIndex={-1} className={styles.content}>
        {pending && <PageSkeleton kind={pageKind(pending)} label={t('loading')} />}
        <div style={pending ? { display: 'none' } : undefined}>{children}</div>
      </div>
      {company && <Footer company={company} />}
      {company && !secretUrl && <TagManager company={company.slug} />}
      {company?.prohibitedForMinors && <AgeGate />}
    </>
  );
}
