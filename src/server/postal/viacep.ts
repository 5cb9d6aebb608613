/**
 * ViaCEP (https://viacep.com.br): GET {VIACEP_URL}/ws/{cep}/json/ answers the CEP's place, or `{"erro": true}` when
 * no such CEP exists. A lookup the shopper waits for: a slow answer gives way (the shopper types the address).
 */
import { PostalLookupUnavailable, type PostalAddress, type PostalCodeLookup } from './postal-adapter';

export const DEFAULT_VIACEP_URL = 'https://viacep.com.br';
const TIMEOUT_MS = 4000;

interface ViaCepAnswer {
  erro?: boolean | string;
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null);

export function viaCepPostal(
  settings: Readonly<Record<string, string | undefined>> = process.env,
  fetchImpl: typeof fetch = fetch,
): PostalCodeLookup {
  const base = (settings.VIACEP_URL?.trim() || DEFAULT_VIACEP_URL).replace(/\/+$/, '');
  return {
    name: 'viacep',
    async lookup(zipCode) {
      let response: Response;
      try {
        response = await fetchImpl(`${base}/ws/${zipCode}/json/`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new PostalLookupUnavailable(`ViaCEP unreachable: ${(error as Error).name}`);
      }
      // ViaCEP answers 400 for a malformed CEP: none exists.
      if (response.status === 400) return null;
      if (!response.ok) throw new PostalLookupUnavailable(`ViaCEP answered ${response.status}`);
      const answer = (await response.json().catch(() => null)) as ViaCepAnswer | null;
      if (!answer || typeof answer !== 'object') throw new PostalLookupUnavailable('ViaCEP answered no JSON');
      if (answer.erro === true || answer.erro === 'true') return null;
      const city = text(answer.localidade);
      const state = text(answer.uf)?.toUpperCase() ?? null;
      if (!city || !state || !/^[A-Z]{2}$/.test(state)) throw new PostalLookupUnavailable('ViaCEP answered no place');
      const place: PostalAddress = {
        zipCode,
        street: text(answer.logradouro),
        district: text(answer.bairro),
        city,
        state,
      };
      return place;
    },
  };
}
