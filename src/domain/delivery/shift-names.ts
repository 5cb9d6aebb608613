/**
 * A shift's name in the shopper's language. Shifts are named by the catalogue in pt-BR ("Madrugada", "Noite"); a
 * shift may carry its own en and es names in `translations`, which win. The checkout then translates the common
 * names the catalogue left untranslated from its labels (shiftKey gives the label's key); any other name is shown
 * as the catalogue wrote it.
 */
import type { Locale } from '../locale';
import type { DeliveryRule } from './delivery-rules';

/** The name the catalogue gives `name` in `locale` among the rules' shifts; the name itself when none. */
export function catalogueShiftName(name: string, rules: readonly DeliveryRule[], locale: Locale): string {
  if (locale === 'pt-BR') return name;
  for (const rule of rules) {
    for (const outcome of [rule.then, rule.else]) {
      const translated = outcome?.shifts?.find((shift) => shift.name === name)?.translations?.[locale]?.name?.trim();
      if (translated) return translated;
    }
  }
  return name;
}

/** The label key of a shift name: lower case, without accents or spaces ("Manhã" → "manha"). */
export function shiftKey(name: string): string {
  const folded = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  // Stryker disable next-line Regex: removing the characters one at a time or by runs leaves the same key
  return folded.replace(/[^a-z0-9]+/g, '');
}
