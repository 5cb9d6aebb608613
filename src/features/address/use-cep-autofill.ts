/**
 * Fills an address from its CEP: once eight digits are typed, our server's `postalAddress` answers street,
 * district, city and state, handed to `onFound` once per CEP. Returns what to say under the CEP field while it
 * looks, when the CEP is unknown, or when the lookup cannot answer (the shopper then types the address).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useClientQuery } from '@/src/client/client-query';
import type { PostalAddressQuery } from './postal-address.generated';

const document = async () => (await import('./postal-address.generated')).PostalAddressDocument;

export type PostalPlace = NonNullable<PostalAddressQuery['postalAddress']>;

export function useCepAutofill(zipCode: string, onFound: (place: PostalPlace) => void): string | null {
  const { t } = useTranslation('common');
  const cep = zipCode.replace(/\D/g, '');
  const complete = cep.length === 8;
  const result = useClientQuery(document, { variables: { zipCode: cep }, skip: !complete });
  const filled = useRef<string | null>(null);
  const found = complete && result.data ? result.data.postalAddress : undefined;
  const handler = useRef(onFound);
  // The latest callback (it closes over the latest fields), set before the effect below reads it.
  useEffect(() => {
    handler.current = onFound;
  });
  useEffect(() => {
    // Once per CEP: a shopper who then corrects the street keeps the correction.
    if (found && found.zipCode === cep && filled.current !== cep) {
      filled.current = cep;
      handler.current(found);
    }
  }, [found, cep]);
  if (!complete) return null;
  if (result.loading) return t('postal.looking');
  if (result.error) return result.error.message || t('postal.unavailable');
  if (found === null) return t('postal.notFound');
  return null;
}
