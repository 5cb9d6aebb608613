import { Pill } from '@/src/ui/Pill';
import { useTranslation } from '@/src/client/i18n/use-translation';
import styles from './CategoryChips.module.css';

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
    <nav aria-label={t('store.categories')} className={styles.nav}>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category._id}>
            <Pill
              component="a"
              href={`#${categoryAnchor(category._id)}`}
              label={category.name}
              variant="outlined"
              className={styles.chip}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
