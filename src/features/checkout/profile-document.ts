/**
 * Which saved document of the profile the checkout uses: among those checkout takes (CPF, passport, CNPJ), the
 * first in the order the page's language asks them (a passport before a CPF in English and Spanish, the CPF first in
 * Portuguese), shown as people write it.
 */
import { documentTypesFor, formatDocument, type CustomerDocumentType } from '@/src/domain/customer/identity-document';
import type { Locale } from '@/src/domain/locale';

interface SavedDocument {
  type?: unknown;
  value?: unknown;
}

export function profileDocument(
  documents: readonly SavedDocument[] | null | undefined,
  locale: Locale,
): { type: CustomerDocumentType; value: string } | null {
  for (const type of documentTypesFor(locale)) {
    const found = (documents ?? []).find((d) => String(d.type ?? '').toUpperCase() === type && d.value);
    if (found) return { type, value: formatDocument(type, String(found.value)) };
  }
  return null;
}
