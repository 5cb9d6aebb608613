/**
 * The signed-in shopper's saved addresses as the checkout offers them. `UserComplement.addresses` crosses as JSON
 * (as the account keeps them: src/features/account/account-types.ts AccountAddress), so it is read field by field:
 * anything but a list is none, anything but text in a field is absent.
 */
export interface SavedAddress {
  zipCode?: string;
  street?: string;
  number?: string;
  addressLine2?: string;
  neighborhood?: string;
  district?: string;
  city?: string;
  state?: string;
}

const FIELDS = ['zipCode', 'street', 'number', 'addressLine2', 'neighborhood', 'district', 'city', 'state'] as const;

function savedAddress(entry: unknown): SavedAddress | null {
  if (!entry || typeof entry !== 'object') return null;
  const record = entry as Record<string, unknown>;
  const address: SavedAddress = {};
  for (const field of FIELDS) {
    const value = record[field];
    if (typeof value === 'string') address[field] = value;
  }
  return address;
}

/** The saved addresses a shopper can pick: those with a street and a CEP. */
export function savedAddresses(list: unknown): SavedAddress[] {
  if (!Array.isArray(list)) return [];
  return list.map(savedAddress).filter((a): a is SavedAddress => !!a && !!a.street && !!a.zipCode);
}
