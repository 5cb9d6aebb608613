import { useState } from 'react';
import { PlainButton } from '@/src/ui/PlainButton';
import looks from '@/src/ui/button-look.module.css';
import bar from '@/src/features/layout/bar.module.css';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { CloseIcon, SearchIcon } from '@/src/features/layout/icons';
import { SearchForm } from './SearchForm';
import { SEARCH_PATH, searchQueryOf } from './search-path';
import styles from './TopBarSearch.module.css';

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
      <div className={styles.field}>
        <SearchForm key={initial} initial={initial} />
      </div>
      <PlainButton
        onClick={() => setOpen((was) => !was)}
        aria-label={open ? t('field.close') : t('field.open')}
        aria-expanded={open}
        aria-controls={open ? SEARCH_ROW_ID : undefined}
        className={`${looks.icon} ${bar.icon} ${styles.toggle}`}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </PlainButton>
    </>
  ) : null;

  const underBar =
    available && open ? (
      <div id={SEARCH_ROW_ID} className={styles.row}>
        <SearchForm key={initial} initial={initial} autoFocus />
      </div>
    ) : null;

  return { inBar, underBar };
}
