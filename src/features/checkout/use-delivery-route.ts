/**
 * The delivery route for the address as typed (docs/business-rules.md "Local delivery or carrier"), asked of the
 * server once the district, city and state are there and the typing has paused: null until it answers.
 */
import { useEffect, useState } from 'react';
import { useClientQuery } from '@/src/client/client-query';
import type { CheckoutAddress } from '@/src/domain/orders/checkout-state';
import type { DeliveryRouteQuery, DeliveryRouteQueryVariables } from './delivery-route.generated';

export type DeliveryRouteAnswer = DeliveryRouteQuery['deliveryRoute'];
type DeliveryRouteVariables = DeliveryRouteQueryVariables;

const document = async () => (await import('./delivery-route.generated')).DeliveryRouteDocument;
const PAUSE_MS = 400;
const NONE: DeliveryRouteVariables = {
  input: { catalogId: '', time: 'now', address: { country: 'BR', state: '', city: '', district: '' } },
};

function usePaused<T>(value: T, key: string): T {
  const [paused, setPaused] = useState({ key, value });
  useEffect(() => {
    if (paused.key === key) return;
    const timer = setTimeout(() => setPaused({ key, value }), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key, value, paused.key]);
  return paused.value;
}

export function useDeliveryRoute(
  catalogId: string | null,
  time: 'now' | 'schedule' | null,
  address: CheckoutAddress | null,
): { route: DeliveryRouteAnswer | null; loading: boolean } {
  const place =
    address && address.district.trim() && address.city.trim() && /^[A-Za-z]{2}$/.test(address.state.trim())
      ? {
          country: 'BR',
          state: address.state.trim().toUpperCase(),
          city: address.city.trim(),
          district: address.district.trim(),
        }
      : null;
  const wanted: DeliveryRouteVariables | null =
    catalogId && time && place ? { input: { catalogId, time, address: place } } : null;
  const variables = usePaused(wanted, JSON.stringify(wanted));
  const result = useClientQuery(document, {
    variables: variables ?? NONE,
    skip: !variables || !wanted,
  });
  const current = !!variables && JSON.stringify(variables) === JSON.stringify(wanted);
  return {
    route: current ? (result.data?.deliveryRoute ?? null) : null,
    loading: !!wanted && (!current || result.loading),
  };
}
