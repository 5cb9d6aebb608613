/**
 * A slot's shift name on the checkout: the server sends it in the shopper's language where the catalogue names it
 * so (src/domain/delivery/shift-names.ts); a common pt-BR name it left untranslated ("Madrugada", "Noite") is
 * translated from the checkout's labels (`delivery.shifts`); any other is shown as the catalogue wrote it.
 */
import type { TFunction } from 'i18next';
import { shiftKey } from '@/src/domain/delivery/shift-names';

export function shiftLabel(name: string, t: TFunction<'checkout'>): string {
  const key = shiftKey(name);
  return key ? t(`delivery.shifts.${key}`, { defaultValue: name }) : name;
}
