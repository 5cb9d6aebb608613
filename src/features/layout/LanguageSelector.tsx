import { useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { LOCALES, type Locale } from '@/src/domain/locale';
import { LanguageIcon } from './icons';
import { rememberLocale } from './locale-choice';

/** Each language is named in itself, so a shopper finds their own whatever the page's language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { 'pt-BR': 'Português', en: 'English', es: 'Español' };
const SHORT: Record<Locale, string> = { 'pt-BR': 'PT', en: 'EN', es: 'ES' };

/** Switches Next's locale keeping the path (`/loja/x` ↔ `/en/loja/x`) and remembers the choice in this browser. */
export function LanguageSelector() {
  const { t } = useTranslation('layout');
  const router = useRouter();
  const current = (LOCALES as readonly string[]).includes(router.locale ?? '') ? (router.locale as Locale) : 'pt-BR';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  function choose(locale: Locale) {
    setAnchor(null);
    rememberLocale(locale);
    if (locale !== current) void router.push(router.asPath, undefined, { locale });
  }

  return (
    <>
      <Button
        color="inherit"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-label={t('language', { language: LANGUAGE_NAMES[current] })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<LanguageIcon />}
        sx={{ minWidth: 44, minHeight: 44, px: 1 }}
      >
        {SHORT[current]}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem key={locale} lang={locale} selected={locale === current} onClick={() => choose(locale)} sx={{ minHeight: 44 }}>
            {LANGUAGE_NAMES[locale]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
