/** The server's shipping options for the cart and a CEP; nothing is asked until the CEP has its eight digits. */
import { useMemo } from 'react';
import { useClientQuery } from '@/src/client/client-query';
import { cepDigits } from '@/src/domain/delivery/shipping-table';
import type { ShippingOptionsQuery } from './shipping-options.generated';

type ShippingOptionView = ShippingOptionsQuery['shippingOptions'][number];

const document = async () => (await import('./shipping-options.generated')).ShippingOptionsDocument;

export interface ShippingOptionsState {
  options: ShippingOptionView[] | null;
  loading: boolean;
  error: boolean;
  refetch: () => void;
}

export function useShippingOptions(
  catalogId: string | null,
  zipCode: string,
  items: ReadonlyArray<{ itemId: string; quantity: number }>,
): ShippingOptionsState {
  const cep = cepDigits(zipCode);
  const variables = useMemo(
    () => ({
      input: {
        catalogId: catalogId ?? '',
        zipCode: cep ?? '',
        items: items.map((i) => ({ itemId: i.itemId, quantity: i.quantity })),
      },
    }),
    [catalogId, cep, items],
  );
  const { data, loading, error, refetch } = useClientQuery(document, {
    variables,
    skip: !catalogId || !cep || items.length === 0,
  });
  return { options: data?.shippingOptions ?? null, loading, error: !!error, refetch };
}
