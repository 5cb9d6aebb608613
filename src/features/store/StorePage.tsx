import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageQuery } from '@/src/client/page-data';
import { CategoryChips, CHIPS_HEIGHT, categoryAnchor } from './CategoryChips';
import { FeaturedItems } from './FeaturedItems';
import { ItemRow } from './ItemRow';
import { StoreHeader } from './StoreHeader';
import { deliversOrders, shortestDeliveryMinutes } from './delivery-time';
import { StoreExtrasOperation } from './store-extras.generated';
import { StorePageOperation } from './store-page.generated';
import { StoreGateInfo } from '../flight/StoreGateInfo';

interface Props {
  company: string;
  store: string;
}

/**
 * A store: header, sticky category chips and the items of each category as rows. Reads from the Apollo cache the
 * server filled (cache-first), so the first render is complete.
 */
export function StorePage({ company, store }: Props) {
  const { data } = usePageQuery(StorePageOperation, { variables: { company, slug: store } });
  const catalog = data?.catalog;
  const delivers = deliversOrders(catalog?.operationWay);
  const { data: extras } = usePageQuery(StoreExtrasOperation, {
    variables: { company, catalogId: catalog?._id ?? '' },
    skip: !catalog,
  });
  if (!catalog) return null;
  const categories = catalog.categories.filter(
    (category) => category.status !== 'BLOCKED' && category.items.length > 0,
  );
  // A store that delivers to gates says its own minutes to them (or, with the traveller's flight, when it arrives);
  // the coverage's city-wide figure would contradict its own rule.
  const gate = catalog.gateTiming;
  const minutes =
    delivers && !gate ? shortestDeliveryMinutes(extras?.featuredItemsAndWhereDelivery?.whereDelivery) : null;
  const featured = (extras?.featuredItemsAndWhereDelivery?.featuredItemCategories ?? []).filter(
    (group) => group.featuredItems.length > 0,
  );

  return (
    <Box
      component="main"
      sx={{ maxWidth: { xs: '100%', md: 960 }, mx: 'auto', bgcolor: 'background.paper', minHeight: '100vh', pb: 6 }}
    >
      <StoreHeader catalog={catalog} deliveryMinutes={minutes} />
      {gate && (
        <Box sx={{ px: 2, pb: 1.5 }}>
          <StoreGateInfo
            company={company}
            timing={gate}
            storesHref={catalog.serviceCategories[0] ? `/${catalog.serviceCategories[0]}` : null}
          />
        </Box>
      )}
      <CategoryChips categories={categories} />
      {featured.map((group) => (
        <FeaturedItems key={group._id ?? group.title} group={group} storeSlug={catalog.slug} />
      ))}
      {categories.map((category) => (
        <Box
          component="section"
          key={category._id}
          id={categoryAnchor(category._id)}
          aria-labelledby={`${categoryAnchor(category._id)}-title`}
          sx={{ scrollMarginTop: `${CHIPS_HEIGHT + 8}px`, pt: 2 }}
        >
          <Box sx={{ px: 2, pb: 0.5 }}>
            <Typography variant="h6" component="h2" id={`${categoryAnchor(category._id)}-title`}>
              {category.name}
            </Typography>
            {category.description && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {category.description}
              </Typography>
            )}
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {category.items.map((item, index) => (
              <li key={item._id}>
                {index > 0 && <Box role="separator" sx={{ mx: 2, borderTop: 1, borderColor: 'divider' }} />}
                <ItemRow item={item} storeSlug={catalog.slug} />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
