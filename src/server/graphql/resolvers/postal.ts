/** `postalAddress`: a CEP's street, district, city and state, through the configured CEP adapter. */
import { createGraphQLError } from 'graphql-yoga';
import type { Locale } from '../../i18n/localize';
import { cepOf, lookupPostalCode, PostalLookupUnavailable } from '../../postal/postal-service';
import type { GraphQLContext } from '../context';

const MESSAGES: Record<'INVALID_ZIP_CODE' | 'POSTAL_LOOKUP_UNAVAILABLE', Record<Locale, string>> = {
  INVALID_ZIP_CODE: {
    'pt-BR': 'Informe um CEP com 8 dígitos.',
    en: 'Enter a CEP (postal code) with 8 digits.',
    es: 'Indica un CEP (código postal) de 8 dígitos.',
  },
  POSTAL_LOOKUP_UNAVAILABLE: {
    'pt-BR': 'Não conseguimos buscar o CEP agora. Preencha o endereço.',
    en: 'We could not look up the CEP right now. Please type the address.',
    es: 'No pudimos buscar el CEP ahora. Escribe la dirección.',
  },
};

const refuse = (code: keyof typeof MESSAGES, locale: Locale) =>
  createGraphQLError(MESSAGES[code][locale], { extensions: { code } });

export const postalQueries = {
  async postalAddress(_: unknown, { zipCode }: { zipCode: string }, ctx: GraphQLContext) {
    const cep = zipCode.length <= 20 ? cepOf(zipCode) : null;
    if (!cep) throw refuse('INVALID_ZIP_CODE', ctx.locale);
    try {
      return await lookupPostalCode(cep);
    } catch (error) {
      if (!(error instanceof PostalLookupUnavailable)) throw error;
      console.warn(`Postal lookup unavailable: ${error.message}`);
      throw refuse('POSTAL_LOOKUP_UNAVAILABLE', ctx.locale);
    }
  },
};
