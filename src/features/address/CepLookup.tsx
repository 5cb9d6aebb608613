import { useEffect } from 'react';
import { useCepAutofill, type PostalPlace } from './use-cep-autofill';

/**
 * The CEP lookup as a component that draws nothing: a page that must stay light loads it (and the browser's query
 * code with it) only once a CEP is typed, and hears of the place and of what to say under the field.
 */
export function CepLookup({
  zipCode,
  onFound,
  onNote,
}: {
  zipCode: string;
  onFound: (place: PostalPlace) => void;
  onNote: (note: string | null) => void;
}) {
  const note = useCepAutofill(zipCode, onFound);
  useEffect(() => onNote(note), [note, onNote]);
  return null;
}
