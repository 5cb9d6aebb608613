import Box from '@mui/material/Box';
import { Pill } from '@/src/ui/Pill';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { ServiceCategory } from './service-content';

interface Props {
  service: string;
  categories: ServiceCategory[];
  current: string | null;
}

/**
 * The service's categories as link chips in one row that scrolls sideways; 'all' first. The current one is filled
 * and marked `aria-current`, so the selection is heard as well as seen.
 */
export function ServiceCategoryChips({ service, categories, current }: Props) {
  const { t } = useTranslation('services');
  const row = useRef<HTMLUListElement>(null);
  // On a phone the current chip may sit past the right edge: bring it into the row's view (the row only, so the
  // page itself does not scroll).
  useEffect(() => {
    const list = row.current;
    const chip = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && chip) list.scrollLeft = chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2;
  }, [current]);
  if (categories.length === 0) return null;
  const chips = [
    { slug: null, title: t('all'), href: `/${service}` },
    ...categories.map((c) => ({ slug: c.slug, title: c.title, href: `/${service}/${c.slug}` })),
  ];
  return (
    <Box component="nav" aria-label={t('categories')} sx={{ minWidth: 0 }}>
      <Box
        component="ul"
        ref={row}
        sx={{
          position: 'relative',
          display: 'flex',
          gap: 1,
          m: 0,
          px: 2,
          py: 1.5,
          listStyle: 'none',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {chips.map((chip) => {
          const selected = chip.slug === current;
          return (
            <li key={chip.href}>
              <Pill
                component={Link}
                href={chip.href}
                label={chip.title}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-current={selected ? 'page' : undefined}
                data-testid="service-category"
                sx={{ height: 44, px: 2, fontWeight: 600, fontSize: '0.875rem' }}
              />
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
