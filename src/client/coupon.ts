/**
 * The discount coupon of the cart, kept in the order's `params` under the key `cupom` (so it is saved with the cart
 * per company and needs no new order field), and the hook that takes `?cupom=CODE` from a link — the banner
 * coupons of the home page — into the order on any page that calls it.
 */
import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { updateOrder } from '@/src/domain/orders/order-reducer';
import type { Order, OrderParam } from '@/src/domain/orders/order-types';
import { useOrder } from './order/order-context';

export const COUPON_PARAM = 'cupom';

/** The code typed or linked, trimmed and upper-cased (codes are compared that way), or '' for none. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The order's coupon code, or null. */
export function couponCodeOf(order: Pick<Order, 'params'>): string | null {
  return order.params.find((param) => param.key === COUPON_PARAM)?.value || null;
}

/** The order's params with the coupon set to code (removed when code is empty). */
export function paramsWithCoupon(params: readonly OrderParam[], code: string): OrderParam[] {
  const others = params.filter((param) => param.key !== COUPON_PARAM);
  const normalized = normalizeCouponCode(code);
  return normalized ? [...others, { key: COUPON_PARAM, value: normalized }] : others;
}

/**
 * Stores the coupon of a `?cupom=CODE` link in the order once the saved cart is loaded. Once per link: a shopper
 * who then takes the coupon off keeps it off, though the address still carries it.
 */
export function useCouponFromLink(): void {
  const { query } = useRouter();
  const { order, dispatch, ready } = useOrder();
  const linked = typeof query[COUPON_PARAM] === 'string' ? normalizeCouponCode(query[COUPON_PARAM]) : '';
  const taken = useRef('');
  useEffect(() => {
    if (!ready || !linked || taken.current === linked) return;
    taken.current = linked;
    if (couponCodeOf(order) !== linked) dispatch(updateOrder({ params: paramsWithCoupon(order.params, linked) }));
  }, [ready, linked, order, dispatch]);
}
