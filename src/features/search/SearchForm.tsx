import { useId, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import { PlainButton } from '@/src/ui/PlainButton';
import { barIconButton } from '@/src/features/layout/bar-button';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { SearchIcon } from '@/src/features/layout/icons';
import { localizedPath } from '@/src/features/layout/LocaleHead';
import { SEARCH_MAX_LENGTH, SEARCH_PATH } from './search-path';

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
  const onBar = variant === 'bar';
  return (
    <Box
      component="form"
      role="search"
      action={localizedPath(SEARCH_PATH, router.locale ?? 'pt-BR')}
      method="get"
      onSubmit={onSubmit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        minHeight: 44,
        borderRadius: 22,
        pl: 2,
        bgcolor: onBar ? 'rgba(255,255,255,0.16)' : 'background.paper',
        color: 'inherit',
        border: onBar ? 0 : 1,
        borderColor: 'divider',
        '&:focus-within': {
          outline: 2,
          outlineStyle: 'solid',
          outlineColor: onBar ? 'currentColor' : 'primary.main',
          outlineOffset: 1,
        },
      }}
    >
      <Box component="label" htmlFor={id} sx={visuallyHidden}>
        {t('field.label')}
      </Box>
      {/* A plain input: MUI's InputBase would add its module to every page for one borderless field. */}
      <Box
        component="input"
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
        sx={{
          flex: 1,
          minWidth: 0,
          height: 44,
          p: 0,
          border: 0,
          outline: 'none',
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          '&::placeholder': { color: 'inherit', opacity: 0.8 },
        }}
      />
      <PlainButton type="submit" aria-label={t('field.submit')} sx={barIconButton}>
        <SearchIcon />
      </PlainButton>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
