import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazyRendered } from '@/src/ui/client-only';
import { usePageQuery } from '@/src/client/page-data';
import { useTranslation } from 'next-i18next/pages';
import { BannerCoupons } from './BannerCoupons';
import { BentoSections } from './BentoSections';
import { CompanyColors } from './CompanyColors';
import { HomeSlider } from './HomeSlider';
import { CompanyHomeOperation } from './company-home.generated';
import { homeBentos, homeSlides, slideInterval, visibleServices } from './home-sections';
import { ServicesGrid } from './ServicesGrid';
import { FlightPrompt } from '../flight/FlightPrompt';
import { column } from './section-title';

/**
 * A company's home, from the Apollo cache its getServerSideProps filled. A company with services (the airport):
 * the slider, the services, the banner coupons and the bento sections. An ordinary shop: its stores and their
 * featured items, and its coupons.
 */
// An ordinary shop's home (its stores and featured items) and a company with services (slider, bentos, coupons)
// never render each other's parts: the shop's comes in its own chunk, server-rendered and loaded only where shown.
const ShopHome = lazyRendered(() => import('./ShopHome').then((m) => m.ShopHome));

export function CompanyHome({ company }: { company: string }) {
  const { t } = useTranslation('home');
  const { data } = usePageQuery(CompanyHomeOperation, { variables: { company } });
  const home = data?.company;
  if (!home)
    return (
      <Box component="main" sx={{ ...column, py: 4 }}>
        <Typography role="alert">{t('error')}</Typography>
      </Box>
    );
  const services = visibleServices(home.services);
  const slides = homeSlides(home.services);
  const sliderTitle = (
    home.services.find((s) => !s.hiddenInMenu && s.sliderSection) as { sliderSection?: { title?: unknown } } | undefined
  )?.sliderSection?.title;
  return (
    <CompanyColors company={company}>
      <Box component="main" sx={{ pb: 4 }}>
        {services.length > 0 && (
          <HomeSlider
            slides={slides}
            interval={slideInterval(home.services)}
            title={typeof sliderTitle === 'string' ? sliderTitle : null}
          />
        )}
        <Box sx={column}>
          <Box component="header" sx={{ pt: 3 }}>
            <Typography variant="h1" sx={{ color: 'primary.main', fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
              {home.name}
            </Typography>
            <Typography variant="body1" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {services.length > 0 ? t('subtitleServices') : t('subtitleShop')}
            </Typography>
          </Box>
          {home.gateDelivery && (
            <Box component="section" aria-label={t('flight')} sx={{ pt: 2 }}>
              <FlightPrompt
                company={company}
                terminals={home.gateDelivery.terminals}
                flightLookup={home.gateDelivery.flightLookup}
                storesHref={home.gateDelivery.serviceSlug ? `/${home.gateDelivery.serviceSlug}` : null}
              />
            </Box>
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
        </Box>
      </Box>
    </CompanyColors>
  );
}
