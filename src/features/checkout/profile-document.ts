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

/** `documents` is the complement's `identityDocuments`, a JSON scalar: anything but a list reads as none. */
export function profileDocument(
  documents: unknown,
  locale: Locale,
): { type: CustomerDocumentType; value: string } | null {
  const saved: readonly SavedDocument[] = Array.isArray(documents) ? documents : [];
  for (const type of documentTypesFor(locale)) {
    const found = saved.find((d) => String(d.type ?? '').toUpperCase() === type && d.value);
    if (found) return { type, value: formatDocument(type, String(found.value)) };
  }
  return null;
}
