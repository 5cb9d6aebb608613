/**
 * An item's prices as its label shows them with its unit of measurement: per kilogram for an item priced per gram
 * ("R$ 20,00 / kg", src/domain/pricing/unit-price.ts), as they are for any other unit, and no unit for items sold
 * by the unit. The API's prices are reais; they are scaled in cents, so the label still goes through formatBRL.
 */
import { shownUnitCents, unitPriceDisplay } from '@/src/domain/pricing/unit-price';
import type { ItemPrices } from './item-price';

export function pricesPerShownUnit<T extends ItemPrices>(
  item: T,
  unitOfMeasurement: string | null | undefined,
  locale: string,
): { prices: T; unit: string | null } {
  const display = unitPriceDisplay(unitOfMeasurement, locale);
  if (!display) return { prices: item, unit: null };
  if (display.factor === 1) return { prices: item, unit: display.label };
  const scale = (reais: number) => shownUnitCents(reais, display) / 100;
  return {
    prices: { ...item, price: scale(item.price), finalPrice: scale(item.finalPrice), fromPrice: scale(item.fromPrice) },
    unit: display.label,
  };
}
