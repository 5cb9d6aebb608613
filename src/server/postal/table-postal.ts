/** The table adapter: the local CEP table (./demo-postal-codes.ts) behind the CEP lookup interface. */
import { DEMO_POSTAL_CODES } from './demo-postal-codes';
import type { PostalAddress, PostalCodeLookup } from './postal-adapter';

export function tablePostal(table: ReadonlyArray<PostalAddress> = DEMO_POSTAL_CODES): PostalCodeLookup {
  const byCode = new Map(table.map((entry) => [entry.zipCode, entry]));
  return { name: 'table', lookup: async (zipCode) => byCode.get(zipCode) ?? null };
}
