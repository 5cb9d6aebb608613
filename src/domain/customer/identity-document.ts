/**
 * The buyer's identity document at checkout (docs/business-rules.md "Identity document"): a CPF for Brazilians, a
 * passport for foreign travellers, a CNPJ for companies. CPF and CNPJ are checked digit by digit; a passport by the
 * shape of the ICAO 9303 document number (6 to 9 letters and digits, at least one digit), since no check digit is
 * printed outside the machine-readable zone.
 */
import { cnpjCharacters, formatCnpj, isValidCnpj } from '../brazil/cnpj';
import { cpfDigits, formatCpf, isValidCpf } from '../brazil/cpf';
import { CUSTOMER_DOCUMENT_TYPES, type CustomerDocumentType } from './document-types';

export {
  CUSTOMER_DOCUMENT_TYPES,
  defaultDocumentType,
  documentTypesFor,
  type CustomerDocumentType,
} from './document-types';

export type DocumentProblem = 'required' | 'invalid';

const PASSPORT_SHAPE = /^(?=[A-Z]*\d)[A-Z0-9]{6,9}$/;

export function isCustomerDocumentType(value: string): value is CustomerDocumentType {
  return (CUSTOMER_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** A passport number as printed, without the spaces or hyphens people type into it, upper case. */
export function passportNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidPassport(value: string): boolean {
  return PASSPORT_SHAPE.test(passportNumber(value));
}

/** Null when `value` is a good document of `type`; otherwise what is wrong. */
export function documentProblem(type: CustomerDocumentType, value: string): DocumentProblem | null {
  if (value.trim() === '') return 'required';
  if (type === 'CPF') return isValidCpf(value) ? null : 'invalid';
  if (type === 'CNPJ') return isValidCnpj(value) ? null : 'invalid';
  return isValidPassport(value) ? null : 'invalid';
}

/** The document as stored: a CPF's 11 digits, a CNPJ's 14 characters, a passport's number (see passportNumber). */
export function normaliseDocument(type: CustomerDocumentType, value: string): string {
  if (type === 'CPF') return cpfDigits(value) ?? value.trim();
  if (type === 'CNPJ') return cnpjCharacters(value) ?? value.trim();
  return passportNumber(value);
}

/** The document as people read it: CPF and CNPJ with their masks, a passport as it is. */
export function formatDocument(type: CustomerDocumentType, value: string): string {
  if (type === 'CPF') return formatCpf(value);
  if (type === 'CNPJ') return formatCnpj(value);
  return passportNumber(value);
}

/**
 * The type of a document sent without one (older clients sent only CPFs): a valid CPF or CNPJ is that, anything
 * else is read as a passport and checked as one.
 */
export function inferDocumentType(value: string): CustomerDocumentType {
  if (isValidCpf(value)) return 'CPF';
  if (isValidCnpj(value)) return 'CNPJ';
  return 'PASSPORT';
}
