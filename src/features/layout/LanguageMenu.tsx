import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALES, type Locale } from '@/src/domain/locale';
import { LANGUAGE_NAMES } from './language-names';

/** The selector's list of languages; loaded on first open (see LanguageSelector). */
export function LanguageMenu({
  id,
  anchor,
  current,
  onChoose,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  current: Locale;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LOCALES.map((locale) => (
        <MenuItem
          key={locale}
          lang={locale}
          selected={locale === current}
          onClick={() => onChoose(locale)}
          sx={{ minHeight: 44 }}
        >
          {LANGUAGE_NAMES[locale]}
        </MenuItem>
      ))}
    </Menu>
  );
}
