import { useId, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { PlainButton } from '@/src/ui/PlainButton';
import looks from '@/src/ui/button-look.module.css';
import bar from '@/src/features/layout/bar.module.css';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { SearchIcon } from '@/src/features/layout/icons';
import { localizedPath } from '@/src/features/layout/LocaleHead';
import { SEARCH_MAX_LENGTH, SEARCH_PATH } from './search-path';
import styles from './SearchForm.module.css';

/**
 * A search box: a real GET form to `/busca` (it works before the JavaScript loads), which, once it has, moves there
 * through the router so the shell stays. An empty box does nothing.
 */
export function SearchForm({
  initial = '',
  autoFocus = false,
  inputRef,
  variant = 'bar',
}: {
  initial?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  variant?: 'bar' | 'page';
}) {
  const { t } = useTranslation('search');
  const router = useRouter();
  const [value, setValue] = useState(initial);
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (!q) return;
    void router.push({ pathname: SEARCH_PATH, query: { q } });
  };
  return (
    <form
      role="search"
      action={localizedPath(SEARCH_PATH, router.locale ?? 'pt-BR')}
      method="get"
      onSubmit={onSubmit}
      className={`${styles.form} ${variant === 'bar' ? styles.bar : styles.page}`}
    >
      <label htmlFor={id} className="sf-visually-hidden">
        {t('field.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value)}
        placeholder={t('field.placeholder')}
        autoFocus={autoFocus}
        ref={inputRef}
        maxLength={SEARCH_MAX_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        className={styles.input}
      />
      <PlainButton type="submit" aria-label={t('field.submit')} className={`${looks.icon} ${bar.icon}`}>
        <SearchIcon />
      </PlainButton>
    </form>
  );
}
