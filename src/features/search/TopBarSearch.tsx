import { useState } from 'react';
import Box from '@mui/material/Box';
import { PlainButton } from '@/src/ui/PlainButton';
import { barIconButton } from '@/src/features/layout/bar-button';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { CloseIcon, SearchIcon } from '@/src/features/layout/icons';
import { SearchForm } from './SearchForm';
import { SEARCH_PATH, searchQueryOf } from './search-path';

const SEARCH_ROW_ID = 'busca-topo';

/**
 * The top bar's search: on wide screens (1200 px and up) a field in the bar; below, where the services' tabs need
 * the room, an icon button that opens the field in a row under the bar (and closes it again). Shown only on pages that load the `search` labels, so a page that does not
 * yet (docs/decisions.md "Search, SEO tags, sitemap and robots, tag manager") shows no box rather than raw keys.
 */
export function useTopBarSearch() {
  const { t, i18n } = useTranslation('search');
  const { pathname, query } = useRouter();
  const [open, setOpen] = useState(false);
  const available = i18n.hasResourceBundle(i18n.language, 'search');
  // On the results page the box starts with the query being shown.
  const initial = pathname === SEARCH_PATH ? searchQueryOf(query.q) : '';

  const inBar = available ? (
    <>
      <Box sx={{ display: { xs: 'none', lg: 'flex' }, width: 220, flexShrink: 1, minWidth: 0, mx: 1 }}>
        <SearchForm key={initial} initial={initial} />
      </Box>
      <PlainButton
        onClick={() => setOpen((was) => !was)}
        aria-label={open ? t('field.close') : t('field.open')}
        aria-expanded={open}
        aria-controls={open ? SEARCH_ROW_ID : undefined}
        sx={{ ...barIconButton, display: { lg: 'none' } }}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </PlainButton>
    </>
  ) : null;

  const underBar =
    available && open ? (
      <Box id={SEARCH_ROW_ID} sx={{ display: { lg: 'none' }, px: 1, pb: 1, maxWidth: 1200, mx: 'auto' }}>
        <SearchForm key={initial} initial={initial} autoFocus />
      </Box>
    ) : null;

  return { inBar, underBar };
}
