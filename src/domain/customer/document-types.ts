/**
 * The documents checkout takes (docs/business-rules.md "Identity document") and which one a page's language asks
 * first; apart from their rules (./identity-document.ts) so a form can choose without loading them.
 */
import type { Locale } from '../locale';

export const CUSTOMER_DOCUMENT_TYPES = ['CPF', 'PASSPORT', 'CNPJ'] as const;
export type CustomerDocumentType = (typeof CUSTOMER_DOCUMENT_TYPES)[number];

/** What the checkout asks first: a CPF of a shopper reading Portuguese, a passport of one reading English or Spanish. */
export function defaultDocumentType(locale: Locale): CustomerDocumentType {
  return locale === 'pt-BR' ? 'CPF' : 'PASSPORT';
}

/** The choices in the order a shopper of `locale` most likely needs them. */
export function documentTypesFor(locale: Locale): CustomerDocumentType[] {
  const first = defaultDocumentType(locale);
  return [first, ...CUSTOMER_DOCUMENT_TYPES.filter((type) => type !== first)];
}
