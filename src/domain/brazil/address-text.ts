/**
 * A Brazilian address as people read it, in two lines: "Rua Harmonia, 123 — apto 42" and
 * "Vila Madalena · São Paulo/SP · 05435-000". Empty parts are left out.
 */
export interface AddressParts {
  street?: string | null;
  number?: string | null;
  /** The unit: "apto 42". */
  addressLine2?: string | null;
  district?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

const clean = (text: string | null | undefined) => text?.trim() ?? '';

/** "05435000" → "05435-000"; anything else as it was written. */
export function cepText(zipCode: string | null | undefined): string {
  const digits = clean(zipCode).replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : clean(zipCode);
}

export function streetLine(a: AddressParts): string {
  const street = [clean(a.street), clean(a.number)].filter(Boolean).join(', ');
  const unit = clean(a.addressLine2);
  return unit ? (street ? `${street} — ${unit}` : unit) : street;
}

export function placeLine(a: AddressParts): string {
  const place = [clean(a.city), clean(a.state)].filter(Boolean).join('/');
  return [clean(a.district), place, cepText(a.zipCode)].filter(Boolean).join(' · ');
}
