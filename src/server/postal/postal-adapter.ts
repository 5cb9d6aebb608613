/**
 * The postal-code (CEP) lookup interface (docs/interfaces.md "Postal codes"): what a CEP service answers for one
 * CEP. Adapters: `table-postal.ts` (a local table: the demo's and the tests' stand-in) and `viacep.ts` (ViaCEP, a
 * public Brazilian CEP service). The browser never calls a provider: it asks our `postalAddress` query.
 */

/** A CEP's place. Street and district are absent for a city-wide CEP (small towns have one CEP). */
export interface PostalAddress {
  /** Eight digits. */
  zipCode: string;
  street: string | null;
  district: string | null;
  city: string;
  /** The state's code (SP, RJ). */
  state: string;
}

export interface PostalCodeLookup {
  name: 'table' | 'viacep';
  /** The place of an eight-digit CEP, or null when no such CEP exists. Throws when the service cannot answer. */
  lookup(zipCode: string): Promise<PostalAddress | null>;
}

export class PostalLookupUnavailable extends Error {}
