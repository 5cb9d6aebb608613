/**
 * What a business booking's line says about package credits (issue 18, point 5), read from the catalogue, never
 * from the browser: whether its item is a package of credits (then it needs no client), and whether the booker
 * asked to pay it with a credit (`useCredit`), which a package line may not.
 */
import type { ReadItem } from '../catalog/read-model';
import type { CreditPackage } from '../catalog-format/item-schema';
import { creditMessage } from '../i18n/business-credit-messages';
import type { Locale } from '../i18n/localize';
import { OrderError } from '../orders/order-error';

export interface CreditLinePlan {
  itemId: string;
  itemName: string;
  useCredit: boolean;
  creditPackage: CreditPackage | null;
}

export function creditLinePlan(
  line: { useCredit?: boolean | null },
  item: ReadItem | undefined,
  index: number,
  locale: Locale,
): CreditLinePlan {
  const creditPackage = item?.record.creditPackage ?? null;
  const useCredit = !!line.useCredit;
  if (creditPackage && useCredit)
    throw new OrderError('BUSINESS_CREDIT_NOT_APPLICABLE', creditMessage('BUSINESS_CREDIT_NOT_APPLICABLE', locale), {
      path: `business.lines.${index}.useCredit`,
    });
  return { itemId: item?._id ?? '', itemName: item?.record.name ?? '', useCredit, creditPackage };
}
