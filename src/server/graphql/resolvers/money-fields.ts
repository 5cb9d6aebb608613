/** Money at the API's edge: the read model holds cents; GraphQL answers in decimal reais, as the import format. */
import { centsToReais } from '../../../domain/pricing/money';

export { centsToReais };

/** A promo as the import format gives it: percentage points for PERCENT (stored as is), reais otherwise (stored in cents). */
export function promoInReais(promo: number | null | undefined, promoType: string | null | undefined): number | null {
  if (promo == null) return null;
  return promoType === 'PERCENT' ? promo : centsToReais(promo);
}
