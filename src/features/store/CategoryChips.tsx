import Box from '@mui/material/Box';
import { Pill } from '@/src/ui/Pill';
import { useTranslation } from 'next-i18next/pages';

export const CHIPS_HEIGHT = 56;

/** The section id a category's chip jumps to. */
export const categoryAnchor = (categoryId: string) => `categoria-${categoryId}`;

/**
 * The store's categories as chips in one row that scrolls sideways and sticks to the top while the list scrolls.
 * Each chip is a plain link to its section's anchor, so it works before the page's script runs.
 */
export function CategoryChips({ categories }: { categories: { _id: string; name: string }[] }) {
  const { t } = useTranslation('common');
  if (categories.length < 2) return null;
  return (
    <Box
      component="nav"
      aria-label={t('store.categories')}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: 1,
          m: 0,
          px: 2,
          py: 1,
          listStyle: 'none',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          minHeight: CHIPS_HEIGHT,
          alignItems: 'center',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {categories.map((category) => (
          <li key={category._id}>
            <Pill
              component="a"
              href={`#${categoryAnchor(category._id)}`}
              label={category.name}
              variant="outlined"
              sx={{ height: 40, px: 2, fontWeight: 600, fontSize: '0.875rem' }}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
