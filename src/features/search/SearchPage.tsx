import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { SearchForm } from './SearchForm';
import { SearchItemCard } from './SearchItemCard';
import { SearchStoreCard } from './SearchStoreCard';
import type { SearchQuery } from './search.generated';
import { clientOnly } from '@/src/ui/client-only';
import { outlinedLook } from '@/src/ui/button-look';
import { PlainButton } from '@/src/ui/PlainButton';

// The spinner shows only while a client-side search loads, never in the server's HTML: it loads when first needed.
const CircularProgress = clientOnly(() => import('@mui/material/CircularProgress').then((m) => m.default));

// One column on phones; stores in two or three columns, items in two, in the 960 px desktop column.
const storeGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;
const itemGrid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;
const list = { m: 0, p: 0, listStyle: 'none' } as const;
// h6 look on an h2: the theme's responsive h2 would grow past the sx size on desktop.
const sectionTitle = { fontSize: '1.25rem', fontWeight: 700, mb: 1.5 } as const;

export interface SearchPageProps {
  query: string;
  results: SearchQuery['search'] | null;
  loading: boolean;
  failed: boolean;
}

/** `/busca`: a search box, then the stores and the items found, or what to do when there is nothing to show. */
export function SearchPage({ query, results, loading, failed }: SearchPageProps) {
  const { t } = useTranslation('search');
  const stores = results?.stores ?? [];
  const items = results?.items ?? [];
  const total = stores.length + items.length;
  return (
    <Box component="main" sx={{ maxWidth: { xs: '100%', md: 960 }, mx: 'auto', px: 2, py: 3, minHeight: '60vh' }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 700, mb: 2, overflowWrap: 'anywhere' }}
      >
        {query ? t('resultsFor', { query }) : t('heading')}
      </Typography>
      <Box sx={{ mb: 3, maxWidth: 560 }}>
        <SearchForm key={query} initial={query} variant="page" />
      </Box>
      {!query ? (
        <Box data-testid="search-empty-query">
          <Typography>{t('empty')}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('emptyExamples')}</Typography>
        </Box>
      ) : failed ? (
        <Typography role="alert" data-testid="search-error">
          {t('error')}
        </Typography>
      ) : loading && !results ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
          <CircularProgress size={24} aria-hidden /> {t('loading')}
        </Box>
      ) : total === 0 ? (
        <Box role="status" data-testid="search-no-results">
          <Typography sx={{ fontWeight: 600 }}>{t('noResults', { query })}</Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('suggestion')}</Typography>
          <PlainButton
            component={Link}
            href="/parceiros"
            sx={{ ...outlinedLook, minHeight: 44, borderRadius: 22, px: 2.5 }}
          >
            {t('partnersLink')}
          </PlainButton>
        </Box>
      ) : (
        <>
          <Typography role="status" sx={{ color: 'text.secondary', mb: 2 }} data-testid="search-count">
            {t('count', { count: total })}
          </Typography>
          {stores.length > 0 && (
            <Box component="section" aria-labelledby="busca-lojas" sx={{ mb: 4 }}>
              <Typography id="busca-lojas" variant="h6" component="h2" sx={sectionTitle}>
                {t('stores')}
              </Typography>
              <Box component="ul" sx={{ ...storeGrid, ...list }}>
                {stores.map((store) => (
                  <Box component="li" key={store._id} sx={{ minWidth: 0 }}>
                    <SearchStoreCard store={store} />
                  </Box>
                ))}
              </Box>
            </Box>
          )}
          {items.length > 0 && (
            <Box component="section" aria-labelledby="busca-itens">
              <Typography id="busca-itens" variant="h6" component="h2" sx={sectionTitle}>
                {t('items')}
              </Typography>
              <Box component="ul" sx={{ ...itemGrid, ...list }}>
                {items.map((hit) => (
                  <Box component="li" key={`${hit.item.catalogId}:${hit.item._id}`} sx={{ minWidth: 0 }}>
                    <SearchItemCard hit={hit} />
                  </Box>
                ))}
              </Box>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
