import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageQuery } from '@/src/client/page-data';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { CheckoutWarning } from './CheckoutWarning';
import { ServiceBanner } from './ServiceBanner';
import { ServiceBenefits } from './ServiceBenefits';
import { ServiceCategoryChips } from './ServiceCategoryChips';
import { ServiceFaq } from './ServiceFaq';
import { ServiceStoreCard } from './ServiceStoreCard';
import { readBanner, readBenefits, readCategories, readFaq } from './service-content';
import type { ServicePageServicesQuery } from './service-page-services.generated';
import { ServicePageStoresOperation } from './service-page-stores.generated';
import type { CompanyGateDelivery } from '../flight/flight-types';
import { FlightPrompt } from '../flight/FlightPrompt';
import { useGateStores } from '../flight/use-gate-stores';

interface Props {
  company: string;
  service: NonNullable<ServicePageServicesQuery['company']>['services'][number];
  category: string | null;
  /** The company's flight question, where its stores deliver to boarding gates. */
  gate: CompanyGateDelivery | null;
}

/**
 * `/{service}[/{category}]`: the service's banner, its category chips, its stores, then why use it, its FAQ and its
 * conditions. Phone first in one column; a 960 px column on wider screens.
 */
export function ServicePage({ company, service, category, gate }: Props) {
  const { t } = useTranslation('services');
  const { t: tFlight } = useTranslation('flight');
  const { data, loading, error } = usePageQuery(ServicePageStoresOperation, {
    variables: { company, serviceSlug: service.slug, categorySlug: category },
  });
  const listed = data?.catalogSummary.catalogs ?? [];
  // Flight first: the question where this service's stores deliver to gates; then the stores that make it first.
  const asksFlight = !!gate && listed.some((store) => !!store.gateTiming);
  const { flight, ranked } = useGateStores(company, asksFlight ? listed : [], gate?.now);
  const stores = ranked ? ranked.map((entry) => entry.store) : listed;
  const verdictOf = new Map(ranked?.map((entry) => [entry.store._id, entry.verdict]) ?? []);
  const inTime = ranked?.filter((entry) => entry.verdict?.kind === 'DELIVERY').length ?? null;
  const title = service.title ?? service.name;
  const banner = readBanner(service.banner) ?? {
    img: service.image,
    title,
    subtitle: service.label ?? service.description,
    buttonText: null,
    link: null,
  };
  const benefits = readBenefits(service.benefits);
  return (
    <Box component="main" sx={{ maxWidth: 960, mx: 'auto', width: '100%', minWidth: 0, pb: 4 }}>
      <ServiceBanner banner={banner} color={service.color} />
      <ServiceCategoryChips service={service.slug} categories={readCategories(service.categories)} current={category} />
      {asksFlight && gate && (
        <Box sx={{ px: 2, pt: 1, pb: 2 }}>
          <FlightPrompt
            company={company}
            terminals={gate.terminals}
            flightLookup={gate.flightLookup}
            note={
              inTime !== null && (
                <Typography
                  variant="body2"
                  data-testid="flight-in-time"
                  sx={{ mt: 0.5, color: inTime > 0 ? 'success.dark' : 'text.secondary' }}
                >
                  {inTime > 0 ? tFlight('summary.inTime', { count: inTime }) : tFlight('summary.noneInTime')}
                </Typography>
              )
            }
          />
        </Box>
      )}
      {/* id="services": the banners' "#services" buttons ("Ver pacotes", "Reservar armário") land on the stores. */}
      <Box
        component="section"
        id="services"
        aria-labelledby="service-stores"
        sx={{ px: 2, pt: 1, scrollMarginTop: 120 }}
      >
        <Typography id="service-stores" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t('stores')}
        </Typography>
        {loading && !data && <Typography role="status">{t('loading')}</Typography>}
        {error && !data && <Typography role="alert">{t('error')}</Typography>}
        {data && stores.length === 0 && <Typography data-testid="service-empty">{t('empty')}</Typography>}
        {stores.length > 0 && (
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
              gap: 2,
              p: 0,
              m: 0,
            }}
          >
            {stores.map((store) => (
              <ServiceStoreCard
                key={store._id}
                store={store}
                verdict={verdictOf.get(store._id) ?? null}
                terminal={flight?.terminal}
              />
            ))}
          </Box>
        )}
      </Box>
      {benefits && <ServiceBenefits benefits={benefits} />}
      <ServiceFaq faq={readFaq(service.faq)} />
      <CheckoutWarning html={service.checkoutWarning} />
    </Box>
  );
}
