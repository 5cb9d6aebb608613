import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageQuery } from '@/src/client/page-data';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { ServiceStoreCard } from '../services/ServiceStoreCard';
import { FeaturedItems } from '../store/FeaturedItems';
import { StoreExtrasOperation } from '../store/store-extras.generated';
import { CompanyHomeStoresOperation, type CompanyHomeStoresQuery } from './company-home-stores.generated';
import { sectionTitle } from './section-title';

/** One store's featured groups ('Ofertas da semana'), as on its own page, each item linking to its page. */
function StoreFeatured({ company, store }: { company: string; store: CompanyHomeStoresQuery['catalogs'][number] }) {
  const { data } = usePageQuery(StoreExtrasOperation, { variables: { company, catalogId: store._id } });
  const groups = (data?.featuredItemsAndWhereDelivery?.featuredItemCategories ?? []).filter(
    (group) => group.featuredItems.length > 0,
  );
  return (
    <>
      {groups.map((group) => (
        <Box key={group._id ?? group.title} sx={{ mx: -2 }}>
          <FeaturedItems group={group} storeSlug={store.slug} />
        </Box>
      ))}
    </>
  );
}

/** An ordinary shop's home: its stores as cards (as on a service page), then each store's featured items. */
export function ShopHome({ company }: { company: string }) {
  const { t } = useTranslation('home');
  const { data, error } = usePageQuery(CompanyHomeStoresOperation, { variables: { company } });
  const stores = (data?.catalogs ?? []).filter((store) => store.status === 'PUBLIC');
  if (error && !data)
    return (
      <Typography role="alert" sx={{ py: 3 }}>
        {t('error')}
      </Typography>
    );
  return (
    <>
      <Box component="section" aria-labelledby="stores-title" sx={{ py: 3 }}>
        <Typography variant="h2" id="stores-title" sx={sectionTitle}>
          {t('stores')}
        </Typography>
        {stores.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('noStores')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
              m: 0,
              p: 0,
            }}
          >
            {stores.map((store) => (
              <ServiceStoreCard key={store._id} store={store} />
            ))}
          </Box>
        )}
      </Box>
      {stores.map((store) => (
        <StoreFeatured key={store._id} company={company} store={store} />
      ))}
    </>
  );
}
