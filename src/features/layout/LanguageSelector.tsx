import { useId, useState, type MouseEvent } from 'react';
import { PlainButton } from '@/src/ui/PlainButton';
import { clientOnly } from '@/src/ui/client-only';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { isLocale, type Locale } from '@/src/domain/locale';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import looks from '@/src/ui/button-look.module.css';
import bar from './bar.module.css';
import { LanguageIcon } from './icons';
import { LANGUAGE_NAMES } from './language-names';
import { rememberLocale } from './locale-choice';

// The menu (with MUI's popover and modal) loads on first open, keeping it out of every page's first load.
const LanguageMenu = clientOnly(() => import('./LanguageMenu').then((m) => m.LanguageMenu));

const SHORT: Record<Locale, string> = { 'pt-BR': 'PT', en: 'EN', es: 'ES' };

/** Switches Next's locale keeping the path (`/loja/x` ↔ `/en/loja/x`) and remembers the choice in this browser. */
export function LanguageSelector() {
  const { t } = useTranslation('layout');
  const router = useRouter();
  const current: Locale = router.locale && isLocale(router.locale) ? router.locale : 'pt-BR';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();

  function choose(locale: Locale) {
    setAnchor(null);
    rememberLocale(locale);
    if (locale !== current) void router.push(router.asPath, undefined, { locale });
  }

  return (
    <>
      <PlainButton
        onClick={(event: MouseEvent<HTMLElement>) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        className={`${looks.text} ${bar.labelled}`}
      >
        <LanguageIcon />
        {/* Named by hidden text, not aria-label: the name then need not contain the "PT" it shows (WCAG 2.5.3). */}
        <span aria-hidden="true">{SHORT[current]}</span>
        <VisuallyHidden>{t('language', { language: LANGUAGE_NAMES[current] })}</VisuallyHidden>
      </PlainButton>
      {used && (
        <LanguageMenu id={menuId} anchor={anchor} current={current} onChoose={choose} onClose={() => setAnchor(null)} />
      )}
    </>
  );
}
