/**
 * Change for a cash payment (docs/business-rules.md "Cash and change"): the shopper says which amount they pay
 * with ("troco para quanto?"), so the courier brings the difference. None said: no change is needed. An amount
 * below the order's total cannot pay it: refused, naming the total. Only cash has change.
 */

export type ChangeCheck =
  | { ok: true; changeForCents: number | null; changeCents: number }
  | { ok: false; code: 'CHANGE_BELOW_TOTAL'; totalCents: number };

/** `changeForCents`: the amount the shopper pays with (null or 0: exact money, no change). */
export function checkCashChange(
  method: string | null | undefined,
  changeForCents: number | null | undefined,
  totalCents: number,
): ChangeCheck {
  if (method !== 'CASH' || !changeForCents || changeForCents <= 0)
    return { ok: true, changeForCents: null, changeCents: 0 };
  if (changeForCents < totalCents) return { ok: false, code: 'CHANGE_BELOW_TOTAL', totalCents };
  return { ok: true, changeForCents, changeCents: changeForCents - totalCents };
}
