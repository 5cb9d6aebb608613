/** The stored complement as the account screens receive it from their page's server code (browser-safe shapes). */

export interface AccountAddress {
  zipCode?: string;
  street?: string;
  number?: string;
  addressLine2?: string;
  neighborhood?: string;
  city?: string;
  state?: string;
  country?: string;
}

export interface AccountComplement {
  salutation: string | null;
  chosenName: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  nationality: string | null;
  documents: { type: string; value: string; expirationDate: string | null }[];
  addresses: AccountAddress[];
}
