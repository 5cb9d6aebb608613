import dynamic from 'next/dynamic';
import { usePageQuery } from '@/src/client/page-data';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { BannerCoupons } from './BannerCoupons';
import { BentoSections } from './BentoSections';
import { CompanyColors } from './CompanyColors';
import { HomeSlider } from './HomeSlider';
import { CompanyHomeOperation } from './company-home.generated';
import { homeBentos, homeSlides, slideInterval, visibleServices } from './home-sections';
import { ServicesGrid } from './ServicesGrid';
import { FlightPrompt } from '../flight/FlightPrompt';
import { Text } from '@/src/ui/Text';
import shared from './home.module.css';
import styles from './CompanyHome.module.css';
// The shop's home (below) is server-rendered from its own chunk: its static styles come with the page instead.
import './shop-home-styles';

/**
 * A company's home, from the Apollo cache its getServerSideProps filled. A company with services (the airport):
 * the slider, the services, the banner coupons and the bento sections. An ordinary shop: its stores and their
 * featured items, and its coupons.
 */
// An ordinary shop's home (its stores and featured items) and a company with services (slider, bentos, coupons)
// never render each other's parts: the shop's comes in its own chunk, server-rendered and loaded only where shown.
const ShopHome = dynamic(() =>
  Promise.all([import('./ShopHome'), import('@/src/ui/mui/MuiProviders')]).then(([m, mui]) => mui.withMui(m.ShopHome)),
);

export function CompanyHome({ company }: { company: string }) {
  const { t } = useTranslation('home');
  const { data } = usePageQuery(CompanyHomeOperation, { variables: { company } });
  const home = data?.company;
  if (!home)
    return (
      <main className={`${shared.column} ${styles.error}`}>
        <Text role="alert">{t('error')}</Text>
      </main>
    );
  const services = visibleServices(home.services);
  const slides = homeSlides(home.services);
  const sliderTitle = (
    home.services.find((s) => !s.hiddenInMenu && s.sliderSection) as { sliderSection?: { title?: unknown } } | undefined
  )?.sliderSection?.title;
  return (
    <CompanyColors company={company}>
      {(colours) => (
        <main className={styles.main} style={colours}>
          {services.length > 0 && (
            <HomeSlider
              slides={slides}
              interval={slideInterval(home.services)}
              title={typeof sliderTitle === 'string' ? sliderTitle : null}
            />
          )}
          <div className={shared.column}>
            <header className={styles.header}>
              <Text variant="h1" className={styles.title}>
                {home.name}
              </Text>
              <Text variant="body1" className={styles.subtitle}>
                {services.length > 0 ? t('subtitleServices') : t('subtitleShop')}
              </Text>
            </header>
            {home.gateDelivery && (
              <section aria-label={t('flight')} className={styles.flight}>
                <FlightPrompt
                  company={company}
                  terminals={home.gateDelivery.terminals}
                  flightLookup={home.gateDelivery.flightLookup}
                  storesHref={home.gateDelivery.serviceSlug ? `/${home.gateDelivery.serviceSlug}` : null}
                />
              </section>
            )}
            {services.length > 0 ? (
              <>
                <ServicesGrid services={services} />
                <BannerCoupons coupons={home.coupons} />
                <BentoSections sections={homeBentos(home.services)} />
              </>
            ) : (
              <>
                <ShopHome company={company} />
                <BannerCoupons coupons={home.coupons} />
              </>
            )}
          </div>
        </main>
      )}
    </CompanyColors>
  );
}
