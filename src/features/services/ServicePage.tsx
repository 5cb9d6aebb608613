import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageQuery } from '@/src/client/page-data';
import { useTranslation } from 'next-i18next/pages';
import { CheckoutWarning } from './CheckoutWarning';
import { ServiceBanner } from './ServiceBanner';
import { ServiceBenefits } from './ServiceBenefits';
import { ServiceCategoryChips } from './ServiceCategoryChips';
import { ServiceFaq } from './ServiceFaq';
import { ServiceStoreCard } from './ServiceStoreCard';
import { readBanner, readBenefits, readCategories, readFaq } from './service-content';
import { SERVICE_STORES_QUERY, type ServiceDefinition } from './service-page.query';

interface Props {
  company: string;
  service: ServiceDefinition;
  category: string | null;
}

/**
 * `/{service}[/{category}]`: the service's banner, its category chips, its stores, then why use it, its FAQ and its
 * conditions. Phone first in one column; a 960 px column on wider screens.
 */
export function ServicePage({ company, service, category }: Props) {
  const { t } = useTranslation('services');
  const { data, loading, error } = usePageQuery(SERVICE_STORES_QUERY, {
    variables: { company, serviceSlug: service.slug, categorySlug: category },
  });
  const stores = data?.catalogSummary.catalogs ?? [];
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
              <ServiceStoreCard key={store._id} store={store} />
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
